import { Button } from '@tessera/ui/button';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown while clicks filter the board: which charts were clicked, and one button to clear them all. */
export function LinkageBar({ sources, onClear }: { sources: string[]; onClear: () => void }) {
  const { t } = useTranslation();
  if (sources.length === 0) return null;
  return (
    <div className="flex items-center gap-2 px-1 pb-2 text-sm" data-testid="board-linkage">
      <span className="text-muted-foreground">
        {t('dashboards:linkage.active', { names: sources.join(', ') })}
      </span>
      <Button size="sm" variant="outline" data-testid="board-clear-linkage" onClick={onClear}>
        <X />
        {t('dashboards:linkage.clear')}
      </Button>
    </div>
  );
}
