import type { TFunction } from 'i18next';
import { appErrorOf, messageOf } from './app-error';

/** The words of an API error for showing inside a dialog (the catalogue entry of its code when there is one). */
export function errorText(t: TFunction, error: unknown): string {
  const app = appErrorOf(error);
  if (app && app.code !== 'INVALID_INPUT') {
    const text = t(`errors:${app.code}`, { ...app.params, defaultValue: '' });
    if (text) return text;
  }
  return messageOf(error);
}
