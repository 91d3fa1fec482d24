import { useTranslation } from 'react-i18next';
import { registerChartsI18n } from '../../lib/charts-i18n';

/** `t` for chart components, with the `charts` namespace registered on first use (idempotent). */
export function useChartsT() {
  const { i18n } = useTranslation();
  registerChartsI18n(i18n);
  return useTranslation('charts').t;
}
