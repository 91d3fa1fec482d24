import { palettes, type ChartField, type ChartView } from '@tessera/charts';
import { Spinner } from '@tessera/ui/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldDialogShell } from './field-dialog-shell';
import { useFieldValues } from './use-field-values';

type Colors = NonNullable<NonNullable<ChartField['color']>['colors']>;

/** A colour per value of a colour field (values from the data), stored as Datart's `color.colors`. */
export function ColorsDialog({
  field,
  view,
  onApply,
  onClose,
}: {
  field: ChartField;
  view: ChartView | null;
  onApply: (colors: Colors) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const values = useFieldValues(view, field);
  const [chosen, setChosen] = useState<Map<string, string>>(
    () => new Map((field.color?.colors ?? []).map((c) => [c.key, c.value])),
  );
  const palette = palettes.light;
  const list = values.data ?? [];
  const colorOf = (v: string, i: number) => chosen.get(v) ?? palette[i % palette.length]!;
  return (
    <FieldDialogShell
      title={t('vizs:fieldColors.title', { name: field.alias?.name || field.colName })}
      description={t('vizs:fieldColors.description')}
      testId="colors-dialog"
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(list.map((key, i) => ({ key, value: colorOf(key, i) })));
      }}
    >
      {values.isLoading ? (
        <Spinner />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('vizs:fieldColors.noValues')}</p>
      ) : (
        <ul className="max-h-72 space-y-1 overflow-auto">
          {list.map((v, i) => (
            <li key={v} className="flex items-center gap-2 rounded-md border border-border px-2 py-1 text-sm">
              <span className="min-w-0 flex-1 truncate">{v}</span>
              <input
                type="color"
                aria-label={t('vizs:fieldColors.colorOf', { value: v })}
                value={colorOf(v, i)}
                onChange={(e) => setChosen((m) => new Map(m).set(v, e.target.value))}
                className="h-7 w-9 shrink-0 cursor-pointer rounded border border-border bg-transparent p-0.5"
              />
            </li>
          ))}
        </ul>
      )}
    </FieldDialogShell>
  );
}
