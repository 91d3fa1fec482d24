import { useMutation } from '@tanstack/react-query';
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { Button } from '@tessera/ui/button';
import { Spinner } from '@tessera/ui/spinner';
import { CircleAlert, PartyPopper } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberOrgLocally } from '../../hooks/use-current-org';
import { usePageTitle } from '../../hooks/use-page-title';
import { goToSignIn } from '../../lib/sign-in';
import { useToken } from '../../hooks/use-auth-user';
import { loadWorkspaceTexts } from '../../lib/i18n';
import { formMeta, useServices } from '../../lib/services';
import { useTRPC } from '../../lib/trpc';
import { AuthHeading } from '../../components/auth-heading';

export const Route = createFileRoute('/_auth/confirminvite')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  // Its texts are the organisations' (`orgs`), which load with the workspace.
  beforeLoad: ({ context }) => loadWorkspaceTexts(context.services.i18n),
  component: ConfirmInvitePage,
});

/** The link of the invitation e-mail: joins the organisation, then offers to enter it. */
function ConfirmInvitePage() {
  const trpc = useTRPC();
  const { t } = useTranslation();
  usePageTitle(t('orgs:confirmInvite.title'));
  const { token } = Route.useSearch();
  const services = useServices();
  const navigate = useNavigate();
  const router = useRouter();
  const signedIn = Boolean(useToken());
  const [failed, setFailed] = useState(!token);
  const [joined, setJoined] = useState<{ orgId: string; orgName: string } | null>(null);
  const confirm = useMutation(trpc.member.confirmInvite.mutationOptions({ meta: formMeta }));
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(
      { token },
      {
        onSuccess: (result) => setJoined(result),
        onError: () => setFailed(true),
      },
    );
  }, [token, confirm]);

  const enter = async () => {
    if (!joined) return;
    if (signedIn) {
      await services.queryClient.invalidateQueries(services.trpc.user.me.pathFilter());
      void navigate({ to: '/organizations/$orgId', params: { orgId: joined.orgId } });
    } else {
      // After signing in the workspace opens in the organisation just joined.
      rememberOrgLocally(joined.orgId);
      services.auth.setRedirect(
        router.buildLocation({ to: '/organizations/$orgId', params: { orgId: joined.orgId } }).href,
      );
      goToSignIn();
    }
  };

  if (failed) {
    return (
      <div data-testid="confirm-invite-error">
        <div className="mb-5 flex size-11 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <CircleAlert className="size-5" />
        </div>
        <AuthHeading title={t('common:authError')} />
        <Button className="w-full" onClick={() => (signedIn ? void navigate({ to: '/' }) : goToSignIn())}>
          {signedIn ? t('orgs:denied.back') : t('auth:register.login')}
        </Button>
      </div>
    );
  }
  if (joined) {
    return (
      <div data-testid="confirm-invite-joined">
        <div className="mb-5 flex size-11 items-center justify-center rounded-full bg-success/15 text-success">
          <PartyPopper className="size-5" />
        </div>
        <AuthHeading
          title={t('orgs:confirmInvite.joined', { org: joined.orgName })}
          description={t('orgs:confirmInvite.joinedDescription')}
        />
        <Button className="w-full" onClick={() => void enter()}>
          {signedIn ? t('orgs:confirmInvite.enter', { org: joined.orgName }) : t('orgs:confirmInvite.login')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-sm text-muted-foreground">
      <Spinner className="size-6 text-primary" />
      {t('orgs:confirmInvite.pending')}
    </div>
  );
}
