import { createFileRoute, Link } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSchedules } from '../../../../../features/schedules/use-schedules';
import { usePageTitle } from '../../../../../hooks/use-page-title';

export const Route = createFileRoute('/_app/organizations/$orgId/schedules/')({ component: SchedulesHome });

/** No schedule selected: what the section is for, and "new schedule" for those who may create one. */
function SchedulesHome() {
  const { t } = useTranslation();
  usePageTitle(t('schedules:title'));
  const { orgId } = Route.useParams();
  const { access } = useSchedules(orgId);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 p-6 lg:p-10" data-testid="schedules-home">
      <h2 className="text-2xl font-semibold tracking-tight">{t('schedules:home.title')}</h2>
      <p className="text-sm text-muted-foreground">{t('schedules:home.description')}</p>
      <p className="text-sm text-muted-foreground">{t('schedules:home.select')}</p>
      {access.createTop && (
        <Button asChild>
          <Link to="/organizations/$orgId/schedules/new" params={{ orgId }} data-testid="schedule-new">
            <CalendarClock />
            {t('schedules:actions.newSchedule')}
          </Link>
        </Button>
      )}
    </div>
  );
}
