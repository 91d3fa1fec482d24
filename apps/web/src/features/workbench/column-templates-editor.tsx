import { readColumnTemplates, type ColumnTemplate } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { Input } from '@tessera/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConditionStyleRow } from './condition-style-row';
import type { TableColumnChoice } from './table-header-editor';

const ALIGNS = ['default', 'left', 'center', 'right'] as const;

/**
 * Per-column style templates (style `column.modal`): alignment, width, and conditional background and
 * text colours by value. One template per column; a column without one keeps the table's defaults.
 */
export function ColumnTemplatesEditor({
  value,
  columns,
  onChange,
}: {
  value: unknown;
  columns: TableColumnChoice[];
  onChange: (templates: ColumnTemplate[]) => void;
}) {
  const { t } = useTranslation();
  const templates = readColumnTemplates(value);
  const free = columns.filter((c) => !templates.some((x) => x.colName === c.colName));
  const labelOf = (col: string) => columns.find((c) => c.colName === col)?.label ?? col;
  const set = (i: number, next: ColumnTemplate) => onChange(templates.map((x, j) => (j === i ? next : x)));
  return (
    <div className="space-y-2" data-testid="column-templates">
      {templates.map((tpl, i) => (
        <div
          key={tpl.colName}
          className="space-y-1 rounded-md border border-border p-2"
          data-testid="column-template"
          data-column={tpl.colName}
        >
          <div className="flex items-center gap-1">
            <span className="min-w-0 flex-1 truncate text-xs font-medium">{labelOf(tpl.colName)}</span>
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label={t('vizs:columnTemplate.remove', { name: labelOf(tpl.colName) })}
              onClick={() => onChange(templates.filter((_, j) => j !== i))}
            >
              <Trash2 />
            </Button>
          </div>
          <div className="flex items-center gap-1">
            <Select
              value={tpl.align ?? 'default'}
              onValueChange={(a) => {
                const { align: _old, ...rest } = tpl;
                set(i, a === 'default' ? rest : { ...rest, align: a as 'left' | 'center' | 'right' });
              }}
            >
              <SelectTrigger className="h-7 text-xs" aria-label={t('vizs:columnTemplate.align')}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ALIGNS.map((a) => (
                  <SelectItem key={a} value={a}>
                    {t(`vizs:styleOptions.${a}`, { defaultValue: a })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Input
              type="number"
              min={20}
              max={4000}
              className="h-7 w-20 text-xs"
              aria-label={t('vizs:columnTemplate.width')}
              placeholder={t('vizs:columnTemplate.width')}
              value={tpl.width ?? ''}
              onChange={(e) => {
                const { width: _old, ...rest } = tpl;
                const n = Number(e.target.value);
                set(i, e.target.value && n > 0 ? { ...rest, width: Math.min(n, 4000) } : rest);
              }}
            />
          </div>
          {(tpl.conditionStyle ?? []).map((rule, ri) => (
            <ConditionStyleRow
              key={ri}
              rule={rule}
              onChange={(r) =>
                set(i, {
                  ...tpl,
                  conditionStyle: (tpl.conditionStyle ?? []).map((x, k) => (k === ri ? r : x)),
                })
              }
              onRemove={() =>
                set(i, { ...tpl, conditionStyle: (tpl.conditionStyle ?? []).filter((_, k) => k !== ri) })
              }
            />
          ))}
          <Button
            size="sm"
            variant="ghost"
            className="h-7 w-full text-xs"
            data-testid="condition-style-add"
            onClick={() =>
              set(i, {
                ...tpl,
                conditionStyle: [
                  ...(tpl.conditionStyle ?? []),
                  { operator: 'between', value: [0, 100], color: { background: '#fff3bf' } },
                ],
              })
            }
          >
            <Plus />
            {t('vizs:columnTemplate.addCondition')}
          </Button>
        </div>
      ))}
      {free.length > 0 && (
        <Select value="" onValueChange={(col) => onChange([...templates, { colName: col }])}>
          <SelectTrigger
            className="h-7 text-xs"
            data-testid="column-template-add"
            aria-label={t('vizs:columnTemplate.add')}
          >
            <SelectValue placeholder={t('vizs:columnTemplate.add')} />
          </SelectTrigger>
          <SelectContent>
            {free.map((c) => (
              <SelectItem key={c.colName} value={c.colName}>
                {c.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </div>
  );
}
