import { useMutation } from '@tanstack/react-query';
import { toast } from '@tessera/ui/toast';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../../../../lib/services';
import {
  entryKey,
  grantDiff,
  isEmptyDiff,
  toEntries,
  type Entries,
  type PermissionInfo,
  type SubjectType,
} from '../../../../../../lib/permissions';
import { useTRPC } from '../../../../../../lib/trpc';

export interface Subject {
  subjectType: SubjectType;
  subjectId: string;
}

/**
 * Editable copy of a set of grant rows. Edits change the draft only; Save sends the create / update /
 * delete lists of the difference through `permission.grant`, Reset drops the edits.
 */
export function useGrantDraft(orgId: string, original: PermissionInfo[] | undefined) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const base = useMemo(() => toEntries(original ?? []), [original]);
  const [draft, setDraft] = useState<Entries>(base);
  useEffect(() => setDraft(base), [base]);

  const diff = useMemo(() => grantDiff(base, draft), [base, draft]);
  const dirty = !isEmptyDiff(diff);

  const get = useCallback(
    (subject: Subject, resourceType: string, resourceId: string): number | undefined =>
      draft.get(entryKey({ ...subject, resourceType, resourceId }))?.permission,
    [draft],
  );

  /** Sets a row's permission, or removes the row with `null` (back to inheriting / module off). */
  const set = useCallback(
    (subject: Subject, resourceType: string, resourceId: string, permission: number | null) => {
      setDraft((current) => {
        const next = new Map(current);
        const key = entryKey({ ...subject, resourceType, resourceId });
        if (permission === null) next.delete(key);
        else
          next.set(key, { orgId, ...subject, resourceType, resourceId, permission, id: base.get(key)?.id });
        return next;
      });
    },
    [orgId, base],
  );

  const grant = useMutation(
    trpc.permission.grant.mutationOptions({
      onSuccess: async () => {
        toast.success(t('permissions:saved'), { key: 'permissions-saved' });
        await Promise.all([
          services.queryClient.invalidateQueries(services.trpc.permission.bySubject.pathFilter()),
          services.queryClient.invalidateQueries(services.trpc.permission.byResource.pathFilter()),
          services.queryClient.invalidateQueries(services.trpc.permission.mine.pathFilter()),
        ]);
      },
    }),
  );

  return {
    draft,
    get,
    set,
    dirty,
    diff,
    reset: () => setDraft(base),
    save: () => grant.mutate(diff),
    saving: grant.isPending,
  };
}

export type GrantDraft = ReturnType<typeof useGrantDraft>;
