import { useQuery } from '@tanstack/react-query';
import { Checkbox } from '@tessera/ui/checkbox';
import { FormField } from '@tessera/ui/form-field';
import { MultiSelect } from '@tessera/ui/multi-select';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../lib/forms';
import { useTRPC } from '../../lib/trpc';
import { contentKey, type ScheduleFormValues } from './schedule-form';

type Form = UseFormReturn<ScheduleFormValues>;

/**
 * What a schedule sends: the charts, boards and storyboards the person may download (the server checks again at
 * every run, under the owner's rules then) and, for e-mail, the attachment types this server makes.
 */
export function ContentFields({ form, orgId }: { form: Form; orgId: string }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const errorOf = useFieldErrors(form.formState.errors);
  const type = form.watch('type');
  const vizs = useQuery(trpc.viz.folders.queryOptions({ orgId }, { retry: false }));
  const stories = useQuery(trpc.storyboard.list.queryOptions({ orgId }, { retry: false }));
  const capabilities = useQuery(trpc.schedule.capabilities.queryOptions({ orgId }));
  const picked = form.watch('contents');
  const options = (vizs.data ?? [])
    .filter(
      (n) => !n.isFolder && n.relId && (n.can.download || picked.includes(contentKey(n.relType, n.relId))),
    )
    .map((n) => ({
      value: contentKey(n.relType, n.relId!),
      label: n.name,
      hint: t(`schedules:editor.contentKinds.${n.relType === 'DASHBOARD' ? 'DASHBOARD' : 'DATACHART'}`),
    }))
    .concat(
      (stories.data ?? [])
        .filter((s) => !s.isFolder && (s.can.download || picked.includes(contentKey('STORYBOARD', s.id))))
        .map((s) => ({
          value: contentKey('STORYBOARD', s.id),
          label: s.name,
          hint: t('schedules:editor.contentKinds.STORYBOARD'),
        })),
    );
  return (
    <div className="grid gap-4">
      <FormField
        id="schedule-contents"
        label={t('schedules:editor.fields.contents')}
        error={errorOf('contents', 'schedules:editor.fields.contents')}
      >
        <Controller
          control={form.control}
          name="contents"
          render={({ field }) => (
            <MultiSelect
              id="schedule-contents"
              value={field.value}
              onChange={field.onChange}
              options={options}
              placeholder={t('schedules:editor.contentSearch')}
              searchPlaceholder={t('schedules:editor.contentSearch')}
              emptyText={t('schedules:editor.contentEmpty')}
              removeLabel={(label) => t('schedules:editor.remove', { label })}
            />
          )}
        />
      </FormField>
      {type === 'EMAIL' && (
        <fieldset className="grid gap-2" data-testid="schedule-attachments">
          <legend className="pb-1 text-sm font-medium">{t('schedules:editor.fields.attachments')}</legend>
          <Controller
            control={form.control}
            name="attachments"
            render={({ field }) => (
              <div className="flex flex-wrap gap-4">
                {(capabilities.data?.attachments ?? []).map((a) => (
                  <label key={a} className="inline-flex items-center gap-1.5 text-sm">
                    <Checkbox
                      data-testid={`schedule-attachment-${a}`}
                      checked={field.value.includes(a)}
                      onCheckedChange={(on) =>
                        field.onChange(
                          on === true ? [...field.value, a] : field.value.filter((x: string) => x !== a),
                        )
                      }
                    />
                    {t(`schedules:editor.attachmentTypes.${a}`)}
                  </label>
                ))}
              </div>
            )}
          />
        </fieldset>
      )}
    </div>
  );
}
