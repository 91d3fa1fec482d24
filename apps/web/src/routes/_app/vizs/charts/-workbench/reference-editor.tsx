import type { ChartField, ReferenceLine } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { Input } from '@tessera/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const KINDS = ['value', 'AVG', 'MAX', 'MIN'] as const;

/** Reference lines: a constant or a statistic (average, max, min) of a metric, with a name and a colour. */
export function ReferenceLinesEditor({
  lines,
  metrics,
  onChange,
}: {
  lines: ReferenceLine[];
  metrics: ChartField[];
  onChange: (lines: ReferenceLine[]) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<ReferenceLine>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <div className="space-y-2" data-testid="reference-lines">
      {lines.map((line, i) => {
        const kind = 'value' in line.at ? 'value' : line.at.aggregate;
        return (
          <div key={i} className="space-y-1 rounded-md border border-border p-2" data-testid="reference-line">
            <div className="flex items-center gap-1">
              <Input
                className="h-7 text-xs"
                aria-label={t('vizs:reference.name')}
                placeholder={t('vizs:reference.name')}
                value={line.name ?? ''}
                onChange={(e) => set(i, { name: e.target.value })}
              />
              <input
                type="color"
                aria-label={t('vizs:style.color')}
                value={line.color ?? '#e03131'}
                onChange={(e) => set(i, { color: e.target.value })}
                className="h-7 w-9 shrink-0 cursor-pointer rounded border border-border bg-transparent p-0.5"
              />
              <Button
                size="icon-sm"
                variant="ghost"
                aria-label={t('vizs:reference.remove')}
                onClick={() => onChange(lines.filter((_, j) => j !== i))}
              >
                <Trash2 />
              </Button>
            </div>
            <div className="flex items-center gap-1">
              <Select
                value={kind}
                onValueChange={(k) =>
                  set(i, { at: k === 'value' ? { value: 0 } : { aggregate: k as 'AVG' | 'MAX' | 'MIN' } })
                }
              >
                <SelectTrigger className="h-7 text-xs" aria-label={t('vizs:reference.kind')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {KINDS.map((k) => (
                    <SelectItem key={k} value={k}>
                      {t(`vizs:reference.kinds.${k}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {'value' in line.at && (
                <Input
                  type="number"
                  className="h-7 text-xs"
                  aria-label={t('vizs:reference.value')}
                  value={line.at.value}
                  onChange={(e) => set(i, { at: { value: Number(e.target.value) || 0 } })}
                />
              )}
            </div>
            {metrics.length > 1 && (
              <Select value={line.metric ?? metrics[0]!.colName} onValueChange={(m) => set(i, { metric: m })}>
                <SelectTrigger className="h-7 text-xs" aria-label={t('vizs:reference.metric')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {metrics.map((m) => (
                    <SelectItem key={m.uid ?? m.colName} value={m.colName}>
                      {m.alias?.name || m.colName}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </div>
        );
      })}
      <Button
        size="sm"
        variant="outline"
        className="w-full"
        data-testid="reference-add"
        onClick={() =>
          onChange([
            ...lines,
            { name: t('vizs:reference.defaultName'), at: { value: 0 }, color: '#e03131', showLabel: true },
          ])
        }
      >
        <Plus />
        {t('vizs:reference.add')}
      </Button>
    </div>
  );
}
