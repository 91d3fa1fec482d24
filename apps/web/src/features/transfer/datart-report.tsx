import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tessera/api';
import { useTranslation } from 'react-i18next';

type Report = inferRouterOutputs<AppRouter>['datart']['import'];
const columns = ['created', 'updated', 'unchanged', 'skipped'] as const;

/** The counts per kind of item, then what stayed behind and why, as the command prints them. */
export function DatartReportView({ report }: { report: Report }) {
  const { t } = useTranslation();
  const names = (list: { name: string }[]) => list.map((x) => x.name).join(', ');
  return (
    <div className="grid gap-3 rounded-md border p-3 text-sm" data-testid="datart-report">
      <p className="font-medium">
        {t(report.dryRun ? 'orgs:migration.datart.dryDone' : 'orgs:migration.datart.done', {
          from: report.from,
          schema: report.datartSchema,
        })}
      </p>
      <table className="w-full text-start">
        <thead>
          <tr>
            <th className="text-start font-medium">{t('orgs:migration.datart.item')}</th>
            {columns.map((c) => (
              <th key={c} className="text-end font-medium">
                {t(`orgs:migration.datart.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Object.entries(report.counts).map(([type, c]) => (
            <tr key={type} data-testid={`datart-count-${type}`}>
              <td>{t(`orgs:migration.datart.types.${type}`, { defaultValue: type })}</td>
              {columns.map((k) => (
                <td key={k} className="text-end tabular-nums">
                  {c[k]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {report.skipped.length > 0 && (
        <ul className="ms-4 list-disc" data-testid="datart-skipped">
          {report.skipped.map((s) => (
            <li key={`${s.type}-${s.id}`}>
              {t('orgs:migration.datart.skippedItem', {
                type: t(`orgs:migration.datart.types.${s.type}`, { defaultValue: s.type }),
                name: s.name,
                reason: t(`orgs:migration.datart.reasons.${s.reason}`),
              })}
            </li>
          ))}
        </ul>
      )}
      {report.needsPassword.length > 0 && (
        <p>{t('orgs:migration.datart.needsPassword', { names: names(report.needsPassword) })}</p>
      )}
      {report.passwordResets.length > 0 && (
        <p>{t('orgs:migration.datart.resets', { names: report.passwordResets.join(', ') })}</p>
      )}
    </div>
  );
}
