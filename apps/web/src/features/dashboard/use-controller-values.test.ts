import type { BoardWidget } from '@tessera/charts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useControllerValues } from './use-controller-values';

const widget = (id: string, originalType: string, kind: BoardWidget['kind']): BoardWidget => ({
  id,
  name: id,
  kind,
  originalType,
  rect: { x: 0, y: 0, width: 4, height: 3 },
  mobileRect: null,
  showTitle: true,
  background: null,
  content: {},
  config: {},
});
const region = widget('c1', 'dropdownList', 'controller');

describe('useControllerValues', () => {
  it('applies a change at once on a board without a query button', () => {
    const { result } = renderHook(() => useControllerValues([region]));
    act(() => result.current.change('c1', ['East']));
    expect(result.current.applied).toEqual({ c1: ['East'] });
    expect(result.current.pending).toBe(false);
  });

  it('keeps a change as a draft until the query button is pressed, and reset goes back to saved values', () => {
    const { result } = renderHook(() => useControllerValues([region, widget('b', 'queryBtn', 'button')]));
    act(() => result.current.change('c1', ['East']));
    expect(result.current.applied).toEqual({});
    expect(result.current.shown).toEqual({ c1: ['East'] });
    expect(result.current.pending).toBe(true);
    act(() => result.current.query());
    expect(result.current.applied).toEqual({ c1: ['East'] });
    expect(result.current.pending).toBe(false);
    act(() => result.current.reset());
    expect(result.current.applied).toEqual({});
    expect(result.current.shown).toEqual({});
  });
});
