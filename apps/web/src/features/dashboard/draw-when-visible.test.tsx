import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DrawWhenVisible } from './draw-when-visible';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { cb: Callback; disconnect: () => void }[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      cb: Callback;
      constructor(cb: Callback) {
        this.cb = cb;
        observers.push(this);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('DrawWhenVisible', () => {
  it('draws nothing off screen and the content once scrolled in, and keeps it', () => {
    render(
      <DrawWhenVisible>
        <p>chart</p>
      </DrawWhenVisible>,
    );
    expect(screen.queryByText('chart')).toBeNull();
    act(() => observers[0]!.cb([{ isIntersecting: false }]));
    expect(screen.queryByText('chart')).toBeNull();
    act(() => observers[0]!.cb([{ isIntersecting: true }]));
    expect(screen.getByText('chart')).toBeTruthy();
  });
});
