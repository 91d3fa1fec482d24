import auth from '@tessera/i18n/locales/en/auth.json';
import common from '@tessera/i18n/locales/en/common.json';
import errors from '@tessera/i18n/locales/en/errors.json';
import fields from '@tessera/i18n/locales/en/fields.json';
import shell from '@tessera/i18n/locales/en/shell.json';
import validation from '@tessera/i18n/locales/en/validation.json';

/** The English texts every page may need from the start (share pages too: `shell` has the downloads). */
export const texts = { common, auth, shell, errors, validation, fields };
