import { useQuery } from '@tanstack/react-query';
import { Alert } from '@tessera/ui/alert';
import { Badge } from '@tessera/ui/badge';
import { Spinner } from '@tessera/ui/spinner';
import { Crown, Info } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../../../../hooks/use-org';
import { adminQuery } from '../../../../../../lib/admin-queries';
import { useTRPC } from '../../../../../../lib/trpc';
import type { Catalog } from './catalog';
import { ModuleSwitches } from './module-switches';
import { ResourceTree } from './resource-tree';
import { SaveBar } from './save-bar';
import { useGrantDraft, type Subject } from './use-grant-draft';

export function SubjectEditor({
  subject,
  name,
  ownerName,
  catalog,
  onDirty,
}: {
  subject: Subject;
  name: string;
  ownerName: string | null;
  catalog: Catalog;
  onDirty: (dirty: boolean) => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { orgId } = useOrg();
  const grants = useQuery(trpc.permission.bySubject.queryOptions({ orgId, ...subject }, adminQuery));
  const draft = useGrantDraft(orgId, grants.data?.permissionInfos);
  const dirty = draft.dirty;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  if (!grants.data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-6 text-primary" />
      </div>
    );
  }
  return (
    <div className="min-w-0 space-y-4" data-testid="subject-editor">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          {name}
          <Badge variant="secondary">
            {t(
              subject.subjectType === 'ROLE'
                ? 'permissions:resource.kind.ROLE'
                : 'permissions:resource.kind.USER_ROLE',
            )}
          </Badge>
        </h2>
        <SaveBar draft={draft} />
      </div>
      {ownerName && (
        <Alert>
          <Crown />
          <span>{t('permissions:subject.owner', { name: ownerName })}</span>
        </Alert>
      )}
      {subject.subjectType === 'USER_ROLE' && (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Info className="size-3.5" />
          {t('permissions:subject.memberNote')}
        </p>
      )}
      <ModuleSwitches subject={subject} catalog={catalog} draft={draft} />
      {catalog.resourceTypes.map((rt) => (
        <ResourceTree key={rt.type} subject={subject} type={rt} draft={draft} />
      ))}
    </div>
  );
}
