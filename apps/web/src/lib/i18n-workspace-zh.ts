import members from '@tessera/i18n/locales/zh/members.json';
import orgs from '@tessera/i18n/locales/zh/orgs.json';
import permissions from '@tessera/i18n/locales/zh/permissions.json';
import profile from '@tessera/i18n/locales/zh/profile.json';

/** The Chinese texts of the signed-in workspace (organisations, members, permissions, profile). */
export const texts = { orgs, members, permissions, profile };
