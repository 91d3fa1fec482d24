import { Button } from '@tessera/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@tessera/ui/dialog';
import { Input } from '@tessera/ui/input';
import { BarChart3, LayoutDashboard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface VizNode {
  id: string;
  name: string;
  relType: string;
}

/** Picks the chart or dashboard a new page shows. */
export function AddPageDialog({
  nodes,
  open,
  onOpenChange,
  onPick,
}: {
  nodes: VizNode[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (node: VizNode) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const items = nodes.filter(
    (n) =>
      (n.relType === 'DATACHART' || n.relType === 'DASHBOARD') &&
      n.name.toLowerCase().includes(query.trim().toLowerCase()),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="add-page-dialog">
        <DialogHeader>
          <DialogTitle>{t('stories:editor.addPage')}</DialogTitle>
          <DialogDescription>{t('stories:editor.addPageHint')}</DialogDescription>
        </DialogHeader>
        <Input
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('stories:editor.search')}
          aria-label={t('stories:editor.search')}
        />
        <ul className="max-h-80 space-y-1 overflow-auto">
          {items.length === 0 && (
            <li className="text-sm text-muted-foreground">{t('stories:editor.nothingToAdd')}</li>
          )}
          {items.map((n) => (
            <li key={n.id}>
              <Button variant="ghost" className="w-full justify-start" onClick={() => onPick(n)}>
                {n.relType === 'DASHBOARD' ? (
                  <LayoutDashboard className="text-emerald-500" />
                ) : (
                  <BarChart3 className="text-sky-500" />
                )}
                {n.name}
              </Button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
