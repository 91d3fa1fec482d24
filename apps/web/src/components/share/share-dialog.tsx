import { useQueryClient, useQuery, useMutation } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tessera/api';
import { Alert } from '@tessera/ui/alert';
import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { ConfirmDialog } from '@tessera/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@tessera/ui/dialog';
import { Input } from '@tessera/ui/input';
import { Spinner } from '@tessera/ui/spinner';
import { toast } from '@tessera/ui/toast';
import { Copy, KeyRound, Pencil, Plus, QrCode as QrIcon, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appErrorOf } from '../../lib/app-error';
import { useReportError } from '../../lib/report-error';
import { formMeta } from '../../lib/services';
import { useTRPC } from '../../lib/trpc';
import { QrCode } from './qr-code';
import { emptyShare, ShareForm, type ShareFormValues } from './share-form';
import { shareUrl, type ShareVizType } from './share-url';

type Share = inferRouterOutputs<AppRouter>['share']['list'][number];

const toLocalInput = (d: Date | string | null) => {
  if (!d) return '';
  const date = new Date(d);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
const toInput = (v: ShareFormValues) => ({
  authenticationMode: v.authenticationMode,
  rowPermissionBy: v.rowPermissionBy,
  expiryDate: v.expiry ? new Date(v.expiry).toISOString() : null,
  roles: v.authenticationMode === 'LOGIN' ? v.roles : [],
  users: v.authenticationMode === 'LOGIN' ? v.users : [],
});

async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(failed);
  }
}

/**
 * A viz's share links: list, create, change, delete, copy, QR code. A CODE link's code is shown once, right
 * after it was made. Shown only to those the server lets share the viz (`can.share`).
 */
