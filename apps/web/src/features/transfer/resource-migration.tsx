import { ExportCard } from './export-card';
import { ImportCard } from './import-card';

/** Settings → Resource migration (owners): export to a `.drr`, import one. */
export function ResourceMigration({ orgId }: { orgId: string }) {
  return (
    <div className="grid gap-5" data-testid="resource-migration">
      <ExportCard orgId={orgId} />
      <ImportCard orgId={orgId} />
    </div>
  );
}
