import type { LinkProps } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import { BarChart3, Database, Eye, LayoutDashboard } from 'lucide-react';
import { Settings, ShieldCheck, Users } from 'lucide-react';
import type { Module } from '../../../lib/permissions';

export interface NavItem {
  to: NonNullable<LinkProps['to']>;
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
  { to: '/', label: 'shell:nav.overview', icon: LayoutDashboard, exact: true },
  { to: '/vizs', label: 'shell:nav.vizs', icon: BarChart3, module: 'VIZ' },
  { to: '/sources', label: 'shell:nav.sources', icon: Database, module: 'SOURCE' },
  { to: '/views', label: 'shell:nav.views', icon: Eye, module: 'VIEW' },
  { to: '/members', label: 'orgs:nav.members', icon: Users, module: 'USER' },
  { to: '/permissions', label: 'orgs:nav.permissions', icon: ShieldCheck, module: 'PERMISSION' },
  // VIZ: members who use charts read (and chart creators manage) the organisation's maps there.
  { to: '/settings', label: 'orgs:nav.settings', icon: Settings, modules: ['ORG_SETTINGS', 'VIZ'] },
];
