import type { BoardWidget } from '@tessera/charts';
import { Button } from '@tessera/ui/button';
import { RotateCcw, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Datart's query and reset buttons: apply the controllers' drafts, or go back to the saved values. */
export function ButtonWidget({
  widget,
  pending,
  onQuery,
  onReset,
}: {
  widget: BoardWidget;
  pending: boolean;
  onQuery: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const query = widget.originalType === 'queryBtn';
  return (
    <div className="flex h-full items-center justify-center">
      <Button
        size="sm"
        variant={query ? 'default' : 'outline'}
        className="w-full"
        data-testid={query ? 'board-query' : 'board-reset'}
        data-pending={query ? pending : undefined}
        onClick={query ? onQuery : onReset}
      >
        {query ? <Search /> : <RotateCcw />}
        {widget.name || t(query ? 'dashboards:button.query' : 'dashboards:button.reset')}
      </Button>
    </div>
  );
}
