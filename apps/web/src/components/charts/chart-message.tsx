import type { ReactNode } from 'react';

/** A centred line of text in place of a chart: loading, empty, or an error. */
export function ChartMessage({ tone, children }: { tone: 'muted' | 'error'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        'flex h-full w-full items-center justify-center p-4 text-center text-sm ' +
        (tone === 'error' ? 'text-destructive' : 'text-muted-foreground')
      }
    >
      {children}
    </div>
  );
}
