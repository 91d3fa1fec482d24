import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { appErrorOf, messageOf } from '../../../../../../lib/app-error';
import type { FormErrors } from '../../../../../../lib/source-form';

/**
 * How the source editor reads a server error: `describe` gives the sentence for a toast or the test
 * result, `apply` puts field errors under their fields and answers false when none belongs to a field.
 */
export function useSourceServerErrors(
  setNameError: (message: string | undefined) => void,
  setErrors: Dispatch<SetStateAction<FormErrors>>,
) {
  const { t, i18n } = useTranslation();

  const describe = (error: unknown) => {
    const app = appErrorOf(error);
    if (app && app.code !== 'INVALID_INPUT' && i18n.exists(`errors:${app.code}`))
      return t(`errors:${app.code}`, app.params);
    return messageOf(error);
  };

  const apply = (error: unknown): boolean => {
    const app = appErrorOf(error);
    if (!app) return false;
    if (app.code === 'NAME_EXISTS') {
      setNameError(t('errors:NAME_EXISTS'));
      return true;
    }
    const next: FormErrors = {};
    let name: string | undefined;
    for (const f of app.fields) {
      const path = f.path.replace(/^(config|properties)\./, '');
      if (path === 'name')
        name = t(`validation:${f.message}`, { label: t('sources:fields.name'), ...f.params });
      else if (f.message === 'duplicateKey') next[path] = { key: 'sources:editor.keysUnique' };
      else next[path] = { key: `validation:${f.message}`, params: { label: path, ...f.params } };
    }
    if (name) setNameError(name);
    if (Object.keys(next).length) setErrors((e) => ({ ...e, ...next }));
    return Boolean(name) || Object.keys(next).length > 0;
  };

  return { describe, apply };
}
