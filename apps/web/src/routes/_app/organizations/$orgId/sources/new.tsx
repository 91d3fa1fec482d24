import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../../hooks/use-page-title';
import { SourceEditor } from './-components/source-editor';
import { TypeCards } from './-components/type-cards';
import { useOrgId, useSources, type SourceTypeName } from '../../../../../hooks/use-sources';

interface NewSearch {
  type?: SourceTypeName;
  dbType?: string;
  parentId?: string;
}

const types = ['JDBC', 'FILE', 'HTTP', 'DEMO'];

export const Route = createFileRoute('/_app/organizations/$orgId/sources/new')({
  validateSearch: (search: Record<string, unknown>): NewSearch => ({
    type: types.includes(String(search.type)) ? (search.type as SourceTypeName) : undefined,
    dbType: typeof search.dbType === 'string' ? search.dbType : undefined,
    parentId: typeof search.parentId === 'string' ? search.parentId : undefined,
  }),
  component: NewSourcePage,
});

function NewSourcePage() {
  const { t } = useTranslation();
  usePageTitle(t('sources:new.title'));
  const { type, dbType, parentId } = Route.useSearch();
  const orgId = useOrgId()!;
  const { items } = useSources(orgId);
  const folder = parentId ? items.find((i) => i.id === parentId) : undefined;
  if (!type || type === 'DEMO') {
    return (
      <div className="mx-auto w-full max-w-4xl space-y-6 p-6 lg:p-10">
        <div className="space-y-1">
          <h2 className="text-2xl font-semibold tracking-tight">{t('sources:new.title')}</h2>
          <p className="text-sm text-muted-foreground">
            {folder ? t('sources:new.inFolder', { name: folder.name }) : t('sources:new.chooseType')}
          </p>
        </div>
        <TypeCards orgId={orgId} parentId={parentId} />
      </div>
    );
  }
  return (
    <SourceEditor
      key={`${type}-${dbType ?? ''}`}
      orgId={orgId}
      mode="create"
      type={type}
      dbType={dbType}
      parentId={parentId ?? null}
    />
  );
}
