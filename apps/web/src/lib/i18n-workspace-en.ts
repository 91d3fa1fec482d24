import members from '@tessera/i18n/locales/en/members.json';
import orgs from '@tessera/i18n/locales/en/orgs.json';
import permissions from '@tessera/i18n/locales/en/permissions.json';
import profile from '@tessera/i18n/locales/en/profile.json';

/** The English texts of the signed-in workspace (organisations, members, permissions, profile). */
export const texts = { orgs, members, permissions, profile };
