import { useQuery } from '@tanstack/react-query';
import { Checkbox } from '@tessera/ui/checkbox';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../lib/forms';
import { useTRPC } from '../../lib/trpc';
import { ALERT_CONDITIONS, alertAllowed, VALUE_CONDITIONS, type ScheduleFormValues } from './schedule-form';

type Form = UseFormReturn<ScheduleFormValues>;

const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * "Alert" (beyond Datart): send only when a condition on the chart's result holds. Offered when the
 * content is one chart; the column picker lists the chart's numeric result columns, as the server
 * reads them (it refuses any other column, and a threshold that is no number, by name).
 */
export function AlertSection({ form, orgId, title }: { form: Form; orgId: string; title: string }) {
  const contents = form.watch('contents');
  if (!alertAllowed(contents)) return null;
  const vizId = contents[0]!.split(':')[1] ?? '';
  return (
    <section className="grid gap-3 rounded-lg border border-border p-4" data-testid="schedule-alert">
      <h3 className="text-sm font-semibold">{title}</h3>
      <AlertFields form={form} orgId={orgId} vizId={vizId} />
    </section>
  );
}

function AlertFields({ form, orgId, vizId }: { form: Form; orgId: string; vizId: string }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const errorOf = useFieldErrors(form.formState.errors);
  const [enabled, condition] = form.watch(['alert.enabled', 'alert.condition']);
  const columns = useQuery(trpc.schedule.alertColumns.queryOptions({ orgId, vizId }, { enabled }));
  const numeric = (columns.data ?? []).filter((c) => c.numeric);
  const compares = VALUE_CONDITIONS.includes(condition);
  const k = (key: string) => `schedules:editor.alert.${key}`;
  return (
    <div className="grid gap-3">
      <label className="inline-flex items-center gap-1.5 text-sm">
        <Controller
          control={form.control}
          name="alert.enabled"
          render={({ field }) => (
            <Checkbox
              data-testid="schedule-alert-enabled"
              checked={field.value}
              onCheckedChange={(on) => field.onChange(on === true)}
            />
          )}
        />
        {t(k('enabled'))}
      </label>
      <p className="text-xs text-muted-foreground">{t(k('hint'))}</p>
      {enabled && (
        <>
          <div className="flex flex-wrap items-start gap-3">
            <FormField id="schedule-alert-condition" label={t(k('condition'))}>
              <select className={selectClass} {...form.register('alert.condition')}>
                {ALERT_CONDITIONS.map((c) => (
                  <option key={c} value={c}>
                    {t(k(`conditions.${c}`))}
                  </option>
                ))}
              </select>
            </FormField>
            {compares && (
              <>
                <FormField
                  id="schedule-alert-column"
                  label={t(k('column'))}
                  error={errorOf('alert.column', k('column'))}
                >
                  <select className={selectClass} {...form.register('alert.column')}>
                    <option value="">{t(k('pickColumn'))}</option>
                    {numeric.map((c) => (
                      <option key={c.name} value={c.name}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </FormField>
                <FormField
                  id="schedule-alert-threshold"
                  label={t(k('threshold'))}
                  error={errorOf('alert.threshold', k('threshold'))}
                >
                  <Input className="w-36" inputMode="decimal" {...form.register('alert.threshold')} />
                </FormField>
              </>
            )}
          </div>
          {compares && <p className="text-xs text-muted-foreground">{t(k('anyRow'))}</p>}
          <label className="inline-flex items-center gap-1.5 text-sm">
            <Controller
              control={form.control}
              name="alert.once"
              render={({ field }) => (
                <Checkbox
                  data-testid="schedule-alert-once"
                  checked={field.value}
                  onCheckedChange={(on) => field.onChange(on === true)}
                />
              )}
            />
            {t(k('once'))}
          </label>
        </>
      )}
    </div>
  );
}
