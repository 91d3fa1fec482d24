import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import {
  Database,
  Eye,
  FileClock,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  User,
  Users,
} from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../hooks/use-permissions';
import { useTRPC } from '../../../lib/trpc';
import { displayName } from '../../../lib/user';
import { navItems } from './nav-items';

export type PaletteGroup = 'pages' | 'sources' | 'views' | 'members' | 'settings';

export interface PaletteItem {
  /** Unique within the palette; also what cmdk filters on together with `keywords`. */
  id: string;
  group: PaletteGroup;
  label: string;
  /** A second, dimmer text (user name, e-mail). */
  hint?: string;
  keywords: string[];
  icon: LucideIcon;
  go: () => void;
}

/**
 * What the command palette offers, read from the queries the workspace already uses. A group appears
 * only when the server switched its module on for this person (`permission.mine`); the lists are
 * fetched while the palette is open only.
 */
export function usePaletteItems(open: boolean): {
  groups: [PaletteGroup, PaletteItem[]][];
  loading: boolean;
} {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { org, can, orgOwner } = usePermissions();
  const orgId = org?.id ?? '';
  const sources = useQuery(trpc.source.list.queryOptions({ orgId }, { enabled: open && can('SOURCE') }));
  const views = useQuery(trpc.view.list.queryOptions({ orgId }, { enabled: open && can('VIEW') }));
  const members = useQuery(trpc.member.list.queryOptions({ orgId }, { enabled: open && can('USER') }));

  const groups = useMemo(() => {
    // Every page is in the current organisation: without one there is none to offer.
    const pages: PaletteItem[] = (org ? navItems : [])
      .filter((n) => (!n.module || can(n.module)) && (!n.modules || n.modules.some((m) => can(m))))
      .map((n) => ({
        id: `page:${n.to}`,
        group: 'pages',
        label: t(n.label),
        keywords: [],
        icon: n.icon,
        go: () => void navigate({ to: n.to, params: { orgId } }),
      }));
    const settings: PaletteItem[] = [];
    if (can('ORG_SETTINGS'))
      settings.push({
        id: 'settings:organization',
        group: 'settings',
        label: t('orgs:settings.tabs.organization'),
        keywords: [t('orgs:settings.title')],
        icon: Settings,
        go: () => void navigate({ to: '/organizations/$orgId/settings/organization', params: { orgId } }),
      });
    if (can('VARIABLE'))
      settings.push({
        id: 'settings:variables',
        group: 'settings',
        label: t('permissions:modules.names.VARIABLE'),
        keywords: [t('orgs:settings.title')],
        icon: SlidersHorizontal,
        go: () => void navigate({ to: '/organizations/$orgId/settings/variables', params: { orgId } }),
      });
    if (orgOwner)
      settings.push({
        id: 'settings:audit',
        group: 'settings',
        label: t('orgs:settings.tabs.audit'),
        keywords: [t('orgs:settings.title')],
        icon: FileClock,
        go: () => void navigate({ to: '/organizations/$orgId/settings/audit', params: { orgId } }),
      });
    if (can('USER'))
      settings.push({
        id: 'settings:roles',
        group: 'settings',
        label: t('members:tabs.roles'),
        keywords: [t('members:title')],
        icon: Users,
        go: () => void navigate({ to: '/organizations/$orgId/members/roles', params: { orgId } }),
      });
    if (can('PERMISSION'))
      settings.push({
        id: 'settings:permissions',
        group: 'settings',
        label: t('orgs:nav.permissions'),
        keywords: [],
        icon: ShieldCheck,
        go: () => void navigate({ to: '/organizations/$orgId/permissions', params: { orgId } }),
      });
    const sourceItems: PaletteItem[] = (can('SOURCE') ? (sources.data ?? []) : [])
      .filter((s) => !s.isFolder)
      .map((s) => ({
        id: `source:${s.id}`,
        group: 'sources',
        label: s.name,
        keywords: [],
        icon: Database,
        go: () =>
          void navigate({ to: '/organizations/$orgId/sources/$sourceId', params: { orgId, sourceId: s.id } }),
      }));
    const viewItems: PaletteItem[] = (can('VIEW') ? (views.data ?? []) : [])
      .filter((v) => !v.isFolder)
      .map((v) => ({
        id: `view:${v.id}`,
        group: 'views',
        label: v.name,
        keywords: [],
        icon: Eye,
        go: () =>
          void navigate({ to: '/organizations/$orgId/views/$viewId', params: { orgId, viewId: v.id } }),
      }));
    const memberItems: PaletteItem[] = (can('USER') ? (members.data ?? []) : []).map((m) => ({
      id: `member:${m.id}`,
      group: 'members',
      label: displayName(m),
      hint: m.email,
      keywords: [m.username, m.email],
      icon: User,
      go: () =>
        void navigate({ to: '/organizations/$orgId/members', params: { orgId }, search: { q: m.username } }),
    }));
    const all: [PaletteGroup, PaletteItem[]][] = [
      ['pages', pages],
      ['sources', sourceItems],
      ['views', viewItems],
      ['members', memberItems],
      ['settings', settings],
    ];
    return all.filter(([, items]) => items.length > 0);
  }, [t, navigate, org, orgId, can, orgOwner, sources.data, views.data, members.data]);

  const loading =
    (sources.fetchStatus === 'fetching' && !sources.data) ||
    (views.fetchStatus === 'fetching' && !views.data) ||
    (members.fetchStatus === 'fetching' && !members.data);
  return { groups, loading };
}
