import * as React from 'react';
import { Check, ChevronDown, X } from 'lucide-react';
import { cn } from './lib/utils';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface MultiSelectOption {
  value: string;
  label: string;
  /** A second line (e-mail, description). */
  hint?: string;
}

export interface MultiSelectProps {
  id?: string;
  options: MultiSelectOption[];
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  searchPlaceholder?: string;
  emptyText?: string;
  /** Accessible name of the remove button of a chip: receives the label. */
  removeLabel?: (label: string) => string;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** Picks several options: chips in the trigger, a filterable list of checkable options in a popover. */
export function MultiSelect({
  id,
  options,
  value,
  onChange,
  placeholder = 'Select…',
  searchPlaceholder = 'Search…',
  emptyText = 'No results',
  removeLabel = (l) => `Remove ${l}`,
  disabled,
  className,
  ...aria
}: MultiSelectProps) {
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const selected = new Set(value);
  const byValue = new Map(options.map((o) => [o.value, o]));
  const q = query.trim().toLowerCase();
  const shown = q
    ? options.filter((o) => o.label.toLowerCase().includes(q) || o.hint?.toLowerCase().includes(q))
    : options;
  const toggle = (v: string) => onChange(selected.has(v) ? value.filter((x) => x !== v) : [...value, v]);

  return (
    <Popover open={open} onOpenChange={(o) => (setOpen(o), o || setQuery(''))}>
      <PopoverTrigger asChild disabled={disabled}>
        <button
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          {...aria}
          className={cn(
            'flex min-h-9 w-full items-center gap-1.5 rounded-md border border-input bg-background px-2 py-1 text-left text-sm shadow-xs',
            'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/25 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
            className,
          )}
        >
          <span className="flex min-w-0 flex-1 flex-wrap gap-1">
            {value.length === 0 && <span className="px-1 text-muted-foreground">{placeholder}</span>}
            {value.map((v) => {
              const label = byValue.get(v)?.label ?? v;
              return (
                <span
                  key={v}
                  className="inline-flex max-w-full items-center gap-1 rounded bg-secondary px-1.5 py-0.5 text-xs text-secondary-foreground"
                >
                  <span className="truncate">{label}</span>
                  <span
                    role="button"
                    tabIndex={-1}
                    aria-label={removeLabel(label)}
                    className="rounded-sm opacity-60 hover:opacity-100"
                    onPointerDown={(e) => e.stopPropagation()}
                    onClick={(e) => {
                      e.stopPropagation();
                      toggle(v);
                    }}
                  >
                    <X className="size-3" />
                  </span>
                </span>
              );
            })}
          </span>
          <ChevronDown className="size-4 shrink-0 opacity-60" />
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-[var(--radix-popover-trigger-width)] min-w-56 p-1">
        <input
          autoFocus
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={searchPlaceholder}
          className="mb-1 h-8 w-full rounded-sm border-b border-border bg-transparent px-2 text-sm outline-none placeholder:text-muted-foreground"
        />
        <ul role="listbox" aria-multiselectable className="max-h-60 overflow-y-auto">
          {shown.length === 0 && (
            <li className="px-2 py-3 text-center text-sm text-muted-foreground">{emptyText}</li>
          )}
          {shown.map((o) => {
            const on = selected.has(o.value);
            return (
              <li
                key={o.value}
                role="option"
                aria-selected={on}
                tabIndex={0}
                onClick={() => toggle(o.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    toggle(o.value);
                  }
                }}
                className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none hover:bg-accent focus:bg-accent"
              >
                <span
                  className={cn(
                    'flex size-4 shrink-0 items-center justify-center rounded-sm border border-input',
                    on && 'border-primary bg-primary text-primary-foreground',
                  )}
                >
                  {on && <Check className="size-3" />}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate">{o.label}</span>
                  {o.hint && <span className="block truncate text-xs text-muted-foreground">{o.hint}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
