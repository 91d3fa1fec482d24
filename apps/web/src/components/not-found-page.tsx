import { Link } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../hooks/use-page-title';
import { BrandMark } from './brand';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('common:notFound.title'));
  return (
    <div className="flex min-h-full flex-col items-center justify-center gap-6 bg-background px-6 py-16 text-center">
      <BrandMark className="size-10" />
      <div className="space-y-2">
        <p className="text-5xl font-semibold tracking-tight text-primary">404</p>
        <h1 className="text-xl font-semibold">{t('common:notFound.title')}</h1>
        <p className="max-w-md text-sm text-muted-foreground">{t('common:notFound.description')}</p>
      </div>
      <Button asChild>
        <Link to="/">{t('common:notFound.home')}</Link>
      </Button>
    </div>
  );
}
