import { describe, expect, it } from 'vitest';
import { canvasScale, freeRect, readBoardLayout } from './board-layout';

describe('readBoardLayout', () => {
  it('reads an auto board', () => {
    expect(readBoardLayout({ type: 'auto', jsonConfig: { props: [] } })).toEqual({ type: 'auto' });
  });

  it('reads a free board of the current config shape', () => {
    const config = {
      type: 'free',
      jsonConfig: {
        props: [
          { key: 'basic', rows: [{ key: 'scaleMode', value: 'scaleHeight' }] },
          {
            key: 'size',
            rows: [
              { key: 'width', value: 1280 },
              { key: 'height', value: 720 },
            ],
          },
          { key: 'background', rows: [{ key: 'background', value: { color: '#101010', image: '' } }] },
        ],
      },
    };
    expect(readBoardLayout(JSON.stringify(config))).toEqual({
      type: 'free',
      width: 1280,
      height: 720,
      scaleMode: 'scaleHeight',
      background: '#101010',
    });
  });

  it('reads beta3 flat fields and falls back to 1920×1080 scaled to the width', () => {
    expect(readBoardLayout({ type: 'free', width: 1600, height: 900, scaleMode: 'noScale' })).toMatchObject({
      width: 1600,
      height: 900,
      scaleMode: 'noScale',
    });
    expect(readBoardLayout({}, 'free')).toEqual({
      type: 'free',
      width: 1920,
      height: 1080,
      scaleMode: 'scaleWidth',
      background: null,
    });
  });
});

describe('canvasScale', () => {
  const canvas = { width: 1920, height: 1080 };
  const box = { width: 1280, height: 600 };
  it('fits the width, the height, both, or neither', () => {
    expect(canvasScale('scaleWidth', canvas, box)).toEqual({ x: 2 / 3, y: 2 / 3 });
    expect(canvasScale('scaleHeight', canvas, box)).toEqual({ x: 600 / 1080, y: 600 / 1080 });
    expect(canvasScale('scaleFull', canvas, box)).toEqual({ x: 2 / 3, y: 600 / 1080 });
    expect(canvasScale('noScale', canvas, box)).toEqual({ x: 1, y: 1 });
  });
});

describe('freeRect', () => {
  it('reads pixels, with Datart defaults for a widget without a rect', () => {
    expect(freeRect({ rect: { x: 10, y: 20, width: 300, height: 200 } })).toEqual({
      x: 10,
      y: 20,
      width: 300,
      height: 200,
    });
    expect(freeRect({})).toEqual({ x: 0, y: 0, width: 400, height: 300 });
  });
});
