import { useTranslation } from 'react-i18next';
import type { VersionComparison } from './use-versions';

type Line = NonNullable<VersionComparison['diff']['sql']>[number];

/** A view's SQL side by side: the older statement with its removed lines, the newer with its added ones. */
export function SqlDiff({ lines }: { lines: Line[] }) {
  const { t } = useTranslation();
  const column = (skip: Line['kind'], mark: Line['kind'], className: string, testId: string) => (
    <pre className="overflow-auto rounded border border-border p-2 font-mono text-xs" data-testid={testId}>
      {lines
        .filter((l) => l.kind !== skip)
        .map((l, i) => (
          <div key={i} className={l.kind === mark ? className : undefined} data-kind={l.kind}>
            {l.kind === mark ? (mark === 'added' ? '+ ' : '- ') : '  '}
            {l.text}
          </div>
        ))}
    </pre>
  );
  return (
    <div className="space-y-1">
      <h3 className="text-sm font-semibold">{t('common:versions.sql')}</h3>
      <div className="grid grid-cols-2 gap-2">
        {column('added', 'removed', 'bg-destructive/10 text-destructive', 'version-sql-before')}
        {column('removed', 'added', 'bg-success/10 text-success', 'version-sql-after')}
      </div>
    </div>
  );
}
