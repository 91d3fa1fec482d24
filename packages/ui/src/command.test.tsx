import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CommandDialog, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from './command';

function Palette({ onPick }: { onPick: (v: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <CommandDialog open={open} onOpenChange={setOpen} title="Go to" description="Jump somewhere">
        <CommandInput aria-label="Search" />
        <CommandList>
          <CommandEmpty>Nothing</CommandEmpty>
          <CommandGroup heading="Views">
            {['Sales by city', 'Orders'].map((name) => (
              <CommandItem key={name} value={name} onSelect={() => onPick(name)}>
                {name}
              </CommandItem>
            ))}
          </CommandGroup>
        </CommandList>
      </CommandDialog>
    </>
  );
}

describe('CommandDialog', () => {
  it('is a labelled dialog that filters, picks with Enter and gives the focus back on Escape', async () => {
    const onPick = vi.fn();
    render(<Palette onPick={onPick} />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    await act(async () => void fireEvent.click(opener));
    expect(screen.getByRole('dialog', { name: 'Go to' })).toBeTruthy();
    const input = screen.getByLabelText('Search');
    await act(async () => void fireEvent.change(input, { target: { value: 'ord' } }));
    expect(screen.queryByRole('option', { name: 'Sales by city' })).toBeNull();
    await act(async () => void fireEvent.keyDown(input, { key: 'Enter' }));
    expect(onPick).toHaveBeenCalledWith('Orders');
    await act(async () => void fireEvent.change(input, { target: { value: 'zzzz' } }));
    expect(screen.getByText('Nothing')).toBeTruthy();
    await act(async () => void fireEvent.keyDown(input, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
