import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tessera/api';
import { Button } from '@tessera/ui/button';
import { DialogFooter } from '@tessera/ui/dialog';
import { CircleCheck, CircleX, MailPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the server did with each address: added, invited to register, or refused. */
export type InviteOutcome = inferRouterOutputs<AppRouter>['member']['invite'];

/** The outcome of an invitation, address by address. */
export function InviteResult({
  result,
  mailed,
  onDone,
}: {
  result: InviteOutcome;
  mailed: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4" data-testid="invite-result">
      <ResultList
        icon={<CircleCheck className="size-4 text-success" />}
        title={t('members:invite.invited')}
        hint={mailed && result.success.length ? t('members:invite.invitedMail') : undefined}
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

function ResultList({
  icon,
  title,
  hint,
  items,
  testId,
}: {
  icon: ReactNode;
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
