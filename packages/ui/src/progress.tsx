import * as React from 'react';
import { cn } from './lib/utils';

export interface ProgressProps extends React.ComponentProps<'div'> {
  /** 0–1; undefined shows an indeterminate bar. */
  value?: number;
  label?: string;
  tone?: 'default' | 'success' | 'destructive';
}

const tones = { default: 'bg-primary', success: 'bg-success', destructive: 'bg-destructive' } as const;

/** A thin progress bar with the ARIA progressbar role. */
export function Progress({ value, label, tone = 'default', className, ...props }: ProgressProps) {
  const pct = value === undefined ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      className={cn('relative h-1.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-200',
          tones[tone],
          pct === undefined && 'w-1/3 animate-pulse',
        )}
        style={pct === undefined ? undefined : { width: `${pct}%` }}
      />
    </div>
  );
}
