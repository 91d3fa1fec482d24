import { useSuspenseQuery } from '@tanstack/react-query';
import { Avatar } from '@tessera/ui/avatar';
import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { Building2, Crown, Mail, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrentOrg } from '../../../hooks/use-current-org';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useTRPC } from '../../../lib/trpc';
import { avatarUrl, displayName } from '../../../lib/user';
import { GettingStarted } from './getting-started';

/** The organisation overview: what the workspace knows today, from `user.me`. */
export function OverviewPage() {
  const trpc = useTRPC();
  const { t } = useTranslation();
  usePageTitle(t('shell:overview.title'));
  const { data: user } = useSuspenseQuery(trpc.user.me.queryOptions());
  const [current, select] = useCurrentOrg(user);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm text-muted-foreground">
            {t('shell:overview.greeting', { name: displayName(user) })}
          </p>
          <h1 className="text-2xl font-semibold tracking-tight" data-testid="page-heading">
            {t('shell:overview.title')}
          </h1>
        </div>
      </div>

      {current ? (
        <Card data-testid="current-org">
          <CardContent className="flex flex-wrap items-start gap-4 p-5">
            <Avatar
              src={avatarUrl(current.avatar)}
              name={current.name}
              className="size-12 rounded-lg text-base"
            />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="truncate text-lg font-semibold">{current.name}</h2>
                <Badge variant={current.owner ? 'default' : 'secondary'}>
                  {current.owner && <Crown className="size-3" />}
                  {t(current.owner ? 'shell:role.owner' : 'shell:role.member')}
                </Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                {current.description || t('shell:overview.noDescription')}
              </p>
            </div>
          </CardContent>
        </Card>
      ) : (
        <Card data-testid="no-org">
          <CardContent className="flex items-start gap-4 p-5">
            <span className="flex size-10 items-center justify-center rounded-lg bg-muted text-muted-foreground">
              <Building2 className="size-5" />
            </span>
            <div className="space-y-1">
              <h2 className="font-semibold">{t('shell:org.none')}</h2>
              <p className="text-sm text-muted-foreground">{t('shell:overview.noOrgDescription')}</p>
            </div>
          </CardContent>
        </Card>
      )}

      {current && <GettingStarted key={current.id} orgId={current.id} />}

      <div className="grid gap-4 sm:grid-cols-3">
        <Stat
          icon={Building2}
          label={t('shell:overview.stats.organizations')}
          value={String(user.organizations.length)}
        />
        <Stat
          icon={Crown}
          label={t('shell:overview.stats.owned')}
          value={String(user.organizations.filter((o) => o.owner).length)}
        />
        <Stat
          icon={UserRound}
          label={t('shell:overview.stats.account')}
          value={user.username}
          sub={user.department ?? undefined}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('shell:overview.orgs.title')}</CardTitle>
            <CardDescription>{t('shell:overview.orgs.description')}</CardDescription>
          </CardHeader>
          <CardContent className="p-0">
            {user.organizations.length === 0 ? (
              <p className="px-5 pb-5 text-sm text-muted-foreground">{t('shell:org.noneHint')}</p>
            ) : (
              <ul className="divide-y divide-border border-t border-border" data-testid="org-list">
                {user.organizations.map((org) => (
                  <li key={org.id} className="flex items-center gap-3 px-5 py-3">
                    <Avatar src={avatarUrl(org.avatar)} name={org.name} className="size-8 rounded-md" />
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium">{org.name}</p>
                      <p className="truncate text-xs text-muted-foreground">
                        {org.description || t('shell:overview.noDescription')}
                      </p>
                    </div>
                    <Badge variant={org.owner ? 'default' : 'secondary'}>
                      {t(org.owner ? 'shell:role.owner' : 'shell:role.member')}
                    </Badge>
                    {org.id === current?.id ? (
                      <Badge variant="outline">{t('shell:overview.orgs.current')}</Badge>
                    ) : (
                      <Button size="sm" variant="ghost" onClick={() => select(org.id)}>
                        {t('shell:overview.orgs.open')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('shell:overview.profile.title')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            <div className="flex items-center gap-3">
              <Avatar src={avatarUrl(user.avatar)} name={displayName(user)} className="size-10" />
              <div className="min-w-0">
                <p className="truncate font-medium" data-testid="profile-name">
                  {displayName(user)}
                </p>
                <p className="truncate text-xs text-muted-foreground" data-testid="profile-department">
                  {user.department || t('shell:overview.profile.noDepartment')}
                </p>
              </div>
            </div>
            <p className="flex items-center gap-2 text-muted-foreground">
              <Mail className="size-4" />
              <span className="truncate">{user.email}</span>
            </p>
            {user.description && <p className="text-muted-foreground">{user.description}</p>}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function Stat({
  icon: Icon,
  label,
  value,
  sub,
}: {
  icon: typeof Building2;
  label: string;
  value: string;
  sub?: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 p-4">
        <span className="flex size-9 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon className="size-4" />
        </span>
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground">{label}</p>
          <p className="truncate text-lg font-semibold tabular-nums">{value}</p>
          {sub && <p className="truncate text-xs text-muted-foreground">{sub}</p>}
        </div>
      </CardContent>
    </Card>
  );
}
