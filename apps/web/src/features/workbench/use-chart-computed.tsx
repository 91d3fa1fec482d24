import { removeChartComputedField } from '@tessera/charts';
import { useMemo, useState, type ReactNode } from 'react';
import { ChartComputedDialog } from './chart-computed-dialog';
import type { ComputedActions } from './field-list';
import type { Workbench } from './use-workbench';

/** The chart's own computed fields in the workbench: the field list's actions and the open dialog. */
export function useChartComputed(wb: Workbench): { actions?: ComputedActions; dialog: ReactNode } {
  const { config, setConfig, chartView } = wb;
  // undefined: closed; null: adding; a name: editing that field.
  const [open, setOpen] = useState<string | null | undefined>(undefined);
  const names = useMemo(
    () => new Set(config.computedFields.flatMap((c) => (c.name ? [c.name] : []))),
    [config.computedFields],
  );
  const actions: ComputedActions | undefined = chartView
    ? {
        names,
        onAdd: () => setOpen(null),
        onEdit: (name) => setOpen(name),
        onRemove: (name) => setConfig(removeChartComputedField(config, name)),
      }
    : undefined;
  const dialog =
    open !== undefined && chartView ? (
      <ChartComputedDialog
        config={config}
        view={chartView}
        rawModel={wb.view.data?.model}
        sourceId={wb.view.data?.sourceId ?? null}
        editing={open ?? undefined}
        onClose={() => setOpen(undefined)}
        onSave={(next) => {
          setConfig(next);
          setOpen(undefined);
        }}
      />
    ) : null;
  return { actions, dialog };
}
