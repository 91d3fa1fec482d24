import * as React from 'react';
import { cn } from './lib/utils';

interface RadioContextValue {
  name: string;
  value: string | undefined;
  disabled?: boolean;
  onValueChange: (value: string) => void;
}
const RadioContext = React.createContext<RadioContextValue | null>(null);

export interface RadioGroupProps extends Omit<React.ComponentProps<'div'>, 'onChange' | 'defaultValue'> {
  value: string | undefined;
  onValueChange: (value: string) => void;
  /** Name of the native radios; generated when omitted. */
  name?: string;
  disabled?: boolean;
}

/** Native radio buttons styled like the kit (keyboard and forms work as the browser does). */
export function RadioGroup({ value, onValueChange, name, disabled, className, ...props }: RadioGroupProps) {
  const generated = React.useId();
  return (
    <RadioContext.Provider value={{ name: name ?? generated, value, disabled, onValueChange }}>
      <div role="radiogroup" className={cn('flex flex-wrap items-center gap-4', className)} {...props} />
    </RadioContext.Provider>
  );
}

export interface RadioGroupItemProps extends Omit<React.ComponentProps<'input'>, 'type' | 'value'> {
  value: string;
  label: React.ReactNode;
}

export function RadioGroupItem({ value, label, className, disabled, ...props }: RadioGroupItemProps) {
  const ctx = React.useContext(RadioContext);
  if (!ctx) throw new Error('RadioGroupItem outside RadioGroup');
  const off = disabled || ctx.disabled;
  return (
    <label
      className={cn(
        'inline-flex cursor-pointer items-center gap-1.5 text-sm select-none',
        off && 'cursor-not-allowed opacity-50',
        className,
      )}
    >
      <input
        type="radio"
        name={ctx.name}
        value={value}
        checked={ctx.value === value}
        disabled={off}
        onChange={() => ctx.onValueChange(value)}
        className="size-4 shrink-0 cursor-[inherit] accent-primary"
        {...props}
      />
      {label}
    </label>
  );
}
