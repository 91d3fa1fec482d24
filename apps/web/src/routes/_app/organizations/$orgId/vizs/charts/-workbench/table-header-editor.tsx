import type { HeaderNode } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { Checkbox } from '@tessera/ui/checkbox';
import { Input } from '@tessera/ui/input';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface TableColumnChoice {
  colName: string;
  label: string;
}

let seq = 0;
const uid = () => `h${Date.now().toString(36)}${(seq++).toString(36)}`;

/**
 * Header groups of the table (style `header.modal`, Datart's `tableHeaders`): a named header over the
 * columns ticked under it. A column belongs to one group at most; columns in no group stand alone.
 */
export function TableHeaderEditor({
  value,
  columns,
  onChange,
}: {
  value: HeaderNode[];
  columns: TableColumnChoice[];
  onChange: (groups: HeaderNode[]) => void;
}) {
  const { t } = useTranslation();
  const groups = value.filter((g) => Array.isArray(g.children));
  const inGroup = (g: HeaderNode, col: string) => (g.children ?? []).some((c) => c.colName === col);
  const toggle = (gi: number, col: string, on: boolean) =>
    onChange(
      groups.map((g, i) => {
        const children = (g.children ?? []).filter((c) => c.colName !== col);
        return i === gi && on
          ? { ...g, children: [...children, { uid: uid(), colName: col }] }
          : { ...g, children };
      }),
    );
  return (
    <div className="space-y-2" data-testid="table-header-groups">
      {groups.map((g, gi) => (
        <div
          key={gi}
          className="space-y-1 rounded-md border border-border p-2"
          data-testid="table-header-group"
        >
          <div className="flex items-center gap-1">
            <Input
              className="h-7 text-xs"
              aria-label={t('vizs:tableHeader.name')}
              placeholder={t('vizs:tableHeader.name')}
              value={g.label ?? ''}
              onChange={(e) =>
                onChange(groups.map((x, i) => (i === gi ? { ...x, label: e.target.value } : x)))
              }
            />
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label={t('vizs:tableHeader.remove')}
              onClick={() => onChange(groups.filter((_, i) => i !== gi))}
            >
              <Trash2 />
            </Button>
          </div>
          {columns.length === 0 ? (
            <p className="text-xs text-muted-foreground">{t('vizs:tableHeader.noColumns')}</p>
          ) : (
            columns.map((c) => {
              const id = `thg-${gi}-${c.colName}`;
              return (
                <label key={c.colName} htmlFor={id} className="flex items-center gap-2 text-xs">
                  <Checkbox
                    id={id}
                    checked={inGroup(g, c.colName)}
                    onCheckedChange={(on) => toggle(gi, c.colName, on === true)}
                  />
                  {c.label}
                </label>
              );
            })
          )}
        </div>
      ))}
      <Button
        size="sm"
        variant="outline"
        className="w-full"
        data-testid="table-header-add"
        onClick={() =>
          onChange([
            ...groups,
            { uid: uid(), label: t('vizs:tableHeader.defaultName'), isGroup: true, children: [] },
          ])
        }
      >
        <Plus />
        {t('vizs:tableHeader.add')}
      </Button>
    </div>
  );
}
