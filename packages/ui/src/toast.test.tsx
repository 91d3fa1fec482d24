import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION, Toaster, toast } from './toast';

// Dismissed toasts stay in the DOM for their exit animation, marked data-removed.
const toasts = () => document.querySelectorAll('[data-sonner-toast][data-removed="false"]');

describe('toast', () => {
  afterEach(() => {
    act(() => void toast.dismiss());
    cleanup();
  });

  it('shows the message with its kind at the bottom right, clear of the page titles', async () => {
    render(<Toaster label="Notices" />);
    act(() => void toast.error('Boom'));
    expect((await screen.findByText('Boom')).closest('[data-sonner-toast]')?.getAttribute('data-type')).toBe(
      'error',
    );
    const list = document.querySelector('[data-sonner-toaster]') as HTMLElement;
    expect(list.getAttribute('data-y-position')).toBe('bottom');
    expect(list.getAttribute('data-x-position')).toBe('right');
    expect(list.style.getPropertyValue('--offset-bottom')).toBe('16px');
    expect(list.style.getPropertyValue('--offset-right')).toBe('16px');
    expect(screen.getByLabelText(/Notices/)).toBeTruthy();
  });

  it('shows a toast raised while no Toaster is mounted once one is', async () => {
    act(() => void toast.success('Raised early'));
    expect(screen.queryByText('Raised early')).toBeNull();
    render(<Toaster />);
    expect(await screen.findByText('Raised early')).toBeTruthy();
  });

  it('does not stack two toasts with the same key', async () => {
    render(<Toaster />);
    act(() => {
      toast.warning('Session expired', { key: '401' });
      toast.warning('Session expired', { key: '401' });
    });
    await screen.findByText('Session expired');
    expect(toasts()).toHaveLength(1);
    act(() => void toast.info('Other'));
    await screen.findByText('Other');
    expect(toasts()).toHaveLength(2);
  });

  it('closes after 1.5 s by default', async () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => void toast.success('Saved'));
      act(() => void vi.advanceTimersByTime(100));
      expect(screen.getByText('Saved')).toBeTruthy();
      act(() => void vi.advanceTimersByTime(TOAST_DURATION - 200));
      expect(toasts()).toHaveLength(1);
      act(() => void vi.advanceTimersByTime(200));
      expect(toasts()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
