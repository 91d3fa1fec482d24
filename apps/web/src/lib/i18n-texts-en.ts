import auth from '@tessera/i18n/locales/en/auth.json';
import common from '@tessera/i18n/locales/en/common.json';
import errors from '@tessera/i18n/locales/en/errors.json';
import fields from '@tessera/i18n/locales/en/fields.json';
import members from '@tessera/i18n/locales/en/members.json';
import orgs from '@tessera/i18n/locales/en/orgs.json';
import permissions from '@tessera/i18n/locales/en/permissions.json';
import profile from '@tessera/i18n/locales/en/profile.json';
import shell from '@tessera/i18n/locales/en/shell.json';
import validation from '@tessera/i18n/locales/en/validation.json';

/** The English texts every page may need from the start (see `startNamespaces` in i18n.ts). */
export const texts = {
  common,
  auth,
  shell,
  profile,
  errors,
  validation,
  fields,
  orgs,
  members,
  permissions,
};
