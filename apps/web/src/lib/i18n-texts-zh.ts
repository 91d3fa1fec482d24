import auth from '@tessera/i18n/locales/zh/auth.json';
import common from '@tessera/i18n/locales/zh/common.json';
import errors from '@tessera/i18n/locales/zh/errors.json';
import fields from '@tessera/i18n/locales/zh/fields.json';
import members from '@tessera/i18n/locales/zh/members.json';
import orgs from '@tessera/i18n/locales/zh/orgs.json';
import permissions from '@tessera/i18n/locales/zh/permissions.json';
import profile from '@tessera/i18n/locales/zh/profile.json';
import shell from '@tessera/i18n/locales/zh/shell.json';
import validation from '@tessera/i18n/locales/zh/validation.json';

/** The Chinese texts every page may need from the start (see `startNamespaces` in i18n.ts). */
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
