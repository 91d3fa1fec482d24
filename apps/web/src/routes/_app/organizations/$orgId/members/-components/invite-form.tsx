import { useMutation } from '@tanstack/react-query';
import { Alert } from '@tessera/ui/alert';
import { Button } from '@tessera/ui/button';
import { Checkbox } from '@tessera/ui/checkbox';
import { DialogFooter } from '@tessera/ui/dialog';
import { FormField } from '@tessera/ui/form-field';
import { Label } from '@tessera/ui/label';
import { Textarea } from '@tessera/ui/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useOrg } from '../../../../../../hooks/use-org';
import { appErrorOf } from '../../../../../../lib/app-error';
import { parseEmails } from '../../../../../../lib/emails';
import { useFieldErrors, useSchemaForm } from '../../../../../../lib/forms';
import { formMeta, useServices } from '../../../../../../lib/services';
import { useTRPC } from '../../../../../../lib/trpc';
import { InviteResult, type InviteOutcome } from './invite-result';

/** The typed text becomes the list of addresses; nothing is sent while one of them is malformed. */
const inviteFormSchema = z.object({
  text: z.string().transform((text, c) => {
    const parsed = parseEmails(text);
    if (parsed.emails.length === 0) c.addIssue({ code: 'custom', message: 'required' });
    else if (parsed.invalid.length) c.addIssue({ code: 'custom', message: 'invalidEmails' });
    return parsed.emails;
  }),
  sendMail: z.boolean(),
});

/** The addresses to invite and whether to mail them; once sent, what became of each address. */
export function InviteForm({ onDone, onInvited }: { onDone: () => void; onInvited: () => Promise<void> }) {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const services = useServices();
  const { orgId } = useOrg();
  const form = useSchemaForm(inviteFormSchema, { defaultValues: { text: '', sendMail: true } });
  const errorOf = useFieldErrors(form.formState.errors);
  // Addresses the server refused as malformed (its rule is the same as the form's, so this is rare).
  const [serverInvalid, setServerInvalid] = useState<string[]>([]);
  const [result, setResult] = useState<InviteOutcome | null>(null);
  const invite = useMutation(
    trpc.member.invite.mutationOptions({
      meta: formMeta,
      onSuccess: async (r) => {
        setResult(r);
        await onInvited();
      },
      onError: (e) => {
        const field = appErrorOf(e)?.fields.find((f) => f.path.startsWith('emails'));
        if (!field) return services.reporter.report(e);
        setServerInvalid(
          String(field.params?.list ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        );
        form.setError('text', { type: 'validate', message: field.message });
      },
    }),
  );
  const text = form.watch('text');
  const sendMail = form.watch('sendMail');
  const parsed = parseEmails(text);
  const textError = form.formState.errors.text;
  const invalidList =
    textError?.message === 'invalidEmails' ? (serverInvalid.length ? serverInvalid : parsed.invalid) : [];

  const submit = form.handleSubmit(({ text: emails, sendMail: mail }) => {
    setServerInvalid([]);
    invite.mutate({ orgId, emails, sendMail: mail });
  });

  if (result) return <InviteResult result={result} mailed={sendMail} onDone={onDone} />;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField
        id="invite-emails"
        label={t('members:invite.emails')}
        error={invalidList.length === 0 ? errorOf('text', 'members:invite.emails') : undefined}
        hint={
          parsed.emails.length
            ? `${t('members:invite.emailsHint')} · ${t('members:invite.count', { count: parsed.emails.length })}`
            : t('members:invite.emailsHint')
        }
      >
        <Textarea
          autoFocus
          rows={4}
          placeholder="ada@example.com, grace@example.com"
          {...form.register('text')}
        />
      </FormField>
      {invalidList.length > 0 && (
        <Alert variant="destructive" data-testid="invalid-emails">
          <div>
            <p className="font-medium">{t('validation:invalidEmails')}</p>
            <ul className="mt-1 list-disc pl-4">
              {invalidList.map((address) => (
                <li key={address} className="break-all">
                  {address}
                </li>
              ))}
            </ul>
          </div>
        </Alert>
      )}
      <div className="flex items-start gap-2">
        <Checkbox
          id="invite-send-mail"
          checked={sendMail}
          onCheckedChange={(v) => form.setValue('sendMail', v === true)}
        />
        <div className="grid gap-1">
          <Label htmlFor="invite-send-mail">{t('members:invite.sendMail')}</Label>
          <p className="text-xs text-muted-foreground">{t('members:invite.sendMailHint')}</p>
        </div>
      </div>
      <DialogFooter className="mt-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" loading={invite.isPending}>
          {t('members:invite.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
