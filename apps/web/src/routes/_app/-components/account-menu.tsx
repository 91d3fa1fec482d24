import { useSuspenseQuery, useMutation } from '@tanstack/react-query';
import { Avatar } from '@tessera/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@tessera/ui/dropdown-menu';
import { KeyRound, Languages, LogOut, Palette, UserRound } from 'lucide-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageRadioItems, ThemeRadioItems } from '../../../components/preferences';
import { formMeta, useServices } from '../../../lib/services';
import { goToSignIn } from '../../../lib/sign-in';
import { useTRPC } from '../../../lib/trpc';
import { avatarUrl, displayName } from '../../../lib/user';
import { OnDemand } from '../../../components/on-demand';

// The profile and password forms (with the form and schema libraries) load when first opened, not with the
// workspace shell.
const ProfileDialog = lazy(() => import('./profile-dialog').then((m) => ({ default: m.ProfileDialog })));
const ChangePasswordDialog = lazy(() =>
  import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

export function AccountMenu() {
  const trpc = useTRPC();
  const { t } = useTranslation();
  const { data: user } = useSuspenseQuery(trpc.user.me.queryOptions());
  const services = useServices();
  const [dialog, setDialog] = useState<'profile' | 'password' | null>(null);
  // Spec §4: logout revokes the session on the server, then the token and the stored user go.
  const logout = useMutation(
    trpc.auth.logout.mutationOptions({
      meta: formMeta,
      onSettled: () => {
        services.forgetSession();
        goToSignIn();
      },
    }),
  );
  const name = displayName(user);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className="flex items-center gap-2 rounded-full p-0.5 pr-2 text-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          data-testid="account-menu"
        >
          <span className="sr-only">{t('shell:account.menu')}: </span>
          <Avatar src={avatarUrl(user.avatar)} name={name} className="size-7" />
          <span className="hidden max-w-40 truncate font-medium sm:inline">{name}</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <div className="flex items-center gap-2.5 px-2 py-2">
            <Avatar src={avatarUrl(user.avatar)} name={name} className="size-9" />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{name}</p>
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            </div>
          </div>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialog('profile')}>
            <UserRound />
            {t('shell:account.profile')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('password')}>
            <KeyRound />
            {t('shell:account.changePassword')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel className="flex items-center gap-2">
            <Languages className="size-3.5" />
            {t('common:language.label')}
          </DropdownMenuLabel>
          <LanguageRadioItems />
          <DropdownMenuLabel className="flex items-center gap-2">
            <Palette className="size-3.5" />
            {t('common:theme.label')}
          </DropdownMenuLabel>
          <ThemeRadioItems />
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut />
            {t('shell:account.logout')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <OnDemand when={dialog === 'profile'}>
        <ProfileDialog open={dialog === 'profile'} onOpenChange={(o) => setDialog(o ? 'profile' : null)} />
      </OnDemand>
      <OnDemand when={dialog === 'password'}>
        <ChangePasswordDialog
          open={dialog === 'password'}
          onOpenChange={(o) => setDialog(o ? 'password' : null)}
        />
      </OnDemand>
    </>
  );
}
