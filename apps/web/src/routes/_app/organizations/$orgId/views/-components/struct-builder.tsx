import { Button } from '@tessera/ui/button';
import { Checkbox } from '@tessera/ui/checkbox';
import { Label } from '@tessera/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Plus, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  addJoin,
  JOIN_TYPES,
  removeJoin,
  tablesBefore,
  toggleColumn,
  updateJoin,
  type JoinType,
  type StructScript,
  type TableRef,
} from '../../../../../../lib/view-struct';
import type { SourceSchemas } from '../../../../../../hooks/use-sources';

const SEP = '\u0001';
const refKey = (r: TableRef) => `${r[0]}${SEP}${r[1]}`;
const keyRef = (k: string): TableRef => {
  const [db = '', table = ''] = k.split(SEP);
  return [db, table];
};

function useTables(schemas: SourceSchemas | undefined) {
  const tables: { ref: TableRef; columns: string[] }[] = [];
  for (const db of schemas?.schemaItems ?? [])
    for (const tb of db.tables)
      tables.push({
        ref: [db.dbName ?? '', tb.tableName],
        columns: tb.columns.map((c) => (Array.isArray(c.name) ? c.name.at(-1)! : String(c.name))),
      });
  const columnsOf = (table: string) => tables.find((t) => t.ref[1] === table)?.columns ?? [];
  return { tables, columnsOf };
}

