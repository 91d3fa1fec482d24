import { describe, expect, it } from 'vitest';
import { getChartMeta } from '../registry/registry';
import { mergeStyleTree, setStyleValue, styleValue, toValueTree } from './style-tree';

describe('style trees', () => {
  const defaults = getChartMeta('cluster-column-chart').styles;

  it('fills values from defaults and keeps stored values and unknown nodes', () => {
    const merged = mergeStyleTree(defaults, [
      { key: 'label', rows: [{ key: 'showLabel', value: true }] },
      { key: 'pluginGroup', value: 'kept' },
    ]);
    expect(styleValue(merged, ['label', 'showLabel'])).toBe(true);
    expect(styleValue(merged, ['label', 'position'])).toBe('top');
    expect(styleValue(merged, ['legend', 'showLegend'])).toBe(true);
    expect(styleValue(merged, ['pluginGroup'])).toBe('kept');
    expect(merged.find((n) => n.key === 'label')?.comType).toBe('group');
  });

  it('stores value-only trees and edits by path', () => {
    const merged = mergeStyleTree(defaults, []);
    const valueOnly = toValueTree(merged);
    expect(Object.keys(valueOnly[0] ?? {}).sort()).toEqual(['key', 'rows']);
    const edited = setStyleValue(valueOnly, ['xAxis', 'rotate'], 30);
    expect(styleValue(edited, ['xAxis', 'rotate'])).toBe(30);
    expect(styleValue(valueOnly, ['xAxis', 'rotate'])).toBe(0);
    expect(styleValue(setStyleValue([], ['a', 'b'], 1), ['a', 'b'])).toBe(1);
  });
});
