import { Button } from '@tessera/ui/button';
import { PanelLeftClose, PanelLeftOpen, Search } from 'lucide-react';
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from './account-menu';
import { OnDemand, useLoadWhenIdle } from '../../../components/on-demand';
import { DownloadsMenu } from '../../../components/downloads/downloads-menu';

// The palette (cmdk and its searches) is not part of the shell's first load: it loads once the page is idle,
// or when first opened if that comes sooner.
const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));

/** Apple keyboards show ⌘, the others Ctrl. */
const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

export function TopBar({ collapsed, onToggleSidebar }: { collapsed: boolean; onToggleSidebar: () => void }) {
  const { t } = useTranslation();
  const [paletteOpen, setPaletteOpen] = useState(false);
  // Mounted (closed) once loaded, so that ⌘K and the first keys typed reach a palette that is there.
  const paletteLoaded = useLoadWhenIdle(loadPalette);
  const shortcut = t('shell:palette.shortcut', { key: isMac() ? '⌘' : 'Ctrl+' });
  // ⌘K / Ctrl+K opens the palette from anywhere in the workspace (and closes it again).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        setPaletteOpen((o) => !o);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border bg-background px-3">
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={onToggleSidebar}
        aria-label={t(collapsed ? 'shell:sidebar.expand' : 'shell:sidebar.collapse')}
        data-testid="sidebar-toggle"
      >
        {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
      </Button>
      <div className="flex-1" />
      <Button
        variant="outline"
        size="sm"
        className="gap-2 text-muted-foreground"
        onClick={() => setPaletteOpen(true)}
        aria-keyshortcuts={isMac() ? 'Meta+K' : 'Control+K'}
        aria-haspopup="dialog"
        data-testid="palette-open"
      >
        <Search aria-hidden />
        <span className="hidden sm:inline">{t('shell:palette.open')}</span>
        <kbd className="hidden rounded border border-border bg-muted px-1.5 font-sans text-[11px] sm:inline">
          {shortcut}
        </kbd>
      </Button>
      <DownloadsMenu />
      <AccountMenu />
      <OnDemand when={paletteOpen || paletteLoaded}>
        <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} />
      </OnDemand>
    </header>
  );
}
