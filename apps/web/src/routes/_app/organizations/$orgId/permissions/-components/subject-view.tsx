import { useQuery } from '@tanstack/react-query';
import { Avatar } from '@tessera/ui/avatar';
import { Card, CardContent } from '@tessera/ui/card';
import { Input } from '@tessera/ui/input';
import { Crown, Search, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../../../../hooks/use-org';
import { adminQuery } from '../../../../../../lib/admin-queries';
import { useTRPC } from '../../../../../../lib/trpc';
import { avatarUrl, displayName } from '../../../../../../lib/user';
import type { Catalog } from './catalog';
import { SubjectButton } from './subject-button';
import { SubjectEditor } from './subject-editor';
import type { Subject } from './use-grant-draft';
import { useDiscardGuard } from '../../../../../../components/unsaved-changes-dialog';

export type { Catalog } from './catalog';

/** Pick a role or a member, then edit its module switches and resource privileges. */
export function SubjectView({ catalog }: { catalog: Catalog }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { orgId } = useOrg();
  // Subjects come with the permissions module: granting must not need the members module too.
  const subjects = useQuery(trpc.permission.subjects.queryOptions({ orgId }, adminQuery));
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
  const discard = useDiscardGuard(dirty, t('permissions:leave'));
  const pick = (next: Subject) =>
    discard.guard(() => {
      setDirty(false);
      setSubject(next);
    });
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
      {discard.dialog}
    </div>
  );
}
