import { Alert } from '@tessera/ui/alert';
import { Avatar } from '@tessera/ui/avatar';
import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { Checkbox } from '@tessera/ui/checkbox';
import { Input } from '@tessera/ui/input';
import { cn } from '@tessera/ui/lib/utils';
import { RadioGroup, RadioGroupItem } from '@tessera/ui/radio-group';
import { Spinner } from '@tessera/ui/spinner';
import { Crown, Folder, Info, Search, ShieldCheck, Undo2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../../hooks/use-org';
import {
  ancestry,
  effectivePermission,
  flattenTree,
  has,
  Level,
  MODULE_ID,
  toggleLevel,
  type LevelName,
} from '../../../../lib/permissions';
import { api } from '../../../../lib/trpc';
import { avatarUrl, displayName } from '../../../../lib/user';
import { PrivilegeCells, typeLabel } from './privilege-cells';
import { SaveBar } from './save-bar';
import { useGrantDraft, type GrantDraft, type Subject } from './use-grant-draft';

export type Catalog = {
  modules: string[];
  resourceTypes: {
    type: string;
    module: string;
    levels: LevelName[];
    items: { id: string; name: string; parentId: string | null; isFolder: boolean }[];
  }[];
};

/** Pick a role or a member, then edit its module switches and resource privileges. */
export function SubjectView({ catalog }: { catalog: Catalog }) {
  const { t } = useTranslation();
  const { orgId } = useOrg();
  // Subjects come with the permissions module: granting must not need the members module too.
  const subjects = api.permission.subjects.useQuery({ orgId }, { staleTime: 0 });
  const roles = { data: subjects.data?.roles };
  const members = { data: subjects.data?.members };
  const [query, setQuery] = useState('');
  const [subject, setSubject] = useState<Subject | null>(null);
  const q = query.trim().toLowerCase();
  const roleRows = (roles.data ?? []).filter((r) => !q || r.name.toLowerCase().includes(q));
  const memberRows = (members.data ?? []).filter(
    (m) => !q || displayName(m).toLowerCase().includes(q) || m.username.toLowerCase().includes(q),
  );
  const [dirty, setDirty] = useState(false);
  const pick = (next: Subject) => {
    if (dirty && !window.confirm(t('permissions:leave'))) return;
    setDirty(false);
    setSubject(next);
  };
  const selected = (s: Subject) =>
    subject?.subjectType === s.subjectType && subject.subjectId === s.subjectId;
  const member =
    subject?.subjectType === 'USER_ROLE' ? members.data?.find((m) => m.id === subject.subjectId) : undefined;
  const role =
    subject?.subjectType === 'ROLE' ? roles.data?.find((r) => r.id === subject.subjectId) : undefined;

  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <Card className="h-fit lg:sticky lg:top-4">
        <CardContent className="p-2">
          <div className="relative mb-2">
            <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('permissions:subject.search')}
              aria-label={t('permissions:subject.search')}
              className="h-8 pl-8"
            />
          </div>
          <div className="max-h-[60vh] overflow-y-auto" data-testid="subject-list">
            <p className="px-2 pt-1 pb-1 text-[11px] font-medium tracking-wide text-muted-foreground uppercase">
              {t('permissions:subject.roles')}
            </p>
            {roleRows.length === 0 && (
              <p className="px-2 py-1 text-xs text-muted-foreground">{t('permissions:subject.empty')}</p>
            )}
            {roleRows.map((r) => (
              <SubjectButton
                key={r.id}
                active={selected({ subjectType: 'ROLE', subjectId: r.id })}
                onClick={() => pick({ subjectType: 'ROLE', subjectId: r.id })}
                icon={
                  <span className="flex size-6 items-center justify-center rounded-md bg-primary/10 text-primary">
                    <ShieldCheck className="size-3.5" />
                  </span>
                }
                label={r.name}
              />
            ))}
            <p className="px-2 pt-3 pb-1 text-[11px] font-medium tracking-wide text-muted-foreground uppercase">
              {t('permissions:subject.members')}
            </p>
            {memberRows.length === 0 && (
              <p className="px-2 py-1 text-xs text-muted-foreground">{t('permissions:subject.empty')}</p>
            )}
            {memberRows.map((m) => (
              <SubjectButton
                key={m.id}
                active={selected({ subjectType: 'USER_ROLE', subjectId: m.id })}
                onClick={() => pick({ subjectType: 'USER_ROLE', subjectId: m.id })}
                icon={
                  <Avatar src={avatarUrl(m.avatar)} name={displayName(m)} className="size-6 text-[10px]" />
                }
                label={displayName(m)}
                hint={m.username}
                badge={m.orgOwner ? <Crown className="size-3.5 text-primary" /> : null}
              />
            ))}
          </div>
        </CardContent>
      </Card>
      {subject ? (
        <SubjectEditor
          key={`${subject.subjectType}:${subject.subjectId}`}
          subject={subject}
          name={role?.name ?? (member ? displayName(member) : '')}
          ownerName={member?.orgOwner ? displayName(member) : null}
          catalog={catalog}
          onDirty={setDirty}
        />
      ) : (
        <Card className="flex min-h-64 flex-col items-center justify-center gap-2 p-8 text-center">
          <ShieldCheck className="size-8 text-muted-foreground/60" />
          <p className="font-medium">{t('permissions:subject.choose')}</p>
          <p className="text-sm text-muted-foreground">{t('permissions:subject.chooseHint')}</p>
        </Card>
      )}
    </div>
  );
}

