import { describe, expect, it } from 'vitest';
import {
  FONT_SIZES,
  FONT_WEIGHTS,
  LINE_HEIGHTS,
  LINE_STYLES,
  fontSizeChoices,
  fontWeightChoices,
} from './style-constants';

describe('style constants of spec §9', () => {
  it('lists the font sizes 12 to 128', () => {
    expect(FONT_SIZES).toEqual([12, 13, 14, 15, 16, 18, 20, 24, 28, 32, 36, 40, 48, 56, 64, 72, 96, 128]);
  });

  it('lists line heights 1 to 10 in steps of 0.5', () => {
    expect(LINE_HEIGHTS[0]).toBe(1);
    expect(LINE_HEIGHTS.at(-1)).toBe(10);
    expect(LINE_HEIGHTS).toHaveLength(19);
    expect(LINE_HEIGHTS.slice(0, 4)).toEqual([1, 1.5, 2, 2.5]);
    for (let i = 1; i < LINE_HEIGHTS.length; i++) expect(LINE_HEIGHTS[i]! - LINE_HEIGHTS[i - 1]!).toBe(0.5);
  });

  it('lists the weights normal, bold, bolder, lighter and 100 to 900', () => {
    expect(FONT_WEIGHTS.slice(0, 4)).toEqual(['normal', 'bold', 'bolder', 'lighter']);
    expect(FONT_WEIGHTS.slice(4)).toEqual(['100', '200', '300', '400', '500', '600', '700', '800', '900']);
  });

  it('lists the line styles', () => {
    expect(LINE_STYLES).toEqual(['solid', 'dashed', 'dotted']);
  });

  it('keeps a stored size that is not on the list, in order', () => {
    expect(fontSizeChoices(14)).toEqual([...FONT_SIZES]);
    expect(fontSizeChoices(10)[0]).toBe(10);
    expect(fontSizeChoices('17')).toContain(17);
    expect(fontSizeChoices('17').indexOf(17)).toBe(fontSizeChoices('17').indexOf(16) + 1);
    expect(fontSizeChoices(undefined)).toEqual([...FONT_SIZES]);
    expect(fontSizeChoices(-3)).toEqual([...FONT_SIZES]);
  });

  it('keeps a stored weight that is not on the list', () => {
    expect(fontWeightChoices('bold')).toEqual([...FONT_WEIGHTS]);
    expect(fontWeightChoices(700)).toEqual([...FONT_WEIGHTS]);
    expect(fontWeightChoices('450').at(-1)).toBe('450');
  });
});
