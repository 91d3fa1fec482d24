import enErrors from '../locales/en/errors.json';
import enFields from '../locales/en/fields.json';
import enMail from '../locales/en/mail.json';
import enValidation from '../locales/en/validation.json';
import enWarnings from '../locales/en/warnings.json';
import zhErrors from '../locales/zh/errors.json';
import zhFields from '../locales/zh/fields.json';
import zhMail from '../locales/zh/mail.json';
import zhValidation from '../locales/zh/validation.json';
import zhWarnings from '../locales/zh/warnings.json';

/** Namespaces the server renders (REST messages, e-mails). The web adds its own on top. */
export const serverResources = {
  en: { errors: enErrors, fields: enFields, mail: enMail, validation: enValidation, warnings: enWarnings },
  zh: { errors: zhErrors, fields: zhFields, mail: zhMail, validation: zhValidation, warnings: zhWarnings },
} as const;

export type ErrorKey = keyof typeof enErrors;
