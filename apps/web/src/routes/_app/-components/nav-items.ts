import type { LucideIcon } from 'lucide-react';
import { BarChart3, CalendarClock, Database, Eye, LayoutDashboard } from 'lucide-react';
import { Settings, ShieldCheck, Users } from 'lucide-react';
import type { OrgSection } from '../../../lib/org-paths';
import type { Module } from '../../../lib/permissions';

export interface NavItem {
  /** The page in the current organisation. */
  to: '/organizations/$orgId' | `/organizations/$orgId/${OrgSection}`;
  /** i18n key of the label (shell namespace). */
  label: string;
  icon: LucideIcon;
  exact?: boolean;
  /** Shown only when this module is enabled for the user in the current organisation. */
  module?: Module;
  /** Shown when any of these modules is enabled. */
  modules?: Module[];
}

/**
 * The workspace sections, one line each. Vizs, Views, Sources, Schedules, Members, Permissions and
 * Settings join this list in the issues that build them (spec §2), together with their routes.
 */
export const navItems: NavItem[] = [
  { to: '/organizations/$orgId', label: 'shell:nav.overview', icon: LayoutDashboard, exact: true },
  { to: '/organizations/$orgId/vizs', label: 'shell:nav.vizs', icon: BarChart3, module: 'VIZ' },
  { to: '/organizations/$orgId/sources', label: 'shell:nav.sources', icon: Database, module: 'SOURCE' },
  { to: '/organizations/$orgId/views', label: 'shell:nav.views', icon: Eye, module: 'VIEW' },
  {
    to: '/organizations/$orgId/schedules',
    label: 'shell:nav.schedules',
    icon: CalendarClock,
    module: 'SCHEDULE',
  },
  { to: '/organizations/$orgId/members', label: 'orgs:nav.members', icon: Users, module: 'USER' },
  {
    to: '/organizations/$orgId/permissions',
    label: 'orgs:nav.permissions',
    icon: ShieldCheck,
    module: 'PERMISSION',
  },
  // VIZ: members who use charts read (and chart creators manage) the organisation's maps there.
  {
    to: '/organizations/$orgId/settings',
    label: 'orgs:nav.settings',
    icon: Settings,
    modules: ['ORG_SETTINGS', 'VIZ'],
  },
];
