import { useQuery, useMutation } from '@tanstack/react-query';
import { Button } from '@tessera/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tessera/ui/card';
import { ConfirmDialog } from '@tessera/ui/confirm-dialog';
import { Input } from '@tessera/ui/input';
import { toast } from '@tessera/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../../../../hooks/use-org';
import { formMeta, useServices } from '../../../../../../lib/services';
import { useTRPC } from '../../../../../../lib/trpc';

type Asking = 'rotate' | 'off' | null;

/**
 * Signed embedding: whether the organisation embeds, and, for owners (the server's `can.manage`), making,
 * rotating and turning off the secret. A new secret is shown here once; the server never sends it again.
 */
export function EmbeddingCard() {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const services = useServices();
  const { orgId } = useOrg();
  const status = useQuery(trpc.embed.status.queryOptions({ orgId }));
  const [secret, setSecret] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const refresh = () =>
    services.queryClient.invalidateQueries(services.trpc.embed.status.queryFilter({ orgId }));
  const onError = (e: unknown) => services.reporter.report(e);
  const create = useMutation(
    trpc.embed.createSecret.mutationOptions({
      meta: formMeta,
      onSuccess: async (made) => {
        setAsking(null);
        setSecret(made.secret);
        await refresh();
      },
      onError,
    }),
  );
  const off = useMutation(
    trpc.embed.deleteSecret.mutationOptions({
      meta: formMeta,
      onSuccess: async () => {
        setAsking(null);
        setSecret(null);
        toast.success(t('orgs:embedding.turnedOff'));
        await refresh();
      },
      onError,
    }),
  );
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard.writeText(secret).catch(() => undefined);
    toast.success(t('orgs:embedding.copied'));
  };
  const data = status.data;
  const since = data?.createdAt ? new Date(data.createdAt).toLocaleString(i18n.language) : '';
  return (
    <Card data-testid="embedding-card">
      <CardHeader>
        <CardTitle level={2}>{t('orgs:embedding.title')}</CardTitle>
        <CardDescription>{t('orgs:embedding.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm" data-testid="embedding-status">
          {data?.enabled
            ? t('orgs:embedding.on', { since, by: data.createdBy ?? '—' })
            : t('orgs:embedding.off')}
        </p>
        {secret && (
          <div className="space-y-2 rounded-md border border-border bg-muted/40 p-3">
            <p className="text-sm font-medium">{t('orgs:embedding.secretOnce')}</p>
            <div className="flex gap-2">
              <Input
                readOnly
                value={secret}
                aria-label={t('orgs:embedding.secretLabel')}
                className="font-mono"
                data-testid="embedding-secret"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button type="button" variant="outline" onClick={() => void copy()}>
                {t('orgs:embedding.copy')}
              </Button>
            </div>
          </div>
        )}
        {data?.can.manage && (
          <div className="flex flex-wrap gap-2">
            {data.enabled ? (
              <>
                <Button variant="outline" onClick={() => setAsking('rotate')} data-testid="embedding-rotate">
                  {t('orgs:embedding.rotate')}
                </Button>
                <Button variant="outline" onClick={() => setAsking('off')} data-testid="embedding-off">
                  {t('orgs:embedding.turnOff')}
                </Button>
              </>
            ) : (
              <Button
                onClick={() => create.mutate({ orgId })}
                disabled={create.isPending}
                data-testid="embedding-on"
              >
                {t('orgs:embedding.turnOn')}
              </Button>
            )}
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === 'off' ? t('orgs:embedding.turnOffTitle') : t('orgs:embedding.rotateTitle')}
        description={t('orgs:embedding.endsEveryEmbed')}
        confirmLabel={asking === 'off' ? t('orgs:embedding.turnOff') : t('orgs:embedding.rotate')}
        cancelLabel={t('common:actions.cancel')}
        destructive
        loading={create.isPending || off.isPending}
        onConfirm={() => (asking === 'off' ? off.mutate({ orgId }) : create.mutate({ orgId }))}
      />
    </Card>
  );
}
