import * as React from 'react';
import { cn } from './lib/utils';
import { Label } from './label';

export interface FormFieldProps {
  /** The id of the control; the label and the error message are linked to it. */
  id: string;
  label: React.ReactNode;
  error?: string | undefined;
  hint?: React.ReactNode;
  className?: string;
  /** Extra content at the right of the label row, e.g. a "forgot password" link. */
  aside?: React.ReactNode;
  children: React.ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}

/** A label, a control and its error (or hint) below it, wired with aria attributes. */
export function FormField({ id, label, error, hint, className, aside, children }: FormFieldProps) {
  const messageId = `${id}-message`;
  const control = React.cloneElement(children, {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? messageId : undefined,
  });
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {control}
      {error ? (
        <p id={messageId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
