import { Link } from '@tanstack/react-router';
import { cn } from '@tessera/ui/lib/utils';
import { Tooltip, TooltipContent, TooltipTrigger } from '@tessera/ui/tooltip';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../../components/brand';
import { usePermissions } from '../../../hooks/use-permissions';
import { navItems, type NavItem } from './nav-items';
import { OrgSwitcher } from './org-switcher';

export function AppSidebar({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { can, org } = usePermissions();
  // Entries of modules the user may not use are hidden (the pages and the server check again).
  const visible = (item: NavItem) =>
    (!item.module || can(item.module)) && (!item.modules || item.modules.some((m) => can(m)));
  return (
    <aside
      data-testid="sidebar"
      data-collapsed={collapsed}
      className={cn(
        'flex shrink-0 flex-col border-r border-border bg-sidebar text-sidebar-foreground transition-[width] duration-200',
        collapsed ? 'w-14' : 'w-60',
      )}
    >
      <div
        className={cn('flex h-14 items-center border-b border-border', collapsed ? 'justify-center' : 'px-4')}
      >
        <Link to="/" aria-label="Tessera">
          <Brand collapsed={collapsed} />
        </Link>
      </div>
      <div className={cn('pt-3', collapsed ? 'px-2' : 'px-3')}>
        <OrgSwitcher collapsed={collapsed} />
      </div>
      <nav
        className={cn('flex flex-1 flex-col gap-0.5 py-3', collapsed ? 'px-2' : 'px-3')}
        aria-label={t('shell:nav.label')}
      >
        {!collapsed && (
          <p className="px-2 pb-1.5 text-[11px] font-medium tracking-wide text-muted-foreground uppercase">
            {t('shell:nav.workspace')}
          </p>
        )}
        {/* Without an organisation there is nowhere to go: the overview at `/` says so. */}
        {org &&
          navItems.filter(visible).map((item) => {
            const label = t(item.label);
            const link = (
              <Link
                key={item.label}
                to={item.to}
                params={{ orgId: org.id }}
                activeOptions={{ exact: item.exact ?? false }}
                className={cn(
                  'flex h-8 items-center gap-2.5 rounded-md px-2 text-sm font-medium text-sidebar-foreground/80 transition-colors hover:bg-accent hover:text-accent-foreground',
                  'data-[status=active]:bg-primary/10 data-[status=active]:text-primary',
                  collapsed && 'justify-center px-0',
                )}
              >
                <item.icon className="size-4 shrink-0" />
                {!collapsed && <span className="truncate">{label}</span>}
              </Link>
            );
            return collapsed ? (
              <Tooltip key={item.label}>
                <TooltipTrigger asChild>{link}</TooltipTrigger>
                <TooltipContent side="right">{label}</TooltipContent>
              </Tooltip>
            ) : (
              link
            );
          })}
      </nav>
    </aside>
  );
}
