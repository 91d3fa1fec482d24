import { Button } from '@tessera/ui/button';
import { Input } from '@tessera/ui/input';
import { Label } from '@tessera/ui/label';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { duplicateKeys, type KeyValueRow } from '../../../../../../lib/source-form';

/** Key/value rows (JDBC properties, HTTP headers and query parameters); duplicate keys are marked. */
export function KeyValueEditor({
  id,
  label,
  hint,
  rows,
  onChange,
  error,
  disabled,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  rows: KeyValueRow[];
  onChange: (rows: KeyValueRow[]) => void;
  error?: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const dup = duplicateKeys(rows);
  const update = (i: number, patch: Partial<KeyValueRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className="grid gap-1.5" data-testid={`kv-${id}`}>
      <div className="flex items-center justify-between">
        <Label>{label}</Label>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={disabled}
          onClick={() => onChange([...rows, { key: '', value: '' }])}
        >
          <Plus />
          {t('sources:actions.addRow')}
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-border px-3 py-2 text-xs text-muted-foreground">
          {t('sources:editor.noRows')}
        </p>
      ) : (
        <div className="grid gap-1.5">
          {rows.map((row, i) => (
            <div key={i} className="flex items-center gap-1.5">
              <Input
                aria-label={`${label} ${t('sources:editor.key')} ${i + 1}`}
                placeholder={t('sources:editor.key')}
                value={row.key}
                disabled={disabled}
                aria-invalid={dup.has(row.key.trim()) || undefined}
                className="h-8 font-mono text-xs"
                onChange={(e) => update(i, { key: e.target.value })}
              />
              <Input
                aria-label={`${label} ${t('sources:editor.value')} ${i + 1}`}
                placeholder={t('sources:editor.value')}
                value={row.value}
                disabled={disabled}
                className="h-8 font-mono text-xs"
                onChange={(e) => update(i, { value: e.target.value })}
              />
              <Button
                type="button"
                size="icon-sm"
                variant="ghost"
                disabled={disabled}
                aria-label={t('sources:actions.removeRow')}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                <X />
              </Button>
            </div>
          ))}
        </div>
      )}
      {error ? (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-muted-foreground">{hint}</p>
      ) : null}
    </div>
  );
}
