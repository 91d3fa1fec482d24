import { Button } from '@tessera/ui/button';
import { Group, Settings, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** An icon button on a widget's header in the editor (edit an owned chart or a carousel, ungroup). */
export function WidgetExtraAction({
  label,
  testId,
  icon: Icon,
  onClick,
}: {
  label: string;
  testId: string;
  icon: LucideIcon;
  onClick: () => void;
}) {
  return (
    <Button
      size="icon-sm"
      variant="ghost"
      className="size-6"
      aria-label={label}
      title={label}
      data-testid={testId}
      onClick={onClick}
    >
      <Icon className="size-3.5" />
    </Button>
  );
}

/** The editor header's "Group" button (groups picked widgets; a group may hold groups). */
export function GroupButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="sm" variant="outline" data-testid="board-group" onClick={onClick}>
      <Group />
      {t('dashboards:group.open')}
    </Button>
  );
}

/** The editor header's board settings (board auto refresh). */
export function BoardSettingsButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="icon-sm"
      variant="ghost"
      aria-label={t('dashboards:boardSettings.title')}
      title={t('dashboards:boardSettings.title')}
      data-testid="board-settings"
      onClick={onClick}
    >
      <Settings />
    </Button>
  );
}
