import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { RadioGroup, RadioGroupItem } from '@tessera/ui/radio-group';
import { Play, Save, Square, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title';
import { useFieldErrors, useSchemaForm } from '../../lib/forms';
import { PagePending } from '../../components/page-pending';
import { AlertSection } from './alert-fields';
import { ContentFields } from './content-fields';
import { DeliveryFields } from './delivery-fields';
import { scheduleFormSchema, toFormValues, type ScheduleDetail } from './schedule-form';
import { ScheduleLogs } from './schedule-logs';
import { TimingFields } from './timing-fields';
import { useOrgTimeZone } from './use-org-time-zone';
import { useScheduleMutations } from './use-schedule-mutations';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 rounded-lg border border-border p-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * A schedule (or a new one): its name and type, timing, content and delivery, with start / stop /
 * run now. The server refuses changes while it runs; the form is read-only then, as the server's
 * `active` and `can` say.
 */
export function ScheduleEditor(props: {
  orgId: string;
  schedule: ScheduleDetail | null;
  parentId: string | null;
}) {
  const timeZone = useOrgTimeZone(props.orgId);
  if (!timeZone) return <PagePending />;
  return <Editor {...props} timeZone={timeZone} />;
}

function Editor({
  orgId,
  schedule,
  parentId,
  timeZone,
}: {
  orgId: string;
  schedule: ScheduleDetail | null;
  parentId: string | null;
  timeZone: string;
}) {
  const { t } = useTranslation();
  usePageTitle(schedule?.name ?? t('schedules:editor.newTitle'));
  const form = useSchemaForm(scheduleFormSchema, { defaultValues: toFormValues(schedule, timeZone) });
  const errorOf = useFieldErrors(form.formState.errors);
  const { save, saving, start, stop, run } = useScheduleMutations(
    form,
    orgId,
    schedule?.id ?? null,
    parentId,
    timeZone,
  );
  const canManage = schedule ? schedule.can.manage : true;
  const active = schedule?.active ?? false;
  const locked = active || !canManage;
  const acting = start.isPending || stop.isPending || run.isPending;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-4 p-6" data-testid="schedule-editor">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h2 className="text-xl font-semibold tracking-tight">
            {schedule?.name ?? t('schedules:editor.newTitle')}
          </h2>
          {schedule && (
            <Badge variant={active ? 'success' : 'secondary'} data-testid="schedule-state">
              {t(active ? 'schedules:editor.running' : 'schedules:editor.stopped')}
            </Badge>
          )}
        </div>
        {schedule && canManage && (
          <div className="flex gap-2">
            {active ? (
              <Button
                variant="outline"
                disabled={acting}
                loading={stop.isPending}
                onClick={() => stop.mutate({ id: schedule.id })}
                data-testid="schedule-stop"
              >
                <Square />
                {t('schedules:actions.stop')}
              </Button>
            ) : (
              <Button
                variant="outline"
                disabled={acting || form.formState.isDirty}
                loading={start.isPending}
                onClick={() => start.mutate({ id: schedule.id })}
                data-testid="schedule-start"
              >
                <Play />
                {t('schedules:actions.start')}
              </Button>
            )}
            <Button
              variant="outline"
              disabled={acting || form.formState.isDirty}
              loading={run.isPending}
              onClick={() => run.mutate({ id: schedule.id })}
              data-testid="schedule-run"
            >
              <Zap />
              {t('schedules:actions.runNow')}
            </Button>
          </div>
        )}
      </header>
      {active && <p className="text-sm text-muted-foreground">{t('schedules:editor.lockedHint')}</p>}
      <form noValidate onSubmit={(e) => void save(e)} data-testid="schedule-form">
        <fieldset disabled={locked} className="grid gap-4">
          <Section title={t('schedules:editor.sections.basic')}>
            <FormField
              id="schedule-name"
              label={t('schedules:editor.fields.name')}
              error={errorOf('name', 'schedules:editor.fields.name')}
            >
              <Input autoComplete="off" {...form.register('name')} />
            </FormField>
            <fieldset className="grid gap-2">
              <legend className="pb-1 text-sm font-medium">{t('schedules:editor.fields.type')}</legend>
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <RadioGroup value={field.value} onValueChange={field.onChange} disabled={locked}>
                    {(['EMAIL', 'WECHART'] as const).map((type) => (
                      <RadioGroupItem
                        key={type}
                        value={type}
                        data-testid={`schedule-type-${type}`}
                        label={t(`schedules:types.${type}`)}
                      />
                    ))}
                  </RadioGroup>
                )}
              />
            </fieldset>
          </Section>
          <Section title={t('schedules:editor.sections.timing')}>
            <TimingFields form={form} orgId={orgId} timeZone={timeZone} />
          </Section>
          <Section title={t('schedules:editor.sections.content')}>
            <ContentFields form={form} orgId={orgId} />
          </Section>
          <AlertSection form={form} orgId={orgId} title={t('schedules:editor.sections.alert')} />
          <Section title={t('schedules:editor.sections.delivery')}>
            <DeliveryFields form={form} />
          </Section>
          {!locked && (
            <div className="flex justify-end">
              <Button type="submit" loading={saving} data-testid="schedule-save">
                <Save />
                {t(schedule ? 'schedules:actions.save' : 'schedules:actions.create')}
              </Button>
            </div>
          )}
        </fieldset>
      </form>
      {schedule && <ScheduleLogs scheduleId={schedule.id} />}
    </div>
  );
}
