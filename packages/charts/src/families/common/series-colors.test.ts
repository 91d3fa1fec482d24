import { describe, expect, it } from 'vitest';
import { palettes } from './theme';
import { valueColors } from './series-colors';

const palette = palettes.light;

describe('valueColors', () => {
  it('gives a value the same colour whatever else is drawn and in whatever order', () => {
    const all = valueColors(['Online', 'Store', 'Phone', 'Mail'], palette);
    const reordered = valueColors(['Mail', 'Phone', 'Store', 'Online'], palette);
    expect([...reordered.entries()].sort()).toEqual([...all.entries()].sort());
    // Filtered to fewer values, the ones left keep their colours when nothing collides.
    const few = valueColors(['Online'], palette);
    expect(few.get('Online')).toBe(all.get('Online'));
  });

  it('tells the values of one chart apart while the palette has room', () => {
    const values = Array.from({ length: palette.length }, (_, i) => `channel ${i}`);
    const colors = valueColors(values, palette);
    expect(new Set(colors.values()).size).toBe(palette.length);
    expect(new Set(valueColors([...values, 'one more'], palette).values()).size).toBeLessThanOrEqual(
      palette.length,
    );
  });

  it('spreads values over the palette rather than in first-seen order', () => {
    const colors = valueColors(['a', 'b', 'c'], palette);
    expect([...colors.values()]).not.toEqual(palette.slice(0, 3));
  });
});
