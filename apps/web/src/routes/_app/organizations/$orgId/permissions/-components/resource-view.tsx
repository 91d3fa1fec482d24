import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@tessera/ui/empty-state';
import { Avatar } from '@tessera/ui/avatar';
import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { Card, CardContent } from '@tessera/ui/card';
import { FormField } from '@tessera/ui/form-field';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@tessera/ui/select';
import { ShieldCheck, Trash2, Undo2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../../../../hooks/use-org';
import { ancestry, effectivePermission, entryKey, flattenTree } from '../../../../../../lib/permissions';
import { adminQuery } from '../../../../../../lib/admin-queries';
import { useTRPC } from '../../../../../../lib/trpc';
import { avatarUrl, displayName } from '../../../../../../lib/user';
import { PrivilegeCells, levelLabel, typeLabel } from './privilege-cells';
import { SaveBar } from './save-bar';
import type { Catalog } from './subject-view';
import { useGrantDraft, type Subject } from './use-grant-draft';
import { useDiscardGuard } from '../../../../../../components/unsaved-changes-dialog';

/** Pick a resource type and an item, then edit which roles and members hold what on it. */
export function ResourceView({ catalog }: { catalog: Catalog }) {
  const { t } = useTranslation();
  const [type, setType] = useState(catalog.resourceTypes[0]?.type ?? '');
  const def = catalog.resourceTypes.find((r) => r.type === type);
  if (!def) {
    return (
      <Card className="p-8 text-center text-sm text-muted-foreground">{t('permissions:resources.none')}</Card>
    );
  }
  return (
    <ResourceTypeEditor
      key={def.type}
      def={def}
      types={catalog.resourceTypes.map((r) => r.type)}
      onType={setType}
    />
  );
}

function ResourceTypeEditor({
  def,
  types,
  onType,
}: {
  def: Catalog['resourceTypes'][number];
  types: string[];
  onType: (type: string) => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { orgId } = useOrg();
  const [resourceId, setResourceId] = useState(def.type);
  const [added, setAdded] = useState<Subject[]>([]);
  const all = useQuery(
    trpc.permission.byResource.queryOptions({ orgId, resourceType: def.type }, adminQuery),
  );
  // Subjects come with the permissions module: granting must not need the members module too.
  const subjectList = useQuery(trpc.permission.subjects.queryOptions({ orgId }, adminQuery));
  const roles = { data: subjectList.data?.roles };
  const members = { data: subjectList.data?.members };
  const infos = useMemo(
    () => (all.data ? [...all.data.rolePermissions, ...all.data.userPermissions] : undefined),
    [all.data],
  );
  const draft = useGrantDraft(orgId, infos);
  const items = useMemo(() => new Map(def.items.map((i) => [i.id, i])), [def.items]);
  const tree = useMemo(() => flattenTree(def.items), [def.items]);
  const allLabel = t('permissions:resources.all');
  const nameOf = (id: string) => (id === def.type ? allLabel : (items.get(id)?.name ?? id));
  const chain = ancestry(items, def.type, resourceId);

  // Subjects with an entry somewhere on this item's chain, plus the ones added here.
  const subjects = useMemo(() => {
    const onChain = new Set(chain);
    const seen = new Map<string, Subject>();
    for (const p of draft.draft.values()) {
      if (p.resourceType === def.type && onChain.has(p.resourceId))
        seen.set(`${p.subjectType}:${p.subjectId}`, { subjectType: p.subjectType, subjectId: p.subjectId });
    }
    for (const s of added) seen.set(`${s.subjectType}:${s.subjectId}`, s);
    return [...seen.values()];
  }, [draft.draft, added, chain, def.type]);

  const roleName = (id: string) => roles.data?.find((r) => r.id === id)?.name ?? id;
  const member = (id: string) => members.data?.find((m) => m.id === id);
  const present = new Set(subjects.map((s) => `${s.subjectType}:${s.subjectId}`));
  const addable = [
    ...(roles.data ?? [])
      .filter((r) => !present.has(`ROLE:${r.id}`))
      .map((r) => ({ value: `ROLE:${r.id}`, label: r.name, group: 'ROLE' as const })),
    ...(members.data ?? [])
      .filter((m) => !present.has(`USER_ROLE:${m.id}`))
      .map((m) => ({ value: `USER_ROLE:${m.id}`, label: displayName(m), group: 'USER_ROLE' as const })),
  ];

  const discard = useDiscardGuard(draft.dirty, t('permissions:leave'));
  const pickResource = (id: string) =>
    discard.guard(() => {
      draft.reset();
      setAdded([]);
      setResourceId(id);
    });

  return (
    <div className="space-y-4">
      <Card>
        <CardContent className="grid gap-4 p-4 sm:grid-cols-2">
          <FormField id="perm-resource-type" label={t('permissions:resource.type')}>
            <Select value={def.type} onValueChange={(v) => discard.guard(() => onType(v))}>
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {types.map((ty) => (
                  <SelectItem key={ty} value={ty}>
                    {typeLabel(t, ty)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField id="perm-resource-item" label={t('permissions:resource.item')}>
            <Select value={resourceId} onValueChange={pickResource}>
              <SelectTrigger data-testid="resource-picker">
                <SelectValue placeholder={t('permissions:resource.choose')} />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={def.type}>{allLabel}</SelectItem>
                {tree.map((r) => (
                  <SelectItem key={r.id} value={r.id}>
                    <span style={{ paddingLeft: (r.depth + 1) * 12 }}>{r.name}</span>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        </CardContent>
      </Card>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <Select
          value=""
          onValueChange={(v) => {
            const [subjectType, subjectId] = v.split(':') as [Subject['subjectType'], string];
            setAdded((a) => [...a, { subjectType, subjectId }]);
          }}
        >
          <SelectTrigger className="w-60" data-testid="add-subject">
            <SelectValue placeholder={t('permissions:resource.add')} />
          </SelectTrigger>
          <SelectContent>
            {(['ROLE', 'USER_ROLE'] as const).map((group) => {
              const options = addable.filter((a) => a.group === group);
              if (options.length === 0) return null;
              return (
                <SelectGroup key={group}>
                  <p className="px-2 py-1 text-xs font-medium text-muted-foreground">
                    {t(
                      group === 'ROLE' ? 'permissions:resource.addRoles' : 'permissions:resource.addMembers',
                    )}
                  </p>
                  {options.map((o) => (
                    <SelectItem key={o.value} value={o.value}>
                      {o.label}
                    </SelectItem>
                  ))}
                </SelectGroup>
              );
            })}
          </SelectContent>
        </Select>
        <SaveBar draft={draft} />
      </div>

      <div
        className="overflow-x-auto rounded-lg border border-border bg-card"
        data-testid="resource-subjects"
      >
        <table className="w-full text-sm">
          <thead className="bg-muted/50">
            <tr className="border-b border-border">
              <th className="h-9 px-3 text-left text-xs font-medium text-muted-foreground">
                {t('permissions:resource.subject')}
              </th>
              {def.levels.map((l) => (
                <th key={l} className="h-9 w-24 px-3 text-center text-xs font-medium text-muted-foreground">
                  {levelLabel(t, def.type, l)}
                </th>
              ))}
              <th className="w-24">
                <span className="sr-only">{t('common:grid.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {subjects.length === 0 && (
              <tr>
                <td colSpan={def.levels.length + 2}>
                  <EmptyState title={t('permissions:resource.empty')} />
                </td>
              </tr>
            )}
            {subjects.map((s) => {
              const m = s.subjectType === 'USER_ROLE' ? member(s.subjectId) : undefined;
              const name =
                s.subjectType === 'ROLE' ? roleName(s.subjectId) : m ? displayName(m) : s.subjectId;
              const effective = effectivePermission((id) => draft.get(s, def.type, id), chain);
              const wasAdded = added.some(
                (a) => a.subjectType === s.subjectType && a.subjectId === s.subjectId,
              );
              return (
                <tr
                  key={entryKey({ ...s, resourceType: def.type, resourceId })}
                  className="border-b border-border last:border-0"
                >
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-2">
                      {m ? (
                        <Avatar src={avatarUrl(m.avatar)} name={name} className="size-6 text-[10px]" />
                      ) : (
                        <span className="flex size-6 items-center justify-center rounded-md bg-primary/10 text-primary">
                          <ShieldCheck className="size-3.5" />
                        </span>
                      )}
                      <span className="font-medium">{name}</span>
                      <Badge variant="secondary">
                        {t(`permissions:resource.kind.${s.subjectType === 'ROLE' ? 'ROLE' : 'USER_ROLE'}`)}
                      </Badge>
                      {!effective.explicit && effective.from && (
                        <span className="text-xs text-muted-foreground">
                          {t('permissions:resources.inherited', { from: nameOf(effective.from) })}
                        </span>
                      )}
                    </div>
                  </td>
                  <PrivilegeCells
                    type={def.type}
                    levels={def.levels}
                    effective={effective}
                    fromName={effective.from ? nameOf(effective.from) : undefined}
                    itemName={name}
                    onChange={(p) => draft.set(s, def.type, resourceId, p)}
                  />
                  <td className="px-3 py-2 text-right">
                    {effective.explicit ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="h-7 px-2"
                        onClick={() => draft.set(s, def.type, resourceId, null)}
                        title={t('permissions:resource.remove')}
                      >
                        {resourceId === def.type ? <Trash2 /> : <Undo2 />}
                        {resourceId === def.type
                          ? t('permissions:resource.remove')
                          : t('permissions:resources.inherit')}
                      </Button>
                    ) : (
                      wasAdded && (
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          aria-label={t('permissions:resource.remove')}
                          onClick={() => setAdded((a) => a.filter((x) => x !== s))}
                        >
                          <Trash2 />
                        </Button>
                      )
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">{t('permissions:resources.legend')}</p>
      {discard.dialog}
    </div>
  );
}
