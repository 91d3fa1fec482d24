import type { ChartField, ChartView } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { Spinner } from '@tessera/ui/spinner';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldDialogShell } from './field-dialog-shell';
import { useFieldValues } from './use-field-values';

/** A custom order of a dimension's values (applied to the rows after the query, as Datart does). */
export function CustomSortDialog({
  field,
  view,
  onApply,
  onClose,
}: {
  field: ChartField;
  view: ChartView | null;
  onApply: (order: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const values = useFieldValues(view, field);
  const saved = Array.isArray(field.sort?.value) ? (field.sort.value as unknown[]).map(String) : null;
  const [order, setOrder] = useState<string[] | null>(saved);
  const list = order ?? values.data ?? [];
  const move = (i: number, by: number) => {
    const next = [...list];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    setOrder(next);
  };
  return (
    <FieldDialogShell
      title={t('vizs:customSort.title', { name: field.colName })}
      description={t('vizs:customSort.description')}
      testId="custom-sort-dialog"
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(list);
      }}
    >
      {values.isLoading && !order ? (
        <Spinner />
      ) : (
        <ol className="max-h-72 space-y-1 overflow-auto">
          {list.map((v, i) => (
            <li key={v} className="flex items-center gap-2 rounded-md border border-border px-2 py-1 text-sm">
              <span className="min-w-0 flex-1 truncate">{v}</span>
              <Button
                type="button"
                size="icon-sm"
                variant="ghost"
                disabled={i === 0}
                aria-label={t('vizs:customSort.up', { value: v })}
                onClick={() => move(i, -1)}
              >
                <ArrowUp />
              </Button>
              <Button
                type="button"
                size="icon-sm"
                variant="ghost"
                disabled={i === list.length - 1}
                aria-label={t('vizs:customSort.down', { value: v })}
                onClick={() => move(i, 1)}
              >
                <ArrowDown />
              </Button>
            </li>
          ))}
        </ol>
      )}
    </FieldDialogShell>
  );
}
