import type { LinkProps } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import { LayoutDashboard } from 'lucide-react';

export interface NavItem {
  to: NonNullable<LinkProps['to']>;
  /** i18n key of the label (shell namespace). */
  label: string;
  icon: LucideIcon;
  exact?: boolean;
}

/**
 * The workspace sections, one line each. Vizs, Views, Sources, Schedules, Members, Permissions and
 * Settings join this list in the issues that build them (spec §2), together with their routes.
 */
export const navItems: NavItem[] = [
  { to: '/', label: 'shell:nav.overview', icon: LayoutDashboard, exact: true },
];
