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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { interactionsSchema, readInteractions, type Interactions } from './interactions';
import { linkColumns } from './linkage';
import { useJumpTargetGone } from './use-jump-targets';

const label = (col: string) => col.split('.').at(-1) ?? col;

/** A chart widget's click behaviour: filter the board's other charts (linkage), and / or jump somewhere. */
export function InteractionsDialog({
  widget,
  targets,
  onClose,
  onSave,
}: {
  widget: BoardWidget;
  /** What a jump can open: the organisation's other dashboards, and its charts. */
  targets: Record<'dashboard' | 'chart', { id: string; name: string }[]>;
  onClose: () => void;
  onSave: (v: Interactions) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Interactions>({
    resolver: zodResolver(interactionsSchema),
    defaultValues: readInteractions(widget.config),
  });
  const errors = form.formState.errors;
  const message = (e: FieldError | undefined) => (e?.message ? t(e.message) : undefined);
  const jump = form.watch('jump');
  const targetId = form.watch('targetId');
  // A saved target the list does not hold may have been deleted or archived: ask, and say so (spec §8).
  const unlisted =
    (jump === 'dashboard' || jump === 'chart') && targetId && !targets[jump].some((x) => x.id === targetId)
      ? { kind: jump, id: targetId }
      : null;
  const gone = useJumpTargetGone(unlisted);
  const fields = linkColumns({ ...widget, config: {} }).map(label);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="widget-interactions">
        {/* Clear of the close button in the top right corner, however long the widget's name. */}
        <DialogHeader className="pr-8">
          <DialogTitle className="leading-snug break-words">
            {t('dashboards:interactions.title', { name: widget.name })}
          </DialogTitle>
          <DialogDescription>{t('dashboards:interactions.hint')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void form.handleSubmit(onSave)(e)} className="grid gap-4">
          <label className="flex items-center gap-2 text-sm">
            <Controller
              control={form.control}
              name="linkage"
              render={({ field }) => (
                <Checkbox
                  checked={field.value}
                  onCheckedChange={(on) => field.onChange(on === true)}
                  data-testid="wi-linkage"
                />
              )}
            />
            {t('dashboards:interactions.linkage')}
          </label>
          <FormField id="wi-jump" label={t('dashboards:interactions.jump')}>
            <Controller
              control={form.control}
              name="jump"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="wi-jump" className="w-full" data-testid="wi-jump">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {(['none', 'url', 'dashboard', 'chart'] as const).map((k) => (
                      <SelectItem key={k} value={k}>
                        {t(`dashboards:interactions.jumpTo.${k}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          {jump === 'url' && (
            <FormField id="wi-url" label={t('dashboards:editor.url')} error={message(errors.url)}>
              <Input id="wi-url" type="url" placeholder="https://" {...form.register('url')} />
            </FormField>
          )}
          {(jump === 'dashboard' || jump === 'chart') && (
            <FormField
              id="wi-target"
              label={t(
                jump === 'chart' ? 'dashboards:interactions.targetChart' : 'dashboards:interactions.target',
              )}
              error={
                message(errors.targetId) ?? (gone ? t('dashboards:interactions.jumpTargetGone') : undefined)
              }
            >
              <Controller
                control={form.control}
                name="targetId"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id="wi-target" className="w-full" data-testid="wi-target">
                      <SelectValue
                        placeholder={t(
                          jump === 'chart'
                            ? 'dashboards:interactions.pickTargetChart'
                            : 'dashboards:interactions.pickTarget',
                        )}
                      />
                    </SelectTrigger>
                    <SelectContent>
                      {targets[jump].map((d) => (
                        <SelectItem key={d.id} value={d.id}>
                          {d.name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
          )}
          {jump !== 'none' && (
            <FormField id="wi-open" label={t('dashboards:interactions.openIn')}>
              <Controller
                control={form.control}
                name="open"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id="wi-open" className="w-full" data-testid="wi-open">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {(['redirect', 'modal'] as const).map((k) => (
                        <SelectItem key={k} value={k}>
                          {t(`dashboards:interactions.openInOptions.${k}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
          )}
          {jump !== 'none' && (
            <div className="grid grid-cols-2 gap-3">
              <FormField
                id="wi-field"
                label={t('dashboards:interactions.field')}
                error={message(errors.field)}
              >
                <Controller
                  control={form.control}
                  name="field"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger id="wi-field" className="w-full" data-testid="wi-field">
                        <SelectValue placeholder={t('dashboards:editor.pickField')} />
                      </SelectTrigger>
                      <SelectContent>
                        {fields.map((f) => (
                          <SelectItem key={f} value={f}>
                            {f}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </FormField>
              <FormField
                id="wi-query"
                label={t('dashboards:interactions.queryName')}
                hint={t('dashboards:interactions.queryNameHint')}
                error={message(errors.queryName)}
              >
                <Input id="wi-query" maxLength={100} {...form.register('queryName')} />
              </FormField>
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" data-testid="wi-save">
              {t('common:actions.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