export function ShareDialog({
  orgId,
  vizType,
  vizId,
  name,
  open,
  onOpenChange,
}: {
  orgId: string;
  vizType: ShareVizType;
  vizId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.share.list.queryOptions({ vizId }, { enabled: open }));
  const [editing, setEditing] = useState<Share | 'new' | null>(null);
  const [code, setCode] = useState<{ id: string; code: string } | null>(null);
  const [qrFor, setQrFor] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Share | null>(null);
  const [formError, setFormError] = useState<string | undefined>();
  const done = async (share: Share) => {
    await queryClient.invalidateQueries(trpc.share.list.queryFilter({ vizId }));
    setEditing(null);
    setFormError(undefined);
    if (share.authenticationCode) setCode({ id: share.id, code: share.authenticationCode });
  };
  const report = useReportError();
  // The one field of the form the server checks stands under the expiry; anything else is no field's
  // and is reported like every failed action (a toast).
  const onError = (e: unknown) => {
    if (appErrorOf(e)?.fields.some((f) => f.path === 'expiryDate'))
      return setFormError(t('shares:form.expiryPast'));
    setFormError(undefined);
    report(e);
  };
  const create = useMutation(
    trpc.share.create.mutationOptions({
      meta: formMeta,
      onSuccess: async (s) => {
        await done(s);
        toast.success(t('shares:done.created'));
      },
      onError,
    }),
  );
  const update = useMutation(
    trpc.share.update.mutationOptions({
      meta: formMeta,
      onSuccess: async (s) => {
        await done(s);
        toast.success(t('shares:done.updated'));
      },
      onError,
    }),
  );
  // A new code: the old one stops opening the link and the pages opened with it ask for the code again.
  const changeCode = useMutation(
    trpc.share.changeCode.mutationOptions({
      onSuccess: async (s) => {
        await done(s);
        toast.success(t('shares:done.codeChanged'));
      },
    }),
  );
  const remove = useMutation(
    trpc.share.delete.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.share.list.queryFilter({ vizId }));
        setDeleting(null);
        toast.success(t('shares:done.deleted'));
      },
    }),
  );
  const link = (s: Share) => shareUrl(window.location.origin, vizType, s.id, s.authenticationMode);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const shares = list.data ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common:actions.close')}
        className="sm:max-w-2xl"
        data-testid="share-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('shares:title', { name })}</DialogTitle>
          <DialogDescription>{t('shares:description')}</DialogDescription>
        </DialogHeader>
        {code && (
          <Alert data-testid="share-code">
            <p className="text-sm">{t('shares:codeOnce')}</p>
            <div className="mt-2 flex items-center gap-2">
              <code
                className="rounded bg-muted px-2 py-1 font-mono text-base tracking-widest"
                data-testid="share-code-value"
              >
                {code.code}
              </code>
              <Button
                size="sm"
                variant="outline"
                onClick={() => void copy(code.code, t('shares:copied'), t('shares:copyFailed'))}
              >
                <Copy />
                {t('shares:copyCode')}
              </Button>
            </div>
          </Alert>
        )}
        {list.isLoading ? (
          <Spinner />
        ) : (
          <ul className="grid gap-2" data-testid="share-list">
            {shares.length === 0 && editing === null && (
              <li className="text-sm text-muted-foreground">{t('shares:empty')}</li>
            )}
            {shares.map((s) =>
              editing !== 'new' && editing?.id === s.id ? (
                <li key={s.id}>
                  <ShareForm
                    orgId={orgId}
                    initial={{
                      authenticationMode: s.authenticationMode as ShareFormValues['authenticationMode'],
                      rowPermissionBy: s.rowPermissionBy as ShareFormValues['rowPermissionBy'],
                      expiry: toLocalInput(s.expiryDate),
                      roles: s.roles,
                      users: s.users,
                    }}
                    pending={update.isPending}
                    error={formError}
                    submitLabel={t('common:actions.save')}
                    onCancel={() => setEditing(null)}
                    onSubmit={(v) => update.mutate({ id: s.id, ...toInput(v) })}
                  />
                </li>
              ) : (
                <li
                  key={s.id}
                  className="grid gap-2 rounded-lg border border-border p-3"
                  data-testid="share-item"
                  data-mode={s.authenticationMode}
                >
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <Badge variant="secondary">{t(`shares:modes.${s.authenticationMode}.title`)}</Badge>
                    {s.authenticationMode === 'LOGIN' && (
                      <Badge variant="outline">{t(`shares:rights.${s.rowPermissionBy}`)}</Badge>
                    )}
                    <span className="text-xs text-muted-foreground">
                      {s.expiryDate
                        ? t('shares:expires', { date: dates.format(new Date(s.expiryDate)) })
                        : t('shares:noExpiry')}
                    </span>
                    <span className="flex-1" />
                    {s.authenticationMode === 'CODE' && (
                      <Button
                        size="sm"
                        variant="ghost"
                        data-testid="share-change-code"
                        disabled={changeCode.isPending}
                        onClick={() => changeCode.mutate({ id: s.id })}
                      >
                        <KeyRound />
                        {t('shares:changeCode')}
                      </Button>
                    )}
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      aria-label={t('shares:edit')}
                      onClick={() => setEditing(s)}
                    >
                      <Pencil />
                    </Button>
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      aria-label={t('shares:delete')}
                      onClick={() => setDeleting(s)}
                    >
                      <Trash2 />
                    </Button>
                  </div>
                  <div className="flex items-center gap-2">
                    <Input
                      readOnly
                      value={link(s)}
                      aria-label={t('shares:link')}
                      className="h-8 font-mono text-xs"
                      data-testid="share-link"
                    />
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => void copy(link(s), t('shares:copied'), t('shares:copyFailed'))}
                    >
                      <Copy />
                      {t('shares:copyLink')}
                    </Button>
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      aria-label={t('shares:qr')}
                      aria-pressed={qrFor === s.id}
                      onClick={() => setQrFor(qrFor === s.id ? null : s.id)}
                    >
                      <QrIcon />
                    </Button>
                  </div>
                  {qrFor === s.id && <QrCode text={link(s)} />}
                </li>
              ),
            )}
          </ul>
        )}
        {editing === 'new' ? (
          <ShareForm
            orgId={orgId}
            initial={emptyShare}
            pending={create.isPending}
            error={formError}
            submitLabel={t('shares:create')}
            onCancel={() => setEditing(null)}
            onSubmit={(v) => create.mutate({ vizType, vizId, ...toInput(v) })}
          />
        ) : (
          <Button variant="outline" onClick={() => setEditing('new')} data-testid="share-new">
            <Plus />
            {t('shares:new')}
          </Button>
        )}
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(o) => !o && setDeleting(null)}
          title={t('shares:confirmDelete')}
          description={t('shares:confirmDeleteHint')}
          confirmLabel={t('shares:delete')}
          cancelLabel={t('common:actions.cancel')}
          closeLabel={t('common:actions.close')}
          destructive
          loading={remove.isPending}
          onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        />
      </DialogContent>
    </Dialog>
  );
}
