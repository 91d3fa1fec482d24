import enMembers from '@tessera/i18n/locales/en/members.json';
import enOrgs from '@tessera/i18n/locales/en/orgs.json';
import enPermissions from '@tessera/i18n/locales/en/permissions.json';
import zhMembers from '@tessera/i18n/locales/zh/members.json';
import zhOrgs from '@tessera/i18n/locales/zh/orgs.json';
import zhPermissions from '@tessera/i18n/locales/zh/permissions.json';

/** Namespaces of organisations, members, roles, permissions and organisation settings. */
export const orgsResources = {
  en: { orgs: enOrgs, members: enMembers, permissions: enPermissions },
  zh: { orgs: zhOrgs, members: zhMembers, permissions: zhPermissions },
} as const;

export const orgsNamespaces = ['orgs', 'members', 'permissions'] as const;
