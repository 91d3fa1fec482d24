import { transferChartType, type DatachartConfig, type DroppedField } from '@tessera/charts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs';
import { fieldLabel } from './field-label';
import { TypePicker } from './type-picker';

/**
 * The type picker with Datart's switch rules: fields move into the new type's sections at once when all
 * of them find a place; otherwise the person confirms the list of what would be removed first.
 */
export function TypeSwitcher({
  config,
  onChange,
}: {
  config: DatachartConfig;
  onChange: (config: DatachartConfig) => void;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{
    name: string;
    dropped: DroppedField[];
    next: DatachartConfig;
  } | null>(null);
  const pick = (id: string) => {
    if (id === config.chartGraphId) return;
    const { config: next, dropped } = transferChartType(config, id);
    if (dropped.length === 0) onChange(next);
    else setPending({ name: t(`charts:types.${id}`), dropped, next });
  };
  return (
    <>
      <TypePicker config={config} onPick={pick} />
      <TypeSwitchDialog
        pending={pending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) onChange(pending.next);
          setPending(null);
        }}
      />
    </>
  );
}

interface Props {
  /** The type asked for and what switching to it would remove; null when closed. */
  pending: { name: string; dropped: DroppedField[] } | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a chart type switch removes fields, naming each field and the section it leaves. */
export function TypeSwitchDialog({ pending, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t('vizs:workbench.switchType.title', { name: pending?.name ?? '' })}
      description={t('vizs:workbench.switchType.description', { name: pending?.name ?? '' })}
      confirmLabel={t('vizs:workbench.switchType.confirm')}
      destructive
      onConfirm={onConfirm}
    >
      <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="type-switch-dropped">
        {pending?.dropped.map((d) => (
          <li key={`${d.section}:${d.field.uid ?? d.field.colName}`}>
            {t('vizs:workbench.switchType.item', {
              field: fieldLabel(t, d.field),
              section: t(`charts:sections.${d.label}`, { defaultValue: d.section }),
            })}
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
