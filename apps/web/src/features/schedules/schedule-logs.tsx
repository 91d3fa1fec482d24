import { useQuery } from '@tanstack/react-query';
import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';
import type { ScheduleLog } from './schedule-form';

/** Datart's steps: 1 started, 3 config read, 7 data fetched, 15 sent. */
const SENT = 15;
const stateOf = (log: ScheduleLog) =>
  log.status === SENT ? 'success' : log.end === null ? 'running' : 'failed';

/** An alert's verdict in a run's log (`ALERT_NOT_HELD: the condition "…" did not hold; …`). */
const ALERT_LOG = /^(ALERT_HELD|ALERT_NOT_HELD|ALERT_STILL_HELD): the condition "(.*)"/;

/**
 * Poll while a run is under way: quickly at first, then less often (a run that waits for its retry is
 * not asked about every second); not at all once every run has ended.
 */
function refetchEvery(logs: ScheduleLog[] | undefined, attempts: number): number | false {
  if (!logs?.some((l) => stateOf(l) === 'running')) return false;
  return Math.min(1000 * 2 ** Math.min(attempts, 5), 30_000);
}

/** A schedule's runs, newest first: when, how far each got (1 / 3 / 7 / 15) and why one failed. */
export function ScheduleLogs({ scheduleId }: { scheduleId: string }) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const logs = useQuery(
    trpc.schedule.logs.queryOptions(
      { id: scheduleId, count: 20 },
      { refetchInterval: (q) => refetchEvery(q.state.data, q.state.dataUpdateCount) },
    ),
  );
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const when = (iso: string | null) => (iso ? format.format(new Date(iso)) : '—');
  /** A failure's reason as the server wrote it; an alert's verdict in the reader's language. */
  const messageOf = (log: ScheduleLog, state: string) => {
    if (state === 'failed') return log.message;
    const alert = ALERT_LOG.exec(log.message ?? '');
    return alert ? t(`schedules:logs.alert.${alert[1]}`, { condition: alert[2] }) : '';
  };
  return (
    <section className="grid gap-2" data-testid="schedule-logs">
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-semibold">{t('schedules:logs.title')}</h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void logs.refetch()}
          loading={logs.isFetching}
          data-testid="schedule-logs-refresh"
        >
          <RefreshCw />
          {t('schedules:logs.refresh')}
        </Button>
      </div>
      {logs.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('schedules:logs.empty')}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th className="py-1 pr-3 font-medium">{t('schedules:logs.start')}</th>
              <th className="py-1 pr-3 font-medium">{t('schedules:logs.end')}</th>
              <th className="py-1 pr-3 font-medium">{t('schedules:logs.status')}</th>
              <th className="py-1 font-medium">{t('schedules:logs.message')}</th>
            </tr>
          </thead>
          <tbody>
            {(logs.data ?? []).map((log) => {
              const state = stateOf(log);
              return (
                <tr
                  key={log.id}
                  className="border-t border-border align-top"
                  data-testid="schedule-log"
                  data-status={log.status}
                  data-state={state}
                >
                  <td className="py-1.5 pr-3 whitespace-nowrap">{when(log.start)}</td>
                  <td className="py-1.5 pr-3 whitespace-nowrap">{when(log.end)}</td>
                  <td className="py-1.5 pr-3 whitespace-nowrap">
                    <Badge
                      variant={
                        state === 'failed' ? 'destructive' : state === 'success' ? 'success' : 'secondary'
                      }
                    >
                      {t(`schedules:logs.states.${state}`)}
                    </Badge>{' '}
                    <span className="text-xs text-muted-foreground">
                      {log.status} · {t(`schedules:logs.steps.${log.status}`, { defaultValue: '' })}
                    </span>
                  </td>
                  <td className="py-1.5 break-all text-muted-foreground" data-testid="schedule-log-message">
                    {messageOf(log, state)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
