import * as React from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronRight } from 'lucide-react';
import { cn } from './lib/utils';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;
export const DropdownMenuSub = Menu.Sub;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

const itemClass =
  'relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground';

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-44 overflow-hidden rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({
  className,
  inset,
  ...props
}: React.ComponentProps<typeof Menu.Item> & { inset?: boolean }) {
  return <Menu.Item className={cn(itemClass, inset && 'pl-8', className)} {...props} />;
}

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof Menu.CheckboxItem>) {
  return (
    <Menu.CheckboxItem className={cn(itemClass, 'pl-8', className)} {...props}>
      <span className="absolute left-2 flex size-3.5 items-center justify-center">
        <Menu.ItemIndicator>
          <Check />
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.CheckboxItem>
  );
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem className={cn(itemClass, 'pl-8', className)} {...props}>
      <span className="absolute left-2 flex size-3.5 items-center justify-center">
        <Menu.ItemIndicator>
          <Check className="text-primary" />
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.RadioItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: React.ComponentProps<typeof Menu.Label>) {
  return (
    <Menu.Label
      className={cn('px-2 py-1.5 text-xs font-medium text-muted-foreground', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: React.ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}

export function DropdownMenuSubTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof Menu.SubTrigger>) {
  return (
    <Menu.SubTrigger className={cn(itemClass, 'data-[state=open]:bg-accent', className)} {...props}>
      {children}
      <ChevronRight className="ml-auto" />
    </Menu.SubTrigger>
  );
}

export function DropdownMenuSubContent({
  className,
  ...props
}: React.ComponentProps<typeof Menu.SubContent>) {
  return (
    <Menu.Portal>
      <Menu.SubContent
        className={cn(
          'z-50 min-w-36 overflow-hidden rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

/**
 * A dropdown menu that builds its Radix machinery on first use: until then only its trigger is drawn. A page
 * with many "…" menus (a tree of hundreds of rows, a board of dozens of charts) would otherwise build a whole
 * menu per row as it loads. The first pointer press, Enter, Space or ArrowDown on the trigger (or `open` set
 * by the caller, e.g. on a right click) mounts the menu open; from then on it is an ordinary menu.
 */
export function LazyDropdownMenu({
  trigger,
  open: controlledOpen,
  onOpenChange,
  children,
  ...contentProps
}: {
  /** The trigger: one element that takes a ref and event handlers (a Button). */
  trigger: React.ReactElement<React.HTMLAttributes<HTMLElement>>;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: React.ReactNode;
} & Omit<React.ComponentProps<typeof Menu.Content>, 'children'>) {
  const [ownOpen, setOwnOpen] = React.useState(false);
  const open = controlledOpen ?? ownOpen;
  const [armed, setArmed] = React.useState(open);
  // Opened by the caller (a right click): mounted from then on.
  if (open && !armed) setArmed(true);
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  if (!armed && !open) {
    const props = trigger.props;
    const arm = () => {
      setArmed(true);
      setOpen(true);
    };
    return React.cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerDown: (e: React.PointerEvent<HTMLElement>) => {
        props.onPointerDown?.(e);
        // As Radix's trigger: the main button, without Ctrl (a right click is the caller's business).
        if (!e.defaultPrevented && e.button === 0 && !e.ctrlKey) {
          e.preventDefault();
          arm();
        }
      },
      onKeyDown: (e: React.KeyboardEvent<HTMLElement>) => {
        props.onKeyDown?.(e);
        if (!e.defaultPrevented && ['Enter', ' ', 'ArrowDown'].includes(e.key)) {
          e.preventDefault();
          arm();
        }
      },
    } as React.HTMLAttributes<HTMLElement>);
  }
  return (
    <Menu.Root open={open} onOpenChange={setOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <DropdownMenuContent {...contentProps}>{children}</DropdownMenuContent>
    </Menu.Root>
  );
}