/** The visual builder of STRUCT views: a table, its columns, and joins with conditions. */
export function StructBuilder({
  value,
  onChange,
  schemas,
  disabled,
}: {
  value: StructScript;
  onChange: (value: StructScript) => void;
  schemas: SourceSchemas | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { tables, columnsOf } = useTables(schemas);
  const tableLabel = (r: TableRef) => (r[0] ? `${r[0]}.${r[1]}` : r[1]);
  const tablePicker = (current: TableRef, onPick: (r: TableRef) => void, testId: string) => (
    <Select
      value={current[1] ? refKey(current) : undefined}
      onValueChange={(k) => onPick(keyRef(k))}
      disabled={disabled}
    >
      <SelectTrigger className="w-64" data-testid={testId}>
        <SelectValue placeholder={t('views:struct.pickTable')} />
      </SelectTrigger>
      <SelectContent>
        {tables.map((tb) => (
          <SelectItem key={refKey(tb.ref)} value={refKey(tb.ref)}>
            {tableLabel(tb.ref)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
  const columnPicker = (
    table: string,
    columns: string[] | 'all',
    onCols: (c: string[] | 'all') => void,
    prefix: string,
  ) => {
    const all = columnsOf(table);
    if (!table) return null;
    return (
      <div className="flex flex-wrap gap-x-4 gap-y-1.5 pt-2">
        <label className="flex items-center gap-1.5 text-xs font-medium">
          <Checkbox
            checked={columns === 'all'}
            disabled={disabled}
            onCheckedChange={(c) => onCols(c === true ? 'all' : [])}
          />
          {t('views:struct.allColumns')}
        </label>
        {all.map((col) => (
          <label key={col} className="flex items-center gap-1.5 text-xs" data-testid={`${prefix}-col-${col}`}>
            <Checkbox
              checked={columns === 'all' || columns.includes(col)}
              disabled={disabled}
              onCheckedChange={() => onCols(toggleColumn(columns, all, col))}
            />
            {col}
          </label>
        ))}
      </div>
    );
  };
  const colSelect = (
    tableOptions: string[],
    current: [string, string],
    onPick: (v: [string, string]) => void,
    label: string,
  ) => (
    <Select
      value={current[1] ? `${current[0]}${SEP}${current[1]}` : undefined}
      onValueChange={(k) => {
        const [tb = '', col = ''] = k.split(SEP);
        onPick([tb, col]);
      }}
      disabled={disabled}
    >
      <SelectTrigger className="w-56" aria-label={label}>
        <SelectValue placeholder={label} />
      </SelectTrigger>
      <SelectContent>
        {tableOptions.flatMap((tb) =>
          columnsOf(tb).map((col) => (
            <SelectItem key={`${tb}.${col}`} value={`${tb}${SEP}${col}`}>
              {tb}.{col}
            </SelectItem>
          )),
        )}
      </SelectContent>
    </Select>
  );

  return (
    <div className="space-y-3" data-testid="struct-builder">
      <div className="rounded-md border border-border p-3">
        <Label className="mb-2 block">{t('views:struct.mainTable')}</Label>
        {tablePicker(value.table, (table) => onChange({ table, columns: 'all', joins: [] }), 'struct-table')}
        {columnPicker(
          value.table[1],
          value.columns,
          (columns) => onChange({ ...value, columns }),
          'struct-main',
        )}
      </div>
      {value.joins.map((join, i) => (
        <div key={i} className="space-y-2 rounded-md border border-border p-3" data-testid="struct-join">
          <div className="flex flex-wrap items-center gap-2">
            <Select
              value={join.joinType}
              onValueChange={(v) => onChange(updateJoin(value, i, { joinType: v as JoinType }))}
              disabled={disabled}
            >
              <SelectTrigger className="w-36" aria-label={t('views:struct.joinType')}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {JOIN_TYPES.map((jt) => (
                  <SelectItem key={jt} value={jt}>
                    {t(`views:struct.joins.${jt}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {tablePicker(
              join.table,
              (table) =>
                onChange(
                  updateJoin(value, i, {
                    table,
                    columns: 'all',
                    conditions: [{ left: [value.table[1], ''], right: [table[1], ''] }],
                  }),
                ),
              `struct-join-table-${i}`,
            )}
            <Button
              size="icon-sm"
              variant="ghost"
              className="ml-auto text-destructive"
              disabled={disabled}
              aria-label={t('views:struct.removeJoin')}
              onClick={() => onChange(removeJoin(value, i))}
            >
              <Trash2 />
            </Button>
          </div>
          {join.table[1] && (
            <div className="space-y-1.5">
              <p className="text-xs font-medium text-muted-foreground">{t('views:struct.conditions')}</p>
              {join.conditions.map((c, ci) => (
                <div key={ci} className="flex flex-wrap items-center gap-2">
                  {colSelect(
                    tablesBefore(value, i),
                    c.left,
                    (left) =>
                      onChange(
                        updateJoin(value, i, {
                          conditions: join.conditions.map((x, xi) => (xi === ci ? { ...x, left } : x)),
                        }),
                      ),
                    t('views:struct.leftColumn'),
                  )}
                  <span className="text-sm">=</span>
                  {colSelect(
                    [join.table[1]],
                    c.right,
                    (right) =>
                      onChange(
                        updateJoin(value, i, {
                          conditions: join.conditions.map((x, xi) => (xi === ci ? { ...x, right } : x)),
                        }),
                      ),
                    t('views:struct.rightColumn'),
                  )}
                  {join.conditions.length > 1 && (
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      disabled={disabled}
                      aria-label={t('views:struct.removeCondition')}
                      onClick={() =>
                        onChange(
                          updateJoin(value, i, { conditions: join.conditions.filter((_, xi) => xi !== ci) }),
                        )
                      }
                    >
                      <X />
                    </Button>
                  )}
                </div>
              ))}
              <Button
                size="sm"
                variant="ghost"
                disabled={disabled}
                onClick={() =>
                  onChange(
                    updateJoin(value, i, {
                      conditions: [
                        ...join.conditions,
                        { left: [value.table[1], ''], right: [join.table[1], ''] },
                      ],
                    }),
                  )
                }
              >
                <Plus />
                {t('views:struct.addCondition')}
              </Button>
            </div>
          )}
          {columnPicker(
            join.table[1],
            join.columns,
            (columns) => onChange(updateJoin(value, i, { columns })),
            `struct-join-${i}`,
          )}
        </div>
      ))}
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || !value.table[1]}
        onClick={() => onChange(addJoin(value))}
        data-testid="struct-add-join"
      >
        <Plus />
        {t('views:struct.addJoin')}
      </Button>
    </div>
  );
}
