import auth from '@tessera/i18n/locales/zh/auth.json';
import common from '@tessera/i18n/locales/zh/common.json';
import errors from '@tessera/i18n/locales/zh/errors.json';
import fields from '@tessera/i18n/locales/zh/fields.json';
import shell from '@tessera/i18n/locales/zh/shell.json';
import validation from '@tessera/i18n/locales/zh/validation.json';

/** The Chinese texts every page may need from the start (share pages too: `shell` has the downloads). */
export const texts = { common, auth, shell, errors, validation, fields };
