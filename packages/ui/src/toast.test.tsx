import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION, TOAST_FADE_MS, Toaster, createToastStore } from './toast';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes a toast after 1.5 s and a fade', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => void store.error('Boom'));
    expect(screen.getByRole('alert').textContent).toContain('Boom');
    act(() => void vi.advanceTimersByTime(TOAST_DURATION));
    expect(screen.getByRole('alert').getAttribute('data-state')).toBe('closed');
    act(() => void vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not stack two toasts with the same key', () => {
    const store = createToastStore();
    expect(store.error('Session expired', { key: '401' })).not.toBeNull();
    expect(store.error('Session expired', { key: '401' })).toBeNull();
    expect(store.getItems()).toHaveLength(1);
    store.error('Other');
    expect(store.getItems()).toHaveLength(2);
  });

  it('sits 65 px from the top', () => {
    const { container } = render(<Toaster store={createToastStore()} />);
    expect((container.firstElementChild as HTMLElement).style.top).toBe('65px');
  });
});
