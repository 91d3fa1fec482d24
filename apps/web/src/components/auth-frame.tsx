import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand';
import { PreferencesBar } from './preferences-bar';

const bars = [38, 62, 47, 80, 55, 92, 70];
const barColours = [
  'bg-chart-1',
  'bg-chart-2',
  'bg-chart-1',
  'bg-chart-3',
  'bg-chart-1',
  'bg-chart-6',
  'bg-chart-1',
];

/**
 * The frame of the pages outside the workspace (sign-in, registration, set-up…): the product's side panel,
 * the language and theme switches, and the server's version. The sign-in page (its own small entry,
 * src/login) and the app's auth routes both draw it.
 */
export function AuthFrame({
  version,
  children,
}: {
  version: string | null | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-full lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden flex-col justify-between overflow-hidden border-r border-border bg-sidebar p-10 text-sidebar-foreground lg:flex">
        <Brand />
        <div className="space-y-8">
          <div className="rounded-lg border border-border bg-card p-5 shadow-sm" aria-hidden>
            <div className="mb-4 flex items-center justify-between">
              <span className="h-2 w-24 rounded-full bg-muted-foreground/25" />
              <span className="flex gap-1.5">
                <span className="size-2 rounded-full bg-chart-1" />
                <span className="size-2 rounded-full bg-chart-2" />
                <span className="size-2 rounded-full bg-chart-3" />
              </span>
            </div>
            <div className="relative flex h-36 items-end gap-2.5 border-b border-border">
              <div className="pointer-events-none absolute inset-0 flex flex-col justify-between">
                {[0, 1, 2, 3].map((i) => (
                  <span key={i} className="border-t border-dashed border-border" />
                ))}
              </div>
              {bars.map((h, i) => (
                <div
                  key={i}
                  className={`${barColours[i]} relative w-full rounded-t-sm`}
                  style={{ height: `${h}%` }}
                />
              ))}
            </div>
          </div>
          <div className="space-y-2">
            <h2 className="text-2xl font-semibold tracking-tight text-foreground">{t('auth:hero.title')}</h2>
            <p className="max-w-md text-sm leading-relaxed text-muted-foreground">
              {t('auth:hero.subtitle')}
            </p>
          </div>
        </div>
        <p className="text-xs text-muted-foreground">{t('auth:hero.footer')}</p>
      </aside>
      <main className="flex min-h-full flex-col">
        <header className="flex items-center justify-between px-6 py-4">
          <Brand className="lg:invisible" />
          <PreferencesBar />
        </header>
        <div className="flex flex-1 items-center justify-center px-6 py-8">
          <div className="w-full max-w-sm">{children}</div>
        </div>
        <footer className="px-6 py-4 text-center text-xs text-muted-foreground" data-testid="server-version">
          Tessera {version && `v${version}`}
        </footer>
      </main>
    </div>
  );
}
