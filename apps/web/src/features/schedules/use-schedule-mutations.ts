import { useQueryClient, useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@tessera/ui/toast';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { appErrorOf } from '../../lib/app-error';
import { applyServerError, setFieldText } from '../../lib/forms';
import { formMeta, useServices } from '../../lib/services';
import { useTRPC } from '../../lib/trpc';
import { formPathOf, toFormValues, toInput, type ScheduleFormValues } from './schedule-form';
import { useRefreshSchedules } from './use-schedules';

/**
 * Save (create or update), start, stop and run now. A refusal that names a field lands under it, in
 * the catalogue's words for its code (the address at fault, the cron that does not parse); any other
 * refusal is reported as a toast.
 */
export function useScheduleMutations(
  form: UseFormReturn<ScheduleFormValues>,
  orgId: string,
  id: string | null,
  parentId: string | null,
  timeZone: string,
) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshSchedules();

  const onSaveError = (error: unknown) => {
    const app = appErrorOf(error);
    const path = app?.fields.length === 1 ? formPathOf(app.fields[0]!.path) : null;
    if (app && path && app.code !== 'INVALID_INPUT') {
      setFieldText(form, path as keyof ScheduleFormValues, t(`errors:${app.code}`, app.params));
      return;
    }
    if (!applyServerError(form, error, t, { pathOf: formPathOf })) services.reporter.report(error);
  };

  const create = useMutation(
    trpc.schedule.create.mutationOptions({
      meta: formMeta,
      onSuccess: async (created) => {
        form.reset(form.getValues());
        await refresh();
        toast.success(t('schedules:done.created'));
        void navigate({
          to: '/organizations/$orgId/schedules/$scheduleId',
          params: { orgId, scheduleId: created.id },
        });
      },
      onError: onSaveError,
    }),
  );
  const update = useMutation(
    trpc.schedule.update.mutationOptions({
      meta: formMeta,
      onSuccess: async (saved) => {
        form.reset(toFormValues(saved, timeZone));
        await refresh();
        toast.success(t('schedules:done.saved'));
      },
      onError: onSaveError,
    }),
  );
  const after = (key: 'started' | 'stopped' | 'queued') => async () => {
    await Promise.all([refresh(), queryClient.invalidateQueries(trpc.schedule.logs.pathFilter())]);
    toast.success(t(`schedules:done.${key}`));
  };
  const start = useMutation(trpc.schedule.start.mutationOptions({ onSuccess: after('started') }));
  const stop = useMutation(trpc.schedule.stop.mutationOptions({ onSuccess: after('stopped') }));
  const run = useMutation(trpc.schedule.execute.mutationOptions({ onSuccess: after('queued') }));

  const save = form.handleSubmit((values) => {
    const input = toInput(values);
    if (id) update.mutate({ id, parentId, ...input });
    else create.mutate({ orgId, parentId, ...input });
  });
  return { save, saving: create.isPending || update.isPending, start, stop, run };
}
