import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@tessera/ui/spinner';
import { useDeferredValue } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/app-error';
import { useTRPC } from '../../lib/trpc';
import { cronOf, fromZonedInput, type ScheduleFormValues } from './schedule-form';

/** The next five runs, as the server computes them, shown in the organisation's time zone (named). */
export function NextFires({ form, orgId }: { form: UseFormReturn<ScheduleFormValues>; orgId: string }) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const [cronMode, cronExpression, preset, startDate, endDate] = form.watch([
    'cronMode',
    'cronExpression',
    'preset',
    'startDate',
    'endDate',
  ]);
  const input = useDeferredValue({
    orgId,
    cronExpression: cronOf({ cronMode, cronExpression, preset }),
    startDate: fromZonedInput(startDate),
    endDate: fromZonedInput(endDate),
    count: 5,
  });
  const fires = useQuery(
    trpc.schedule.nextFires.queryOptions(input, {
      enabled: input.cronExpression.length > 0,
      retry: false,
      placeholderData: (previous) => previous,
    }),
  );
  const timeZone = fires.data?.timeZone;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short', timeZone });
  return (
    <div className="grid gap-1.5" data-testid="schedule-next-fires">
      <p className="text-sm font-medium">
        {t('schedules:editor.nextFires')}
        {timeZone && (
          <span className="ml-1.5 text-xs font-normal text-muted-foreground" data-testid="schedule-time-zone">
            ({timeZone})
          </span>
        )}
      </p>
      {fires.isError ? (
        <p role="alert" className="text-xs text-destructive">
          {describeError(i18n, fires.error)}
        </p>
      ) : fires.data === undefined ? (
        input.cronExpression && <Spinner />
      ) : fires.data.fires.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t('schedules:editor.noNextFires')}</p>
      ) : (
        <ol className="grid gap-0.5 text-xs text-muted-foreground">
          {fires.data.fires.map((iso) => (
            <li key={iso} data-testid="schedule-next-fire">
              <time dateTime={iso}>{format.format(new Date(iso))}</time>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
