import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBoardWidth } from './use-board-width';

let observed: (() => void)[] = [];
let boxWidth = 1361;
const renders: number[] = [];

function Board() {
  const { width, measured, containerRef } = useBoardWidth();
  renders.push(width);
  return <div ref={containerRef}>{measured ? <p>grid at {width}</p> : null}</div>;
}

beforeEach(() => {
  observed = [];
  renders.length = 0;
  boxWidth = 1361;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () =>
      ({ width: boxWidth, height: 10, x: 0, y: 0, top: 0, left: 0, right: boxWidth, bottom: 10 }) as DOMRect,
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(cb: () => void) {
        observed.push(cb);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    cb(0);
    return 1;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useBoardWidth', () => {
  it('draws the grid only at its measured width, never at a guessed one', () => {
    render(<Board />);
    expect(screen.getByText('grid at 1361')).toBeTruthy();
    // The renders before the measure drew no grid; none used another width.
    expect(renders.filter((w) => w !== 0 && w !== 1361)).toEqual([]);
  });

  it('follows the box when it is resized', () => {
    render(<Board />);
    boxWidth = 900;
    act(() => observed.forEach((cb) => cb()));
    expect(screen.getByText('grid at 900')).toBeTruthy();
  });
});
