import { Button } from '@tessera/ui/button';
import { Redo2, Save, Undo2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The right end of an editor's header (chart workbench, board editor): undo, redo, save, close. */
export function EditorActions({
  history,
  save,
  onClose,
  testId,
}: {
  history: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void };
  save: { disabled: boolean; onSave: () => void };
  onClose: () => void;
  /** Prefix of the save and close buttons' test ids (`workbench` → `workbench-save`, `workbench-close`). */
  testId: string;
}) {
  const { t } = useTranslation();
  const icon = (label: string, onClick: () => void, disabled: boolean, Icon: typeof X, id?: string) => (
    <Button
      size="icon-sm"
      variant="ghost"
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
      title={label}
      data-testid={id}
    >
      <Icon />
    </Button>
  );
  return (
    <>
      {icon(t('vizs:actions.undo'), history.undo, !history.canUndo, Undo2)}
      {icon(t('vizs:actions.redo'), history.redo, !history.canRedo, Redo2)}
      <Button size="sm" data-testid={`${testId}-save`} disabled={save.disabled} onClick={save.onSave}>
        <Save />
        {t('vizs:actions.save')}
      </Button>
      {icon(t('vizs:actions.close'), onClose, false, X, `${testId}-close`)}
    </>
  );
}
