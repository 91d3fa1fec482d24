import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DrawWhenVisible } from './draw-when-visible';

type Callback = (entries: { isIntersecting: boolean; boundingClientRect: DOMRect }[]) => void;
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
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Every element's box at `top` (jsdom lays nothing out). */
const boxesAt = (top: number) =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 400, 300));

describe('DrawWhenVisible', () => {
  it('draws nothing off screen and the content once scrolled in, and keeps it', () => {
    boxesAt(5000);
    render(
      <DrawWhenVisible>
        <p>chart</p>
      </DrawWhenVisible>,
    );
    expect(screen.queryByText('chart')).toBeNull();
    const box = new DOMRect(0, 5000, 400, 300);
    act(() => observers[0]!.cb([{ isIntersecting: false, boundingClientRect: box }]));
    expect(screen.queryByText('chart')).toBeNull();
    act(() => observers[0]!.cb([{ isIntersecting: true, boundingClientRect: box }]));
    expect(screen.getByText('chart')).toBeTruthy();
  });

  it('draws a box already in view in its first commit, with no observer round', () => {
    boxesAt(100);
    render(
      <DrawWhenVisible>
        <p>chart</p>
      </DrawWhenVisible>,
    );
    expect(screen.getByText('chart')).toBeTruthy();
    expect(observers).toHaveLength(0);
  });
});
