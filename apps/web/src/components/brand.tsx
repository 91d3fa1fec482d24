import { cn } from '@tessera/ui/lib/utils';

/** The Tessera mark: four tiles in the chart palette. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      className={cn('grid size-7 shrink-0 grid-cols-2 gap-[2px] rounded-md bg-primary p-[5px]', className)}
      aria-hidden
    >
      <span className="rounded-[2px] bg-primary-foreground" />
      <span className="rounded-[2px] bg-primary-foreground/70" />
      <span className="rounded-[2px] bg-primary-foreground/70" />
      <span className="rounded-[2px] bg-primary-foreground/40" />
    </span>
  );
}

export function Brand({ className, collapsed = false }: { className?: string; collapsed?: boolean }) {
  return (
    <span className={cn('flex items-center gap-2', className)}>
      <BrandMark />
      {!collapsed && <span className="text-[15px] font-semibold tracking-tight">Tessera</span>}
    </span>
  );
}
