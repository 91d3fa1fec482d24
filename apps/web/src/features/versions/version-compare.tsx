import { useQuery } from '@tanstack/react-query';
import { Badge } from '@tessera/ui/badge';
import { Spinner } from '@tessera/ui/spinner';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { useTRPC } from '../../lib/trpc';
import type { VersionComparison } from './use-versions';
import { SqlDiff } from './sql-diff';

type FieldChange = VersionComparison['diff']['fields'][number];

const shown = (v: unknown) => {
  if (v === undefined) return '';
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

const tone = { added: 'text-success', removed: 'text-destructive', changed: '' } as const;

/** Changed leaves in two columns: the older version's value on the left, the newer's on the right. */
function FieldRows({ changes }: { changes: FieldChange[] }) {
  return (
    <>
      {changes.map((c) => (
        <div key={c.path} className="contents" data-testid="version-diff-field">
          <div className="col-span-2 truncate pt-2 font-mono text-xs text-muted-foreground">{c.path}</div>
          <div className={`rounded bg-destructive/5 p-1 font-mono text-xs break-all ${tone[c.kind]}`}>
            {shown(c.before)}
          </div>
          <div className={`rounded bg-success/5 p-1 font-mono text-xs break-all ${tone[c.kind]}`}>
            {shown(c.after)}
          </div>
        </div>
      ))}
    </>
  );
}

/** Two versions side by side: settings, then each widget (or page) that changed, and a view's SQL. */
export function VersionCompare({ fromId, toId }: { fromId: string; toId: string }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const cmp = useQuery(trpc.version.compare.queryOptions({ fromId, toId }));
  if (cmp.isPending) return <Spinner label={t('common:versions.loading')} />;
  if (cmp.error) return <p className="text-sm text-destructive">{errorText(t, cmp.error)}</p>;
  const { from, to, diff } = cmp.data;
  const parts = diff.parts ?? [];
  const sqlChanged = diff.sql?.some((l) => l.kind !== 'same') ?? false;
  const nothing = !diff.fields.length && !parts.length && !sqlChanged;
  return (
    <section className="space-y-3" data-testid="version-diff">
      <div className="grid grid-cols-2 gap-2 text-sm font-medium">
        <span>{t('common:versions.number', { version: from.version })}</span>
        <span>{t('common:versions.number', { version: to.version })}</span>
      </div>
      {nothing && <p className="text-sm text-muted-foreground">{t('common:versions.noChanges')}</p>}
      {diff.fields.length > 0 && (
        <div className="grid grid-cols-2 gap-x-2 gap-y-1">
          <h3 className="col-span-2 text-sm font-semibold">{t('common:versions.settings')}</h3>
          <FieldRows changes={diff.fields} />
        </div>
      )}
      {parts.map((p) => (
        <div key={p.id} className="grid grid-cols-2 gap-x-2 gap-y-1" data-testid="version-diff-part">
          <h3 className="col-span-2 flex items-center gap-2 text-sm font-semibold">
            {p.name}
            <Badge
              variant={p.kind === 'added' ? 'success' : p.kind === 'removed' ? 'destructive' : 'secondary'}
            >
              {t(`common:versions.kind.${p.kind}`)}
            </Badge>
          </h3>
          <FieldRows changes={p.changes} />
        </div>
      ))}
      {sqlChanged && diff.sql && <SqlDiff lines={diff.sql} />}
    </section>
  );
}
