import { describe, expect, it } from 'vitest';
import { firstFreeSpot } from './board-placement';

const rect = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });

describe('firstFreeSpot', () => {
  it('puts the first widget at the top left', () => {
    expect(firstFreeSpot([], 6, 8)).toEqual(rect(0, 0, 6, 8));
  });

  it('puts a second half-width chart beside the first, across the full width', () => {
    expect(firstFreeSpot([rect(0, 0, 6, 8)], 6, 8)).toEqual(rect(6, 0, 6, 8));
  });

  it('starts a new row under the lowest widget when the rows are full', () => {
    expect(firstFreeSpot([rect(0, 0, 6, 8), rect(6, 0, 6, 8)], 6, 8)).toEqual(rect(0, 8, 6, 8));
  });

  it('fills a gap left by a removed widget, as high as it fits', () => {
    const rects = [rect(0, 0, 6, 8), rect(0, 8, 6, 8), rect(6, 8, 6, 8)];
    expect(firstFreeSpot(rects, 4, 3)).toEqual(rect(6, 0, 4, 3));
  });

  it('never overlaps a taller neighbour, and goes below when no gap is wide enough', () => {
    const rects = [rect(0, 0, 4, 10), rect(8, 0, 4, 2)];
    expect(firstFreeSpot(rects, 4, 3)).toEqual(rect(4, 0, 4, 3));
    expect(firstFreeSpot(rects, 6, 3)).toEqual(rect(4, 2, 6, 3));
    expect(firstFreeSpot(rects, 10, 3)).toEqual(rect(0, 10, 10, 3));
  });

  it('keeps a too-wide widget inside the grid', () => {
    expect(firstFreeSpot([rect(0, 0, 12, 2)], 20, 4)).toEqual(rect(0, 2, 12, 4));
  });
});
