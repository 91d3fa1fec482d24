import { useQueryClient, useQuery, useMutation } from '@tanstack/react-query';
import { Button } from '@tessera/ui/button';
import { Input } from '@tessera/ui/input';
import { cn } from '@tessera/ui/lib/utils';
import { Spinner } from '@tessera/ui/spinner';
import { toast } from '@tessera/ui/toast';
import { ChevronRight, Columns3, Database, Eye, RefreshCw, Search, Table2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialectOf } from '@tessera/query/contract';
import { previewSql } from '../../../../../../lib/sql-dialect';
import { useTRPC } from '../../../../../../lib/trpc';
import { PreviewTable, type Frame } from '../../../../../../components/data-grid/preview-table';
import type { SourceDetail } from '../../../../../../hooks/use-sources';

interface Selected {
  db: string;
  table: string;
}

/** Databases → tables → columns of a source, with a search, the last sync time and a row preview. */
export function SchemaBrowser({ source }: { source: SourceDetail }) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const schemas = useQuery(trpc.source.schemas.queryOptions({ id: source.id }, { staleTime: 0 }));
  const [query, setQuery] = useState('');
  const [openDbs, setOpenDbs] = useState<Set<string> | null>(null);
  const [openTables, setOpenTables] = useState<Set<string>>(() => new Set());
  const [selected, setSelected] = useState<Selected | null>(null);
  const [frame, setFrame] = useState<Frame | null>(null);

  const sync = useMutation(
    trpc.source.syncSchemas.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.source.schemas.queryKey({ id: source.id }), data);
        toast.success(t('sources:schema.synced'));
      },
    }),
  );
  const preview = useMutation(
    trpc.source.executeTest.mutationOptions({
      onSuccess: (data) => setFrame(data as unknown as Frame),
    }),
  );

  const items = useMemo(() => schemas.data?.schemaItems ?? [], [schemas.data]);
  const q = query.trim().toLowerCase();
  const filtered = useMemo(
    () =>
      items
        .map((db) => ({
          ...db,
          tables: db.tables.filter(
            (tb) =>
              !q ||
              tb.tableName.toLowerCase().includes(q) ||
              tb.columns.some((c) => c.name.join('.').toLowerCase().includes(q)),
          ),
        }))
        .filter((db) => !q || db.tables.length > 0 || db.dbName.toLowerCase().includes(q)),
    [items, q],
  );
  // Databases start open when there are few of them.
  const dbOpen = (db: string) => (q ? true : openDbs ? openDbs.has(db) : items.length <= 3);
  const toggleDb = (db: string) =>
    setOpenDbs((prev) => {
      const next = new Set(prev ?? (items.length <= 3 ? items.map((i) => i.dbName) : []));
      if (next.has(db)) next.delete(db);
      else next.add(db);
      return next;
    });
  const toggleTable = (key: string) =>
    setOpenTables((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const runPreview = (db: string, table: string) => {
    setSelected({ db, table });
    setFrame(null);
    const script = previewSql(db || null, table, dialectOf(source));
    preview.mutate({ sourceId: source.id, script, size: 100 });
  };

  const updated = schemas.data?.updateTime ? new Date(schemas.data.updateTime) : null;
  const when = updated
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(updated)
    : null;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(16rem,20rem)_1fr]" data-testid="schema-browser">
      <div className="flex min-h-0 flex-col rounded-lg border border-border bg-card">
        <div className="grid gap-2 border-b border-border p-3">
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs text-muted-foreground" data-testid="schema-last-sync">
              {when ? t('sources:schema.lastSync', { time: when }) : t('sources:schema.never')}
            </span>
            <Button
              size="sm"
              variant="outline"
              loading={sync.isPending}
              onClick={() => sync.mutate({ id: source.id })}
              data-testid="schema-sync"
            >
              <RefreshCw />
              {t('sources:actions.sync')}
            </Button>
          </div>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-2.5 size-3.5 -translate-y-1/2 text-muted-foreground" />
            <Input
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('sources:schema.search')}
              aria-label={t('sources:schema.search')}
              className="h-8 pl-8 text-xs"
            />
          </div>
        </div>
        <div className="max-h-[60vh] min-h-48 overflow-auto p-1.5" role="tree" data-testid="schema-tree">
          {schemas.isLoading ? (
            <div className="flex justify-center py-8">
              <Spinner />
            </div>
          ) : filtered.length === 0 ? (
            <p className="px-2 py-8 text-center text-xs text-muted-foreground">{t('sources:schema.empty')}</p>
          ) : (
            filtered.map((db) => (
              <div key={db.dbName} role="treeitem" aria-expanded={dbOpen(db.dbName)}>
                <button
                  type="button"
                  onClick={() => toggleDb(db.dbName)}
                  className="flex h-7 w-full cursor-pointer items-center gap-1.5 rounded-md px-1.5 text-sm hover:bg-accent"
                  data-testid="schema-db"
                  data-name={db.dbName}
                >
                  <ChevronRight
                    className={cn(
                      'size-3.5 text-muted-foreground transition-transform',
                      dbOpen(db.dbName) && 'rotate-90',
                    )}
                  />
                  <Database className="size-3.5 text-sky-600 dark:text-sky-400" />
                  <span className="truncate font-medium">{db.dbName}</span>
                  <span className="ml-auto text-[11px] text-muted-foreground">
                    {t('sources:schema.tables', { count: db.tables.length })}
                  </span>
                </button>
                {dbOpen(db.dbName) && (
                  // A database's tables are its tree items' group, as the tree pattern asks.
                  <div role="group">
                    {db.tables.map((tb) => {
                      const key = `${db.dbName}\u0000${tb.tableName}`;
                      const open =
                        openTables.has(key) || (q !== '' && !tb.tableName.toLowerCase().includes(q));
                      const active = selected?.db === db.dbName && selected.table === tb.tableName;
                      return (
                        <div key={key} role="treeitem" aria-expanded={open}>
                          <div
                            className={cn(
                              'group flex h-7 items-center gap-1 rounded-md pr-1 pl-5 text-sm',
                              active ? 'bg-primary/10 text-primary' : 'hover:bg-accent',
                            )}
                            data-testid="schema-table"
                            data-name={tb.tableName}
                          >
                            <button
                              type="button"
                              onClick={() => toggleTable(key)}
                              className="flex min-w-0 flex-1 cursor-pointer items-center gap-1.5 self-stretch text-left"
                            >
                              <ChevronRight
                                className={cn(
                                  'size-3 text-muted-foreground transition-transform',
                                  open && 'rotate-90',
                                )}
                              />
                              <Table2 className="size-3.5 shrink-0 text-muted-foreground" />
                              <span className="truncate">{tb.tableName}</span>
                            </button>
                            <Button
                              size="icon-sm"
                              variant="ghost"
                              className="size-6"
                              title={t('sources:actions.preview')}
                              aria-label={`${t('sources:actions.preview')} ${tb.tableName}`}
                              onClick={() => runPreview(db.dbName, tb.tableName)}
                              data-testid="schema-preview"
                            >
                              <Eye />
                            </Button>
                          </div>
                          {open && (
                            <ul className="pb-1 pl-11">
                              {tb.columns.map((c) => (
                                <li
                                  key={c.name.join('.')}
                                  className="flex h-6 items-center gap-1.5 pr-2 text-xs"
                                  data-testid="schema-column"
                                >
                                  <Columns3 className="size-3 shrink-0 text-muted-foreground" />
                                  <span className="truncate">{c.name.join('.')}</span>
                                  <span className="ml-auto shrink-0 font-mono text-[10px] text-muted-foreground uppercase">
                                    {c.type}
                                  </span>
                                </li>
                              ))}
                            </ul>
                          )}
                        </div>
                      );
                    })}
                  </div>
                )}
              </div>
            ))
          )}
        </div>
      </div>
      <div className="min-w-0 rounded-lg border border-border bg-card" data-testid="schema-preview-pane">
        {selected ? (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2.5">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">
                  {t('sources:schema.previewTitle', { table: selected.table })}
                </p>
                <p className="text-xs text-muted-foreground">
                  {frame
                    ? t('sources:schema.rows', { count: frame.rows.length })
                    : t('sources:schema.previewHint')}
                </p>
              </div>
              {preview.isPending && <Spinner />}
            </div>
            {frame ? (
              <PreviewTable frame={frame} />
            ) : preview.isError ? (
              <p className="p-4 text-sm text-destructive">{preview.error.message}</p>
            ) : (
              <div className="flex flex-1 items-center justify-center py-16">
                <Spinner />
              </div>
            )}
          </div>
        ) : (
          <div className="flex h-full min-h-48 flex-col items-center justify-center gap-2 p-6 text-center text-sm text-muted-foreground">
            <Eye className="size-5" />
            {t('sources:schema.selectTable')}
          </div>
        )}
      </div>
    </div>
  );
}
