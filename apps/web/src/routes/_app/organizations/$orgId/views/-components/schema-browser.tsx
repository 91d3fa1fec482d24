import { Input } from '@tessera/ui/input';
import { cn } from '@tessera/ui/lib/utils';
import { ChevronRight, Columns3, Database, Table2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourceSchemas } from '../../../../../../hooks/use-sources';

type Db = SourceSchemas['schemaItems'][number];

const columnName = (name: string | string[]) => (Array.isArray(name) ? name.at(-1)! : String(name));

/** The databases, tables and columns whose name or whose columns' names contain the search. */
function filtered(items: Db[], search: string): Db[] {
  const q = search.trim().toLowerCase();
  if (!q) return items;
  return items
    .map((db) => ({
      ...db,
      tables: db.tables.filter(
        (tb) =>
          tb.tableName.toLowerCase().includes(q) ||
          tb.columns.some((c) => columnName(c.name).toLowerCase().includes(q)),
      ),
    }))
    .filter((db) => db.tables.length > 0);
}

/**
 * The selected source's tables and columns beside the SQL (Datart's schema panel): a click on a name puts
 * it at the cursor, quoted as the dialect needs.
 */
export function SchemaBrowser({
  schemas,
  state,
  onInsertTable,
  onInsertColumn,
}: {
  schemas: SourceSchemas | undefined;
  state: 'noSource' | 'loading' | 'failed' | 'ready';
  onInsertTable?: (database: string, table: string, databases: number) => void;
  onInsertColumn?: (column: string) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const items = useMemo(() => filtered(schemas?.schemaItems ?? [], search), [schemas, search]);
  const databases = schemas?.schemaItems.length ?? 0;
  const searching = search.trim() !== '';
  const message =
    state === 'ready' && items.length === 0
      ? t(searching ? 'views:schema.noMatch' : 'views:schema.empty')
      : state === 'ready'
        ? null
        : t(`views:schema.${state}`);

  return (
    <section
      className="flex h-[262px] flex-col overflow-hidden rounded-md border border-border"
      aria-label={t('views:schema.title')}
      data-testid="schema-browser"
    >
      <div className="border-b border-border p-1.5">
        <Input
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('views:schema.search')}
          aria-label={t('views:schema.search')}
          className="h-7 text-xs"
          data-testid="schema-search"
        />
      </div>
      {message ? (
        <p className="p-3 text-xs text-muted-foreground" data-testid="schema-message">
          {message}
        </p>
      ) : (
        <ul className="min-h-0 flex-1 overflow-auto py-1 text-xs">
          {items.map((db) => (
            <li key={db.dbName}>
              {databases > 1 && (
                <p className="flex items-center gap-1.5 px-2 py-1 font-medium text-muted-foreground">
                  <Database className="size-3.5 shrink-0" />
                  <span className="truncate">{db.dbName}</span>
                </p>
              )}
              <ul>
                {db.tables.map((tb) => {
                  const key = `${db.dbName}\u0001${tb.tableName}`;
                  const expanded = searching || Boolean(open[key]);
                  return (
                    <li key={key} data-testid="schema-table" data-table={tb.tableName}>
                      <div className={cn('flex items-center', databases > 1 && 'pl-3')}>
                        <button
                          type="button"
                          className="flex size-6 shrink-0 cursor-pointer items-center justify-center text-muted-foreground hover:text-foreground"
                          aria-expanded={expanded}
                          aria-label={t(expanded ? 'views:schema.collapse' : 'views:schema.expand', {
                            name: tb.tableName,
                          })}
                          onClick={() => setOpen((o) => ({ ...o, [key]: !expanded }))}
                        >
                          <ChevronRight
                            className={cn('size-3.5 transition-transform', expanded && 'rotate-90')}
                          />
                        </button>
                        <NameButton
                          icon={Table2}
                          name={tb.tableName}
                          title={t('views:schema.insert', { name: tb.tableName })}
                          onClick={onInsertTable && (() => onInsertTable(db.dbName, tb.tableName, databases))}
                        />
                      </div>
                      {expanded && (
                        <ul className={databases > 1 ? 'pl-9' : 'pl-6'}>
                          {tb.columns.map((c) => {
                            const name = columnName(c.name);
                            return (
                              <li key={name} data-testid="schema-column">
                                <NameButton
                                  icon={Columns3}
                                  name={name}
                                  detail={c.type}
                                  title={t('views:schema.insert', { name })}
                                  onClick={onInsertColumn && (() => onInsertColumn(name))}
                                />
                              </li>
                            );
                          })}
                        </ul>
                      )}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NameButton({
  icon: Icon,
  name,
  detail,
  title,
  onClick,
}: {
  icon: typeof Table2;
  name: string;
  detail?: string;
  title: string;
  onClick: (() => void) | undefined;
}) {
  return (
    <button
      type="button"
      disabled={!onClick}
      title={onClick ? title : name}
      aria-label={onClick ? title : name}
      onClick={onClick}
      className="flex h-6 min-w-0 flex-1 cursor-pointer items-center gap-1.5 rounded-sm pr-2 text-left hover:bg-muted disabled:cursor-default disabled:hover:bg-transparent"
    >
      <Icon className="size-3.5 shrink-0 text-muted-foreground" />
      <span className="truncate font-mono">{name}</span>
      {detail && <span className="ml-auto shrink-0 pl-1 text-[10px] text-muted-foreground">{detail}</span>}
    </button>
  );
}
