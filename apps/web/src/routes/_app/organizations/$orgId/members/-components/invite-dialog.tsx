import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@tessera/ui/dialog';
import { useTranslation } from 'react-i18next';
import { useOrg } from '../../../../../../hooks/use-org';
import { InviteForm } from './invite-form';

/** Inviting people to the organisation by e-mail address. */
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
