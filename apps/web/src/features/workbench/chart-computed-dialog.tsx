import {
  upsertChartComputedField,
  workbenchFields,
  type ChartView,
  type DatachartConfig,
} from '@tessera/charts';
import { toast } from '@tessera/ui/toast';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseModel, type ColumnType, type ViewModel } from '../../lib/view-model';
import { ComputedFieldDialog } from '../../components/computed-field-dialog';

const asType = (t: string | undefined): ColumnType => (t === 'NUMERIC' || t === 'DATE' ? t : 'STRING');

/**
 * The view editor's expression dialog for a chart's own computed field: the view's columns to insert,
 * the chart's computed fields as the list it edits (names must differ from the view's fields too).
 */
export function ChartComputedDialog({
  config,
  view,
  rawModel,
  sourceId,
  editing,
  onClose,
  onSave,
}: {
  config: DatachartConfig;
  view: ChartView;
  rawModel: unknown;
  sourceId: string | null;
  /** The name of the field being edited; undefined to add one. */
  editing: string | undefined;
  onClose: () => void;
  onSave: (config: DatachartConfig) => void;
}) {
  const { t } = useTranslation();
  const model = useMemo<ViewModel>(() => {
    const base = normaliseModel(rawModel);
    return {
      ...base,
      computedFields: config.computedFields
        .filter((c) => c.name && c.category !== 'dateLevelComputedField')
        .map((c) => ({
          name: c.name!,
          expression: c.expression ?? '',
          type: asType(c.type),
          category: 'computedField' as const,
        })),
    };
  }, [rawModel, config.computedFields]);
  const index = editing === undefined ? undefined : model.computedFields.findIndex((c) => c.name === editing);
  const viewNames = new Set(workbenchFields(view).map((f) => f.name.toLowerCase()));
  return (
    <ComputedFieldDialog
      model={model}
      index={index !== undefined && index >= 0 ? index : undefined}
      sourceId={sourceId}
      onClose={onClose}
      onSave={(next) => {
        const at = index !== undefined && index >= 0 ? index : next.computedFields.length - 1;
        const field = next.computedFields[at];
        if (!field) return;
        if (viewNames.has(field.name.toLowerCase())) {
          toast.error(t('vizs:computed.duplicate'));
          return;
        }
        onSave(upsertChartComputedField(config, field, editing));
      }}
    />
  );
}