function SubjectButton({
  active,
  onClick,
  icon,
  label,
  hint,
  badge,
}: {
  active: boolean;
  onClick: () => void;
  icon: React.ReactNode;
  label: string;
  hint?: string;
  badge?: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      className={cn(
        'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm transition-colors hover:bg-accent',
        active && 'bg-primary/10 text-primary hover:bg-primary/15',
      )}
    >
      {icon}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{label}</span>
        {hint && <span className="block truncate text-xs text-muted-foreground">{hint}</span>}
      </span>
      {badge}
    </button>
  );
}

function SubjectEditor({
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
  const { t } = useTranslation();
  const { orgId } = useOrg();
  const grants = api.permission.bySubject.useQuery({ orgId, ...subject }, { staleTime: 0 });
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

function ModuleSwitches({
  subject,
  catalog,
  draft,
}: {
  subject: Subject;
  catalog: Catalog;
  draft: GrantDraft;
}) {
  const { t } = useTranslation();
  const typeNames = new Set(catalog.resourceTypes.map((r) => r.type));
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle>{t('permissions:modules.title')}</CardTitle>
        <CardDescription>{t('permissions:modules.description')}</CardDescription>
      </CardHeader>
      <CardContent className="p-0">
        <ul className="divide-y divide-border border-t border-border">
          {catalog.modules.map((module) => {
            const enabled = has(draft.get(subject, module, MODULE_ID) ?? 0, Level.ENABLE);
            // Create rights of a resource module: CREATE on the root of its tree (resource id = type name).
            const createRoot = typeNames.has(module);
            const root = draft.get(subject, module, module);
            const label = t(`permissions:modules.names.${module}`, { defaultValue: module });
            return (
              <li
                key={module}
                className="flex flex-wrap items-center justify-between gap-3 px-5 py-2.5"
                data-testid={`module-${module}`}
              >
                <span className="text-sm font-medium">{label}</span>
                <div className="flex items-center gap-5">
                  {createRoot && (
                    <label className="inline-flex items-center gap-1.5 text-sm">
                      <Checkbox
                        checked={has(root ?? 0, Level.CREATE)}
                        onCheckedChange={(v) =>
                          draft.set(
                            subject,
                            module,
                            module,
                            toggleLevel(root ?? 0, 'CREATE', v === true, ['READ', 'MANAGE', 'CREATE']),
                          )
                        }
                        aria-label={`${t('permissions:modules.create')} – ${label}`}
                      />
                      {t('permissions:modules.create')}
                    </label>
                  )}
                  <RadioGroup
                    value={enabled ? 'on' : 'off'}
                    onValueChange={(v) =>
                      draft.set(subject, module, MODULE_ID, v === 'on' ? Level.ENABLE : null)
                    }
                    aria-label={label}
                  >
                    <RadioGroupItem value="on" label={t('permissions:modules.enable')} />
                    <RadioGroupItem value="off" label={t('permissions:modules.disable')} />
                  </RadioGroup>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function ResourceTree({
  subject,
  type,
  draft,
}: {
  subject: Subject;
  type: Catalog['resourceTypes'][number];
  draft: GrantDraft;
}) {
  const { t } = useTranslation();
  const items = useMemo(() => new Map(type.items.map((i) => [i.id, i])), [type.items]);
  const rows = useMemo(() => flattenTree(type.items), [type.items]);
  const moduleOn = has(draft.get(subject, type.module, MODULE_ID) ?? 0, Level.ENABLE);
  const allLabel = t('permissions:resources.all');
  const nameOf = (id: string) => (id === type.type ? allLabel : (items.get(id)?.name ?? id));
  const lookup = (id: string) => draft.get(subject, type.type, id);
  const rootLevels: LevelName[] = type.levels;

  const row = (id: string, name: string, depth: number, isFolder: boolean) => {
    const chain = ancestry(items, type.type, id);
    const effective = effectivePermission(lookup, chain);
    return (
      <tr
        key={id}
        className="border-b border-border last:border-0 hover:bg-muted/40"
        data-testid={`resource-row-${id}`}
      >
        <td className="px-3 py-2">
          <div className="flex items-center gap-1.5" style={{ paddingLeft: depth * 18 }}>
            {isFolder && <Folder className="size-3.5 shrink-0 text-muted-foreground" />}
            <span className={cn('truncate text-sm', id === type.type && 'font-medium')}>{name}</span>
            {!effective.explicit && effective.from && (
              <span className="truncate text-xs text-muted-foreground">
                · {t('permissions:resources.inherited', { from: nameOf(effective.from) })}
              </span>
            )}
          </div>
        </td>
        <PrivilegeCells
          type={type.type}
          levels={rootLevels}
          effective={effective}
          fromName={effective.from ? nameOf(effective.from) : undefined}
          itemName={name}
          onChange={(p) => draft.set(subject, type.type, id, p)}
        />
        <td className="w-24 px-3 py-2 text-right">
          {effective.explicit && (
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2"
              title={t('permissions:resources.inheritHint', { name })}
              onClick={() => draft.set(subject, type.type, id, null)}
            >
              <Undo2 />
              {t('permissions:resources.inherit')}
            </Button>
          )}
        </td>
      </tr>
    );
  };

  return (
    <Card data-testid={`resource-type-${type.type}`}>
      <CardHeader className="pb-3">
        <CardTitle>
          {t('permissions:resources.title')} · {typeLabel(t, type.type)}
        </CardTitle>
        <CardDescription>{t('permissions:resources.description')}</CardDescription>
        {!moduleOn && (
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Info className="size-3.5" />
            {t('permissions:resources.moduleOff')}
          </p>
        )}
      </CardHeader>
      <CardContent className="p-0">
        <div className="overflow-x-auto border-t border-border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50">
              <tr className="border-b border-border">
                <th className="h-9 px-3 text-left text-xs font-medium text-muted-foreground">
                  {t('permissions:resources.item')}
                </th>
                {rootLevels.map((l) => (
                  <th key={l} className="h-9 w-24 px-3 text-center text-xs font-medium text-muted-foreground">
                    {t([`permissions:levelsByType.${type.type}.${l}`, `permissions:levels.${l}`])}
                  </th>
                ))}
                <th className="w-24" />
              </tr>
            </thead>
            <tbody>
              {row(type.type, allLabel, 0, false)}
              {rows.map((r) => row(r.id, r.name, r.depth + 1, r.isFolder))}
            </tbody>
          </table>
          {rows.length === 0 && (
            <p className="px-5 py-3 text-xs text-muted-foreground">{t('permissions:resources.none')}</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
