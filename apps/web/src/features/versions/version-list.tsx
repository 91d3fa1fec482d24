import { Badge } from '@tessera/ui/badge';
import { Button } from '@tessera/ui/button';
import { Checkbox } from '@tessera/ui/checkbox';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VersionItem } from './use-versions';

/** The versions, newest first: number, who saved it, when, and which version a restore brought back. */
export function VersionList({
  items,
  picked,
  onToggle,
  canRestore,
  onRestore,
}: {
  items: VersionItem[];
  picked: string[];
  onToggle: (id: string) => void;
  canRestore: boolean;
  onRestore: (v: VersionItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (!items.length) return <p className="text-sm text-muted-foreground">{t('common:versions.empty')}</p>;
  return (
    <ul className="divide-y divide-border rounded-md border border-border" data-testid="version-list">
      {items.map((v, i) => (
        <li
          key={v.id}
          className="flex items-center gap-3 px-3 py-2 text-sm"
          data-testid={`version-row-${v.version}`}
        >
          <Checkbox
            checked={picked.includes(v.id)}
            onCheckedChange={() => onToggle(v.id)}
            aria-label={t('common:versions.pick', { version: v.version })}
            data-testid={`version-pick-${v.version}`}
          />
          <span className="w-12 font-medium">{t('common:versions.number', { version: v.version })}</span>
          <span className="min-w-0 flex-1 truncate">
            {v.name}
            <span className="ml-2 text-muted-foreground">
              {t('common:versions.savedBy', {
                who: v.author ?? t('common:versions.unknownAuthor'),
                when: when.format(new Date(v.createdAt)),
              })}
            </span>
          </span>
          {i === 0 && <Badge variant="secondary">{t('common:versions.current')}</Badge>}
          {v.restoredFrom !== null && (
            <Badge variant="outline">{t('common:versions.restoredFrom', { version: v.restoredFrom })}</Badge>
          )}
          {canRestore && i > 0 && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onRestore(v)}
              data-testid={`version-restore-${v.version}`}
            >
              <RotateCcw />
              {t('common:versions.restore')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
