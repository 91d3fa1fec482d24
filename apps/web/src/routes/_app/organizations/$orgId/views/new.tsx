import { createFileRoute } from '@tanstack/react-router';
import { ViewEditor } from './-components/view-editor';
import { useOrgId } from '../../../../../hooks/use-views';

interface NewSearch {
  type?: 'SQL' | 'STRUCT';
  parentId?: string;
}

export const Route = createFileRoute('/_app/organizations/$orgId/views/new')({
  validateSearch: (search: Record<string, unknown>): NewSearch => ({
    type: search.type === 'STRUCT' ? 'STRUCT' : 'SQL',
    parentId: typeof search.parentId === 'string' ? search.parentId : undefined,
  }),
  component: NewViewPage,
});

function NewViewPage() {
  const { type, parentId } = Route.useSearch();
  const orgId = useOrgId()!;
  return (
    <ViewEditor
      key={`${type}-${parentId ?? ''}`}
      orgId={orgId}
      mode="create"
      type={type ?? 'SQL'}
      parentId={parentId ?? null}
    />
  );
}
