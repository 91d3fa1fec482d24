import { zodResolver } from '@hookform/resolvers/zod';
import type { BoardWidget } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { Checkbox } from '@tessera/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@tessera/ui/dialog';
import { FormField } from '@tessera/ui/form-field';
import { Input } from '@tessera/ui/input';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { widgetSettingsSchema, type WidgetSettings } from './widget-settings.schemas';
import { refreshSeconds } from './use-auto-refresh';
import { readWidgetStyle } from './widget-style';

const NUMBERS = ['borderWidth', 'borderRadius', 'padding'] as const;
const COLOURS = ['background', 'borderColor'] as const;

/** A widget's frame settings: its title (and whether it shows), background, border and padding. */
export function WidgetSettingsDialog({
  widget,
  nameTaken,
  onClose,
  onSave,
}: {
  widget: BoardWidget;
  nameTaken: (name: string) => boolean;
  onClose: () => void;
  onSave: (settings: WidgetSettings) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<WidgetSettings>({
    resolver: zodResolver(widgetSettingsSchema),
    defaultValues: {
      name: widget.name,
      ...readWidgetStyle(widget.config),
      refresh: refreshSeconds(widget.config) ?? 0,
    },
  });
  const errors = form.formState.errors;
  const message = (e: FieldError | undefined) => (e?.message ? t(e.message) : undefined);
  const submit = form.handleSubmit((v) => {
    if (v.name !== widget.name && nameTaken(v.name))
      return form.setError('name', { message: 'dashboards:editor.nameTaken' });
    onSave(v);
  });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="widget-settings">
        <DialogHeader>
          <DialogTitle>{t('dashboards:settings.title')}</DialogTitle>
          <DialogDescription>{t('dashboards:settings.hint')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
          <FormField id="ws-name" label={t('dashboards:editor.name')} error={message(errors.name)}>
            <Input id="ws-name" maxLength={100} {...form.register('name')} />
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <Controller
              control={form.control}
              name="showTitle"
              render={({ field }) => (
                <Checkbox
                  checked={field.value}
                  onCheckedChange={(on) => field.onChange(on === true)}
                  data-testid="ws-show-title"
                />
              )}
            />
            {t('dashboards:settings.showTitle')}
          </label>
          <div className="grid grid-cols-2 gap-3">
            {COLOURS.map((key) => (
              <FormField
                key={key}
                id={`ws-${key}`}
                label={t(`dashboards:settings.${key}`)}
                hint={t('dashboards:settings.colourHint')}
                error={message(errors[key])}
              >
                <Input id={`ws-${key}`} placeholder="#ffffff" {...form.register(key)} />
              </FormField>
            ))}
          </div>
          <div className="grid grid-cols-3 gap-3">
            {NUMBERS.map((key) => (
              <FormField
                key={key}
                id={`ws-${key}`}
                label={t(`dashboards:settings.${key}`)}
                error={message(errors[key])}
              >
                <Input
                  id={`ws-${key}`}
                  type="number"
                  min={0}
                  max={64}
                  {...form.register(key, { valueAsNumber: true })}
                />
              </FormField>
            ))}
          </div>
          {widget.kind === 'chart' && (
            <FormField
              id="ws-refresh"
              label={t('dashboards:settings.refresh')}
              hint={t('dashboards:settings.refreshHint')}
              error={message(errors.refresh)}
            >
              <Input
                id="ws-refresh"
                type="number"
                min={0}
                {...form.register('refresh', { valueAsNumber: true })}
              />
            </FormField>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" data-testid="ws-save">
              {t('common:actions.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
