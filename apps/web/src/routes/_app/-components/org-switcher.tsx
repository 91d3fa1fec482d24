import { useSuspenseQuery } from '@tanstack/react-query';
import { Avatar } from '@tessera/ui/avatar';
import { Badge } from '@tessera/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@tessera/ui/dropdown-menu';
import { cn } from '@tessera/ui/lib/utils';
import { ChevronsUpDown, Plus } from 'lucide-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentOrg } from '../../../hooks/use-current-org';
import { useTRPC } from '../../../lib/trpc';
import { avatarUrl } from '../../../lib/user';
import { OnDemand } from '../../../components/on-demand';

/** Shows the current organisation, switches to another and (platform mode) creates one. */
// Loaded when first opened: its form is not part of the workspace shell's first load.
const CreateOrgDialog = lazy(() =>
  import('./create-org-dialog').then((m) => ({ default: m.CreateOrgDialog })),
);

export function OrgSwitcher({ collapsed }: { collapsed: boolean }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { data: user } = useSuspenseQuery(trpc.user.me.queryOptions());
  const [current, select] = useCurrentOrg(user);
  const { data: system } = useSuspenseQuery(trpc.system.info.queryOptions());
  const [creating, setCreating] = useState(false);
  const canCreate = system.tenantManagementMode !== 'TEAM';
  const label = current?.name ?? t('shell:org.none');
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          data-testid="org-switcher"
          className={cn(
            'flex w-full items-center gap-2 rounded-md border border-border bg-background text-left text-sm shadow-xs transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            collapsed ? 'justify-center p-1' : 'px-2 py-1.5',
          )}
        >
          <span className="sr-only">{t('shell:org.switch')}: </span>
          <Avatar src={avatarUrl(current?.avatar)} name={label} className="size-6 rounded-md text-[10px]" />
          {!collapsed && (
            <>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{label}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {current
                    ? t(current.owner ? 'shell:role.owner' : 'shell:role.member')
                    : t('shell:org.noneHint')}
                </span>
              </span>
              <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" />
            </>
          )}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-64">
          <DropdownMenuLabel>{t('shell:org.yours')}</DropdownMenuLabel>
          {user.organizations.length === 0 ? (
            <p className="px-2 py-2 text-sm text-muted-foreground">{t('shell:org.noneHint')}</p>
          ) : (
            // Many organisations scroll inside the menu, so "Create organization" stays on screen.
            <DropdownMenuRadioGroup
              value={current?.id ?? ''}
              onValueChange={select}
              className="max-h-72 overflow-y-auto"
              data-testid="org-list"
            >
              {user.organizations.map((org) => (
                <DropdownMenuRadioItem key={org.id} value={org.id}>
                  <span className="min-w-0 flex-1 truncate">{org.name}</span>
                  {org.owner && <Badge variant="secondary">{t('shell:role.owner')}</Badge>}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          )}
          {canCreate && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => setCreating(true)} data-testid="create-org">
                <Plus />
                {t('orgs:switcher.create')}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <OnDemand when={creating}>
        <CreateOrgDialog open={creating} onOpenChange={setCreating} />
      </OnDemand>
    </>
  );
}
