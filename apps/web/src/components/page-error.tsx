import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/** Any failure of a page below the root: said plainly, with a way to retry. */
export function PageError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="!"
      title={t('common:error.title')}
      detail={error instanceof Error ? error.message : String(error)}
      action={{ label: t('common:actions.refresh'), onClick: () => window.location.reload() }}
    />
  );
}
