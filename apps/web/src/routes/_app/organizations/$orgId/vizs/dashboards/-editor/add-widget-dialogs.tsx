import {
  controllerFacades,
  defaultOperator,
  viewColumns,
  type ChartView,
  type ControllerFacade,
} from '@tessera/charts';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Textarea } from '@tessera/ui/textarea';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../../../../components/form-dialog';
import { useFieldErrors, useSchemaForm } from '../../../../../../../lib/forms';
import { addControllerFormSchema, mediaFormSchema, type MediaType } from './add-widget-schemas';
import { ImagePicker } from './image-picker';

/** Text, image, web page or clock: a name and what it shows. */
export function AddMediaDialog({
  type,
  boardId,
  onClose,
  onAdd,
}: {
  type: MediaType;
  /** Pictures uploaded for an image widget belong to this board. */
  boardId: string;
  onClose: () => void;
  onAdd: (name: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(mediaFormSchema(type, boardId), {
    defaultValues: { name: t(`dashboards:media.${type}`), value: '' },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  return (
    <FormDialog
      title={t('dashboards:editor.addMedia', { type: t(`dashboards:media.${type}`) })}
      description={t(`dashboards:mediaHint.${type}`)}
      testId="add-media-dialog"
      submitLabel={t('dashboards:editor.add')}
      submitTestId="add-widget-submit"
      onClose={onClose}
      onSubmit={form.handleSubmit((v) => onAdd(v.name, v.value))}
    >
      <FormField id="media-name" label={t('dashboards:editor.name')}>
        <Input id="media-name" maxLength={100} {...form.register('name')} />
      </FormField>
      {type === 'richText' && (
        <FormField id="media-value" label={t('dashboards:editor.text')}>
          <Textarea id="media-value" rows={5} maxLength={10_000} {...form.register('value')} />
        </FormField>
      )}
      {(type === 'image' || type === 'iframe') && (
        <FormField
          id="media-value"
          label={t('dashboards:editor.url')}
          error={errorOf('value', 'dashboards:editor.url')}
        >
          <Input id="media-value" type="url" placeholder="https://" {...form.register('value')} />
        </FormField>
      )}
      {type === 'image' && (
        <ImagePicker
          boardId={boardId}
          onUploaded={(path) => form.setValue('value', path, { shouldValidate: true })}
        />
      )}
    </FormDialog>
  );
}

const FACADES = controllerFacades;

/** A filter: how it looks, and the field of one of the board's views it filters. */
export function AddControllerDialog({
  views,
  onClose,
  onAdd,
}: {
  views: { id: string; name: string; view: ChartView }[];
  onClose: () => void;
  onAdd: (name: string, facade: ControllerFacade, viewId: string, field: string, valueType: string) => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(addControllerFormSchema, {
    defaultValues: { name: '', facade: 'dropdownList', viewId: views[0]?.id ?? '', field: '' },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const viewId = form.watch('viewId');
  const columns = views.find((v) => v.id === viewId)
    ? viewColumns(views.find((v) => v.id === viewId)!.view)
    : [];
  return (
    <FormDialog
      title={t('dashboards:editor.addFilter')}
      description={t('dashboards:editor.addFilterHint')}
      testId="add-filter-dialog"
      submitLabel={t('dashboards:editor.add')}
      submitTestId="add-widget-submit"
      onClose={onClose}
      onSubmit={form.handleSubmit((v) => {
        const column = columns.find((c) => c.key === v.field)!;
        onAdd(v.name || v.field, v.facade, v.viewId, v.field, column.type);
      })}
    >
      {views.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('dashboards:editor.filterNeedsChart')}</p>
      ) : (
        <>
          <FormField id="filter-facade" label={t('dashboards:editor.facade')}>
            <Controller
              control={form.control}
              name="facade"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="filter-facade" data-testid="filter-facade">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {FACADES.map((f) => (
                      <SelectItem key={f} value={f}>
                        {t(`dashboards:facades.${f}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField id="filter-view" label={t('dashboards:editor.view')}>
            <Controller
              control={form.control}
              name="viewId"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="filter-view">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {views.map((v) => (
                      <SelectItem key={v.id} value={v.id}>
                        {v.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField
            id="filter-field"
            label={t('dashboards:editor.field')}
            error={errorOf('field', 'dashboards:editor.field')}
          >
            <Controller
              control={form.control}
              name="field"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="filter-field" data-testid="filter-field">
                    <SelectValue placeholder={t('dashboards:editor.pickField')} />
                  </SelectTrigger>
                  <SelectContent>
                    {columns.map((c) => (
                      <SelectItem key={c.key} value={c.key}>
                        {c.key}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField id="filter-name" label={t('dashboards:editor.name')}>
            <Input
              id="filter-name"
              maxLength={100}
              placeholder={t('dashboards:editor.nameFromField')}
              {...form.register('name')}
            />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}

export { defaultOperator };
