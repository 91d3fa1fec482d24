import { Alert } from '@tessera/ui/alert';
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
import { Label } from '@tessera/ui/label';
import { Textarea } from '@tessera/ui/textarea';
import { CircleCheck, CircleX, MailPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../../../../hooks/use-org';
import { z } from 'zod';
import { appErrorOf } from '../../../../../../lib/app-error';
import { parseEmails } from '../../../../../../lib/emails';
import { useFieldErrors, useSchemaForm } from '../../../../../../lib/forms';
import { formMeta, useServices } from '../../../../../../lib/services';
import { api } from '../../../../../../lib/trpc';

export function InviteDialog({
  open,
  onOpenChange,
  onInvited,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInvited: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { org } = useOrg();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common:actions.close')}
        className="sm:max-w-lg"
        data-testid="invite-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('members:invite.title')}</DialogTitle>
          <DialogDescription>{t('members:invite.description', { org: org.name })}</DialogDescription>
        </DialogHeader>
        {open && <InviteForm onDone={() => onOpenChange(false)} onInvited={onInvited} />}
      </DialogContent>
    </Dialog>
  );
}

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

interface InviteResult {
  success: string[];
  fail: string[];
  pending: string[];
}

function InviteForm({ onDone, onInvited }: { onDone: () => void; onInvited: () => Promise<void> }) {
  const { t } = useTranslation();
  const services = useServices();
  const { orgId } = useOrg();
  const form = useSchemaForm(inviteFormSchema, { defaultValues: { text: '', sendMail: true } });
  const errorOf = useFieldErrors(form.formState.errors);
  // Addresses the server refused as malformed (its rule is the same as the form's, so this is rare).
  const [serverInvalid, setServerInvalid] = useState<string[]>([]);
  const [result, setResult] = useState<InviteResult | null>(null);
  const invite = api.member.invite.useMutation({
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
  });
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

  if (result) {
    return (
      <div className="grid gap-4" data-testid="invite-result">
        <ResultList
          icon={<CircleCheck className="size-4 text-success" />}
          title={t('members:invite.invited')}
          hint={sendMail && result.success.length ? t('members:invite.invitedMail') : undefined}
          items={result.success.filter((e) => !result.pending.includes(e))}
          testId="invite-success"
        />
        {result.pending.length > 0 && (
          <ResultList
            icon={<MailPlus className="size-4 text-primary" />}
            title={t('members:invite.pending')}
            hint={t('members:invite.pendingHint')}
            items={result.pending}
            testId="invite-pending"
          />
        )}
        <ResultList
          icon={<CircleX className="size-4 text-destructive" />}
          title={t('members:invite.failed')}
          hint={result.fail.length ? t('members:invite.failedHint') : undefined}
          items={result.fail}
          testId="invite-fail"
        />
        <DialogFooter>
          <Button type="button" onClick={onDone}>
            {t('members:invite.done')}
          </Button>
        </DialogFooter>
      </div>
    );
  }

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

function ResultList({
  icon,
  title,
  hint,
  items,
  testId,
}: {
  icon: React.ReactNode;
  title: string;
  hint?: string;
  items: string[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-md border border-border p-3" data-testid={testId}>
      <p className="flex items-center gap-2 text-sm font-medium">
        {icon}
        {title} ({items.length})
      </p>
      {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('members:invite.none')}</p>
      ) : (
        <ul className="mt-2 space-y-0.5 text-sm">
          {items.map((e) => (
            <li key={e} className="break-all">
              {e}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
