import { ConfirmDialog as UiConfirmDialog, type ConfirmDialogProps } from '@tessera/ui/confirm-dialog';
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
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

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
  /** A server error shown under the name field (e.g. "Name already exists!"). */
  error?: string | undefined;
  onSubmit: (name: string, parentId: string | null) => void;
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
  error?: string | undefined;
  onCancel: () => void;
  onSubmit: (name: string, parentId: string | null) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [parent, setParent] = useState(initialParentId ?? ROOT);
  const [required, setRequired] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (showName && !name.trim()) return setRequired(true);
    onSubmit(name.trim(), parent === ROOT ? null : parent);
  };
  const nameError = required ? t('validation:required', { label: t('common:itemName') }) : error;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {showName && (
        <FormField id="item-name" label={t('common:itemName')} error={nameError}>
          <Input
            autoFocus
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setRequired(false);
            }}
          />
        </FormField>
      )}
      {folders && (
        <FormField id="item-parent" label={t('common:folder.parent')}>
          <Select value={parent} onValueChange={setParent}>
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

/**
 * The workspace's confirm dialog with the usual Cancel and Close words filled in: the one ConfirmDialog
 * of @tessera/ui, so every confirmation looks and behaves alike.
 */
export function ConfirmDialog({
  pending,
  ...props
}: Omit<ConfirmDialogProps, 'cancelLabel' | 'closeLabel' | 'loading'> & { pending?: boolean }) {
  const { t } = useTranslation();
  return (
    <UiConfirmDialog
      {...props}
      loading={pending}
      cancelLabel={t('common:actions.cancel')}
      closeLabel={t('common:actions.close')}
    />
  );
}
