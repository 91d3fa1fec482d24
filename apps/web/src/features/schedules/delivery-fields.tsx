import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Textarea } from '@tessera/ui/textarea';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../lib/forms';
import type { ScheduleFormValues } from './schedule-form';

type Form = UseFormReturn<ScheduleFormValues>;

/** Where it goes: the mail's subject, recipients and body, or the WeChat robot's webhook. */
export function DeliveryFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const errorOf = useFieldErrors(form.formState.errors);
  const type = form.watch('type');
  const label = (f: string) => `schedules:editor.fields.${f}`;
  if (type === 'WECHART')
    return (
      <FormField
        id="schedule-webhook"
        label={t(label('webHookUrl'))}
        hint={t('schedules:editor.hints.wechat')}
        error={errorOf('webHookUrl', label('webHookUrl'))}
      >
        <Input type="url" {...form.register('webHookUrl')} />
      </FormField>
    );
  return (
    <div className="grid gap-4">
      <FormField
        id="schedule-subject"
        label={t(label('subject'))}
        error={errorOf('subject', label('subject'))}
      >
        <Input {...form.register('subject')} />
      </FormField>
      {(['to', 'cc', 'bcc'] as const).map((f) => (
        <FormField
          key={f}
          id={`schedule-${f}`}
          label={t(label(f))}
          hint={t('schedules:editor.hints.addresses')}
          error={errorOf(f, label(f))}
        >
          <Input {...form.register(f)} />
        </FormField>
      ))}
      <FormField
        id="schedule-text"
        label={t(label('textContent'))}
        error={errorOf('textContent', label('textContent'))}
      >
        <Textarea rows={5} {...form.register('textContent')} />
      </FormField>
    </div>
  );
}
