import { useQuery, useMutation } from '@tanstack/react-query';
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
import { Textarea } from '@tessera/ui/textarea';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { appErrorOf, messageOf } from '../lib/app-error';
import { computedFieldFormSchema } from '../lib/computed-field-schema';
import { useFieldErrors, useSchemaForm } from '../lib/forms';
import { formMeta } from '../lib/services';
import { useTRPC } from '../lib/trpc';
import { COLUMN_TYPES, upsertComputedField, type ViewModel } from '../lib/view-model';

type Check =
  { state: 'idle' } | { state: 'checking' } | { state: 'ok' } | { state: 'error'; message: string };

/** Adds or edits a computed field: an expression over `[column]` with the source's functions, checked while typing. */
export function ComputedFieldDialog({
  model,
  index,
  sourceId,
  onClose,
  onSave,
}: {
  model: ViewModel;
  index: number | undefined;
  sourceId: string | null;
  onClose: () => void;
  onSave: (model: ViewModel) => void;
}) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const existing = index !== undefined ? model.computedFields[index] : undefined;
  const form = useSchemaForm(computedFieldFormSchema(model, index), {
    defaultValues: {
      name: existing?.name ?? '',
      type: existing?.type ?? 'STRING',
      expression: existing?.expression ?? '',
    },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const expression = form.watch('expression');
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const area = useRef<HTMLTextAreaElement | null>(null);
  const { ref: expressionRef, ...expressionField } = form.register('expression');
  const functions = useQuery(
    trpc.fn.support.queryOptions(
      { sourceId: sourceId ?? '' },
      { enabled: Boolean(sourceId), staleTime: Infinity },
    ),
  );
  const validate = useMutation(trpc.fn.validate.mutationOptions({ meta: formMeta }));
  const validateRef = useRef(validate.mutateAsync);
  validateRef.current = validate.mutateAsync;

  // Validated on the server while typing (debounced); the last answer wins.
  useEffect(() => {
    const snippet = expression.trim();
    if (!snippet) {
      setCheck({ state: 'idle' });
      return;
    }
    setCheck({ state: 'checking' });
    let live = true;
    const timer = setTimeout(() => {
      validateRef
        .current({ snippet })
        .then(() => live && setCheck({ state: 'ok' }))
        .catch((error: unknown) => {
          if (!live) return;
          const app = appErrorOf(error);
          setCheck({ state: 'error', message: String(app?.params?.detail ?? messageOf(error)) });
        });
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [expression]);

  const insert = (text: string) => {
    const el = area.current;
    const start = el?.selectionStart ?? expression.length;
    const end = el?.selectionEnd ?? expression.length;
    const next = expression.slice(0, start) + text + expression.slice(end);
    form.setValue('expression', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    requestAnimationFrame(() => {
      el?.focus();
      const pos = start + text.length;
      el?.setSelectionRange(pos, pos);
    });
  };

  // The live check's verdict holds the field back; the form's own checks are the schema's.
  const submit = form.handleSubmit((field) => {
    if (check.state !== 'error') onSave(upsertComputedField(model, field, index));
  });

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        closeLabel={t('common:actions.close')}
        className="sm:max-w-3xl"
        data-testid="computed-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t(existing ? 'views:computed.editTitle' : 'views:computed.addTitle')}</DialogTitle>
          <DialogDescription>{t('views:computed.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-[1fr_220px]">
          <div className="grid gap-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField
                id="cf-name"
                label={t('views:computed.name')}
                error={errorOf('name', 'views:computed.name')}
              >
                <Input autoFocus {...form.register('name')} />
              </FormField>
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <FormField id="cf-type" label={t('views:computed.type')}>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {COLUMN_TYPES.map((ty) => (
                          <SelectItem key={ty} value={ty}>
                            {t(`views:model.types.${ty}`)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </FormField>
                )}
              />
            </div>
            <FormField
              id="cf-expression"
              label={t('views:computed.expression')}
              error={errorOf('expression', 'views:computed.expression')}
            >
              <Textarea
                ref={(el) => {
                  expressionRef(el);
                  area.current = el;
                }}
                rows={5}
                className="font-mono text-sm"
                placeholder="UPPER([city])"
                {...expressionField}
              />
            </FormField>
            <div
              className="min-h-5 text-xs"
              data-testid="computed-check"
              data-state={check.state}
              aria-live="polite"
            >
              {check.state === 'checking' && (
                <span className="text-muted-foreground">{t('views:computed.checking')}</span>
              )}
              {check.state === 'ok' && (
                <span className="inline-flex items-center gap-1 text-success">
                  <CircleCheck className="size-3.5" />
                  {t('views:computed.valid')}
                </span>
              )}
              {check.state === 'error' && (
                <span className="inline-flex items-start gap-1 text-destructive">
                  <CircleAlert className="mt-0.5 size-3.5 shrink-0" />
                  {check.message}
                </span>
              )}
            </div>
          </div>
          <div className="grid max-h-80 gap-3 overflow-auto text-xs">
            <div>
              <p className="mb-1 font-medium text-muted-foreground">{t('views:computed.columns')}</p>
              <div className="flex flex-wrap gap-1">
                {Object.keys(model.columns).map((c) => (
                  <button
                    key={c}
                    type="button"
                    className="cursor-pointer rounded border border-border px-1.5 py-0.5 font-mono hover:bg-accent"
                    onClick={() => insert(`[${c}]`)}
                  >
                    {c}
                  </button>
                ))}
              </div>
            </div>
            <div>
              <p className="mb-1 font-medium text-muted-foreground">{t('views:computed.functions')}</p>
              <div className="flex flex-wrap gap-1" data-testid="computed-functions">
                {(functions.data ?? []).map((f) => (
                  <button
                    key={f}
                    type="button"
                    className="cursor-pointer rounded border border-border px-1.5 py-0.5 font-mono hover:bg-accent"
                    onClick={() => insert(`${f}(`)}
                  >
                    {f}
                  </button>
                ))}
              </div>
            </div>
          </div>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="button"
            onClick={() => void submit()}
            disabled={check.state === 'checking'}
            data-testid="computed-save"
          >
            {t('views:computed.apply')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
