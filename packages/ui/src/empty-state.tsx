import type * as React from 'react';
import { cn } from './lib/utils';

/**
 * What a list or a panel shows when it has nothing yet: an optional icon, a title, a hint and an action.
 * Text comes from the caller, so the component stays free of translations.
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  ...props
}: {
  icon?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
} & Omit<React.ComponentProps<'div'>, 'title'>) {
  return (
    <div
      className={cn('flex flex-col items-center gap-1 px-3 py-10 text-center text-sm', className)}
      {...props}
    >
      {icon && (
        <span className="mb-1 text-muted-foreground [&_svg]:size-6" aria-hidden>
          {icon}
        </span>
      )}
      <p className="font-medium text-foreground">{title}</p>
      {description && <p className="text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
