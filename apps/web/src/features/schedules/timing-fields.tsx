import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { RadioGroup, RadioGroupItem } from '@tessera/ui/radio-group';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../lib/forms';
import { PRESET_UNITS } from './cron-presets';
import { NextFires } from './next-fires';
import type { ScheduleFormValues } from './schedule-form';

type Form = UseFormReturn<ScheduleFormValues>;
type NumberField = 'every' | 'minute' | 'hour' | 'day' | 'month';

const shows: Record<NumberField, readonly string[]> = {
  every: ['MINUTE'],
  month: ['YEAR'],
  day: ['MONTH', 'YEAR'],
  hour: ['DAY', 'WEEK', 'MONTH', 'YEAR'],
  minute: ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'],
};
const limits: Record<NumberField, [number, number]> = {
  every: [1, 59],
  month: [1, 12],
  day: [1, 31],
  hour: [0, 23],
  minute: [0, 59],
};
const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** When the schedule fires: a periodic preset or a Quartz cron, the effective range, the next runs. */
export function TimingFields({ form, orgId, timeZone }: { form: Form; orgId: string; timeZone: string }) {
  const { t } = useTranslation();
  const errorOf = useFieldErrors(form.formState.errors);
  const mode = form.watch('cronMode');
  const unit = form.watch('preset.unit');
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="pb-1 text-sm font-medium">{t('schedules:editor.fields.cronMode')}</legend>
        <Controller
          control={form.control}
          name="cronMode"
          render={({ field }) => (
            <RadioGroup value={field.value} onValueChange={field.onChange}>
              {(['preset', 'manual'] as const).map((m) => (
                <RadioGroupItem
                  key={m}
                  value={m}
                  data-testid={`schedule-cron-mode-${m}`}
                  label={t(`schedules:editor.cronModes.${m}`)}
                />
              ))}
            </RadioGroup>
          )}
        />
      </fieldset>
      {mode === 'manual' ? (
        <FormField
          id="schedule-cron"
          label={t('schedules:editor.fields.cronExpression')}
          hint={t('schedules:editor.hints.cronExpression')}
          error={errorOf('cronExpression', 'schedules:editor.fields.cronExpression')}
        >
          <Input className="font-mono" {...form.register('cronExpression')} />
        </FormField>
      ) : (
        <div className="flex flex-wrap items-end gap-3" data-testid="schedule-preset">
          <FormField id="schedule-preset-unit" label={t('schedules:editor.preset.unit')}>
            <select className={selectClass} {...form.register('preset.unit')}>
              {PRESET_UNITS.map((u) => (
                <option key={u} value={u}>
                  {t(`schedules:editor.preset.units.${u}`)}
                </option>
              ))}
            </select>
          </FormField>
          {unit === 'WEEK' && (
            <FormField id="schedule-preset-weekday" label={t('schedules:editor.preset.weekday')}>
              <select className={selectClass} {...form.register('preset.weekday', { valueAsNumber: true })}>
                {[1, 2, 3, 4, 5, 6, 7].map((d) => (
                  <option key={d} value={d}>
                    {t(`schedules:editor.preset.weekdays.${d}`)}
                  </option>
                ))}
              </select>
            </FormField>
          )}
          {(['every', 'month', 'day', 'hour', 'minute'] as const)
            .filter((f) => shows[f].includes(unit))
            .map((f) => (
              <FormField key={f} id={`schedule-preset-${f}`} label={t(`schedules:editor.preset.${f}`)}>
                <Input
                  type="number"
                  className="w-24"
                  min={limits[f][0]}
                  max={limits[f][1]}
                  {...form.register(`preset.${f}`, { valueAsNumber: true })}
                />
              </FormField>
            ))}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="schedule-start"
          label={t('schedules:editor.fields.startDate')}
          hint={t('schedules:editor.hints.rangeZone', { zone: timeZone })}
          error={errorOf('startDate', 'schedules:editor.fields.startDate')}
        >
          <Input type="datetime-local" {...form.register('startDate')} />
        </FormField>
        <FormField
          id="schedule-end"
          label={t('schedules:editor.fields.endDate')}
          error={errorOf('endDate', 'schedules:editor.fields.endDate')}
        >
          <Input type="datetime-local" {...form.register('endDate')} />
        </FormField>
      </div>
      <NextFires form={form} orgId={orgId} />
    </div>
  );
}
