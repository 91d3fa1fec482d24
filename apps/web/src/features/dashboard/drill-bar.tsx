import { Button } from '@tessera/ui/button';
import { ArrowUpFromLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Where a drilled chart is (the values clicked on the way down), with the way back up. */
export function DrillBar({ path, onUp }: { path: { value: string }[]; onUp: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex items-center gap-1 px-1 pb-1 text-xs text-muted-foreground"
      data-testid="widget-drill"
    >
      <Button size="sm" variant="ghost" className="h-6 px-1.5" onClick={onUp} data-testid="widget-drill-up">
        <ArrowUpFromLine />
        {t('dashboards:drill.up')}
      </Button>
      <span className="truncate" data-testid="widget-drill-path">
        {path.map((p) => p.value).join(' / ')}
      </span>
    </div>
  );
}
