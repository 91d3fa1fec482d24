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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tessera/ui/select';
import { required } from '@tessera/core/schemas';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerError, setFieldText, useFieldErrors, useSchemaForm } from '../lib/forms';

const ROOT = '__root__';

/** A name (and optionally a folder) asked in a dialog: new folder, rename, restore, move. */
export function NameDialog({
  open,
  onOpenChange,
  title,
  initialName,
  showName = true,
  folders,
  initialParentId = null,
  submitLabel,
  pending,
  error,
  onSubmit,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  initialName: string;
  showName?: boolean;
  /** When given, a folder picker is shown ("Top level" first). */
  folders?: { id: string; label: string }[];
  initialParentId?: string | null;
  submitLabel: string;
  pending: boolean;
  /** The server's answer to the last submit, put under its field (e.g. "Name already exists!"). */
  error?: unknown;
  /** Answers a text to show under the name instead of closing (a check only the caller can make). */
  onSubmit: (name: string, parentId: string | null) => string | void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        {open && (
          <NameForm
            initialName={initialName}
            showName={showName}
            folders={folders}
            initialParentId={initialParentId}
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

/** The item's name as the server checks every tree name (required, at most 255 characters). */
const nameFormSchema = z.object({ name: required(255), parentId: z.string() });
const namelessFormSchema = z.object({ name: z.string(), parentId: z.string() });

function NameForm({
  initialName,
  showName,
  folders,
  initialParentId,
  submitLabel,
  pending,
  error,
  onCancel,
  onSubmit,
}: {
  initialName: string;
  showName: boolean;
  folders?: { id: string; label: string }[] | undefined;
  initialParentId: string | null;
  submitLabel: string;
  pending: boolean;
  error?: unknown;
  onCancel: () => void;
  onSubmit: (name: string, parentId: string | null) => string | void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(showName ? nameFormSchema : namelessFormSchema, {
    defaultValues: { name: initialName, parentId: initialParentId ?? ROOT },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  useEffect(() => {
    if (error) applyServerError(form, error, t, { labelOf: () => t('common:itemName') });
  }, [error, form, t]);
  const submit = form.handleSubmit(({ name, parentId }) => {
    const refused = onSubmit(name, parentId === ROOT ? null : parentId);
    if (refused) setFieldText(form, 'name', refused);
  });
  const nameError = errorOf('name', 'common:itemName');
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {showName && (
        <FormField id="item-name" label={t('common:itemName')} error={nameError}>
          <Input autoFocus {...form.register('name')} />
        </FormField>
      )}
      {folders && (
        <Controller
          control={form.control}
          name="parentId"
          render={({ field }) => (
            <FormField id="item-parent" label={t('common:folder.parent')}>
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ROOT}>{t('common:folder.root')}</SelectItem>
                  {folders.map((f) => (
                    <SelectItem key={f.id} value={f.id}>
                      {f.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          )}
        />
      )}
      {!showName && nameError && (
        <p role="alert" className="text-xs text-destructive">
          {nameError}
        </p>
      )}
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
