import * as React from 'react';
import { cn } from './lib/utils';

/** Initials of a display name: "Ada Lovelace" → "AL", "admin" → "AD". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  if (parts.length === 1) return [...parts[0]!].slice(0, 2).join('').toUpperCase();
  return ([...parts[0]!][0]! + [...parts[parts.length - 1]!][0]!).toUpperCase();
}

export interface AvatarProps extends React.ComponentProps<'span'> {
  src?: string | null;
  name: string;
}

/** An image avatar that falls back to initials when there is no image or it fails to load. */
export function Avatar({ src, name, className, ...props }: AvatarProps) {
  const [failed, setFailed] = React.useState(false);
  React.useEffect(() => setFailed(false), [src]);
  return (
    <span
      className={cn(
        'relative inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 text-xs font-semibold text-foreground select-none',
        className,
      )}
      {...props}
    >
      {src && !failed ? (
        <img src={src} alt={name} className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <span aria-label={name}>{initials(name)}</span>
      )}
    </span>
  );
}
