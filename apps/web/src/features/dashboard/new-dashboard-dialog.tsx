import { required } from '@tessera/core/schemas';
import { Button } from '@tessera/ui/button';
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
import { RadioGroup, RadioGroupItem } from '@tessera/ui/radio-group';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerError, useFieldErrors, useSchemaForm } from '../../lib/forms';

/** A new board: its name, as every tree name, and its layout (Datart's `boardType`, sent as `subType`). */
export const newDashboardFormSchema = z.object({ name: required(255), subType: z.enum(['auto', 'free']) });
export type NewDashboard = z.infer<typeof newDashboardFormSchema>;

/** Names a new dashboard and picks its layout: the auto grid, or the free page of a fixed size. */
export function NewDashboardDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  pending: boolean;
  /** The server's answer to the last submit, put under its field (e.g. "Name already exists!"). */
  error?: unknown;
  onSubmit: (board: NewDashboard) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="new-viz-dialog">
        <DialogHeader className="pr-8">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        {open && (
          <NewDashboardForm
            submitLabel={submitLabel}
            pending={pending}
            error={error}
            onCancel={() => onOpenChange(false)}
            onSubmit={onSubmit}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function NewDashboardForm({
  submitLabel,
  pending,
  error,
  onCancel,
  onSubmit,
}: {
  submitLabel: string;
  pending: boolean;
  error?: unknown;
  onCancel: () => void;
  onSubmit: (board: NewDashboard) => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(newDashboardFormSchema, { defaultValues: { name: '', subType: 'auto' } });
  const errorOf = useFieldErrors(form.formState.errors);
  useEffect(() => {
    if (error) applyServerError(form, error, t, { labelOf: () => t('common:itemName') });
  }, [error, form, t]);
  const subType = form.watch('subType');
  return (
    <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} noValidate className="grid gap-4">
      <FormField id="item-name" label={t('common:itemName')} error={errorOf('name', 'common:itemName')}>
        <Input autoFocus {...form.register('name')} />
      </FormField>
      <FormField
        id="board-layout"
        label={t('dashboards:newBoard.layout')}
        hint={t(subType === 'free' ? 'dashboards:newBoard.freeHint' : 'dashboards:newBoard.autoHint')}
      >
        <Controller
          control={form.control}
          name="subType"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              aria-label={t('dashboards:newBoard.layout')}
              data-testid="new-board-layout"
            >
              <RadioGroupItem value="auto" label={t('dashboards:newBoard.auto')} />
              <RadioGroupItem value="free" label={t('dashboards:newBoard.free')} />
            </RadioGroup>
          )}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
