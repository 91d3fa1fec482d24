import { Button } from '@tessera/ui/button';
import { ArrowLeft, Maximize, Minimize, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The way back to the board a same-tab jump came from. */
export function JumpBack({ from, onBack }: { from: string | undefined; onBack: () => void }) {
  const { t } = useTranslation();
  if (!from) return null;
  return (
    <Button size="sm" variant="ghost" data-testid="dashboard-jump-back" onClick={onBack}>
      <ArrowLeft />
      {t('dashboards:viewer.back', { name: from })}
    </Button>
  );
}

/** A reader's tools on a board: query every chart again, and show the board alone on the whole screen. */
export function BoardViewTools({
  presenting,
  onRefresh,
  onPresent,
  onExit,
}: {
  presenting: boolean;
  onRefresh: () => void;
  onPresent: () => void;
  onExit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        data-testid="dashboard-refresh"
        title={t('dashboards:viewer.refreshHint')}
        onClick={onRefresh}
      >
        <RefreshCw />
        {t('dashboards:viewer.refresh')}
      </Button>
      {presenting ? (
        <Button size="sm" variant="outline" data-testid="dashboard-exit-present" onClick={onExit}>
          <Minimize />
          {t('dashboards:viewer.exitPresent')}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          data-testid="dashboard-present"
          title={t('dashboards:viewer.presentHint')}
          onClick={onPresent}
        >
          <Maximize />
          {t('dashboards:viewer.present')}
        </Button>
      )}
    </>
  );
}
