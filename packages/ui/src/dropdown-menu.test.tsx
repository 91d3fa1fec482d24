import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropdownMenuItem, LazyDropdownMenu } from './dropdown-menu';

afterEach(cleanup);

function Menu({ onRename = () => undefined, open }: { onRename?: () => void; open?: boolean }) {
  return (
    <LazyDropdownMenu
      {...(open !== undefined ? { open } : {})}
      trigger={<button type="button">Actions</button>}
    >
      <DropdownMenuItem onSelect={onRename}>Rename</DropdownMenuItem>
    </LazyDropdownMenu>
  );
}

/** A Radix trigger carries its state; the bare button drawn before first use does not. */
const radixState = () =>
  screen.getByRole('button', { name: 'Actions', hidden: true }).getAttribute('data-state');

describe('LazyDropdownMenu', () => {
  it('draws only its trigger until first used, then opens on the first press', () => {
    const rename = vi.fn();
    render(<Menu onRename={rename} />);
    expect(radixState()).toBeNull();
    expect(screen.getByRole('button', { name: 'Actions' }).getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Actions' }), { button: 0 });
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(radixState()).toBe('open');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    expect(rename).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    // Mounted for good: the trigger is Radix's own now.
    expect(radixState()).toBe('closed');
  });

  it('opens from the keyboard, and not on a right press', () => {
    render(<Menu />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Actions' }), { button: 2 });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions' }), { key: 'Enter' });
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('opens when its caller opens it (a right click on the row) and tells it when it closes', () => {
    function Row() {
      const [open, setOpen] = useState(false);
      return (
        <div onContextMenu={() => setOpen(true)} data-testid="row">
          <LazyDropdownMenu
            open={open}
            onOpenChange={setOpen}
            trigger={<button type="button">Actions</button>}
          >
            <DropdownMenuItem>Rename</DropdownMenuItem>
          </LazyDropdownMenu>
          <span data-testid="state">{String(open)}</span>
        </div>
      );
    }
    render(<Row />);
    expect(radixState()).toBeNull();
    fireEvent.contextMenu(screen.getByTestId('row'));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByTestId('state').textContent).toBe('false');
  });
});
