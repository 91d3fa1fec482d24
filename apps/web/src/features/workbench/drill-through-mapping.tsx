import { drillThroughName, type DrillThroughRule } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { Input } from '@tessera/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Target = NonNullable<DrillThroughRule['jumpToChart']>;
type Mapping = NonNullable<Target['customize']>[number];

/**
 * Which clicked fields a drill-through passes, and under which names (Datart's `relation` and
 * `customize: [{type, source, target}]`): every dimension under its own name, or the chosen fields under
 * the names the target reads (its filters by field name, or a URL's parameters).
 */
export function DrillThroughMapping({
  target,
  fields,
  onChange,
}: {
  target: Target;
  /** The chart's fields a click can pass (drillThroughFields). */
  fields: string[];
  onChange: (target: Target) => void;
}) {
  const { t } = useTranslation();
  const custom = target.relation === 'customize';
  const rows: Mapping[] = target.customize ?? [];
  const setRows = (next: Mapping[]) => onChange({ ...target, relation: 'customize', customize: next });
  const setRow = (i: number, patch: Partial<Mapping>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const unused = fields.find((f) => !rows.some((r) => r.source === f)) ?? fields[0];
  return (
    <div className="space-y-1" data-testid="drill-through-mapping">
      <Select
        value={custom ? 'customize' : 'auto'}
        onValueChange={(v) =>
          onChange(
            v === 'customize'
              ? {
                  ...target,
                  relation: 'customize',
                  customize: rows.length
                    ? rows
                    : fields.map((f) => ({ type: 'field', source: f, target: drillThroughName(f) })),
                }
              : { ...target, relation: 'auto' },
          )
        }
      >
        <SelectTrigger className="h-7 text-xs" aria-label={t('vizs:drillThrough.relation.label')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="auto">{t('vizs:drillThrough.relation.auto')}</SelectItem>
          <SelectItem value="customize">{t('vizs:drillThrough.relation.customize')}</SelectItem>
        </SelectContent>
      </Select>
      {custom &&
        rows.map((row, i) => (
          <div key={i} className="flex items-center gap-1" data-testid="drill-through-pair">
            <Select value={row.source} onValueChange={(source) => setRow(i, { source })}>
              <SelectTrigger
                className="h-7 min-w-0 flex-1 text-xs"
                aria-label={t('vizs:drillThrough.source')}
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {[...new Set([...fields, row.source])].map((f) => (
                  <SelectItem key={f} value={f}>
                    {drillThroughName(f)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <span aria-hidden className="text-xs text-muted-foreground">
              →
            </span>
            <Input
              className="h-7 min-w-0 flex-1 text-xs"
              aria-label={t('vizs:drillThrough.targetName')}
              placeholder={t('vizs:drillThrough.targetName')}
              value={row.target}
              onChange={(e) => setRow(i, { target: e.target.value })}
            />
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label={t('vizs:drillThrough.removePair', { name: drillThroughName(row.source) })}
              onClick={() => setRows(rows.filter((_, j) => j !== i))}
            >
              <Trash2 />
            </Button>
          </div>
        ))}
      {custom && unused !== undefined && (
        <Button
          size="sm"
          variant="ghost"
          className="h-7 w-full text-xs"
          data-testid="drill-through-pair-add"
          onClick={() =>
            setRows([...rows, { type: 'field', source: unused, target: drillThroughName(unused) }])
          }
        >
          <Plus />
          {t('vizs:drillThrough.addPair')}
        </Button>
      )}
    </div>
  );
}
