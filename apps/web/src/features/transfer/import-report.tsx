import { useTranslation } from 'react-i18next';
import type { ImportReport } from './transfer-api';

/** What an import created, replaced and skipped, by type and name. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const groups = (['created', 'replaced', 'skipped'] as const).filter((k) => report[k].length);
  const sources = [...report.created, ...report.replaced].some((i) => i.type === 'SOURCE');
  return (
    <div className="grid gap-3 rounded-md border p-3 text-sm" data-testid="import-report">
      <p className="font-medium">{t('orgs:migration.import.done')}</p>
      {groups.map((k) => (
        <section key={k} data-testid={`import-${k}`}>
          <h3 className="font-medium">{t(`orgs:migration.import.${k}`, { count: report[k].length })}</h3>
          <ul className="ms-4 list-disc">
            {report[k].map((item) => (
              <li key={`${item.type}-${item.id}`}>
                {t(`orgs:migration.types.${item.type}`)} · {item.name}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {sources && <p className="text-muted-foreground">{t('orgs:migration.import.needsPassword')}</p>}
    </div>
  );
}
