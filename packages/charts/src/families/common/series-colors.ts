/** FNV-1a: a small, stable string hash (the same value hashes alike in every chart, browser and worker). */
function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A colour per value (a colour field's value, a pie's slice), taken from the palette by the value's hash,
 * so "Online" keeps its colour after a filter and across the charts of a board (D-chart-ux-5). Two values
 * of one chart that hash to the same colour are told apart: in sorted order, the later one takes the next
 * free colour, while the palette has one.
 */
export function valueColors(values: Iterable<string>, palette: string[]): Map<string, string> {
  const out = new Map<string, string>();
  const used = new Set<number>();
  const n = palette.length;
  if (n === 0) return out;
  const unique = [...new Set(values)].sort();
  for (const value of unique) {
    let slot = hash(value) % n;
    if (unique.length <= n) while (used.has(slot)) slot = (slot + 1) % n;
    used.add(slot);
    out.set(value, palette[slot]!);
  }
  return out;
}
