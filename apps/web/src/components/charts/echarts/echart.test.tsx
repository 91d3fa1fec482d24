import type { EChartsOption } from '@tessera/charts';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EChart } from './echart';

/** The options each chart instance was given, in order. */
const given: Record<string, unknown>[][] = [];

vi.mock('./load-echarts', () => {
  const runtime = {
    init: () => {
      const options: Record<string, unknown>[] = [];
      given.push(options);
      return {
        on: () => undefined,
        setOption: (o: Record<string, unknown>) => options.push(o),
        getWidth: () => 100,
        getHeight: () => 100,
        resize: () => undefined,
        isDisposed: () => false,
        dispose: () => undefined,
        convertToPixel: () => null,
      };
    },
  };
  return { loadedECharts: () => runtime, loadECharts: () => Promise.resolve(runtime) };
});

afterEach(() => {
  cleanup();
  given.length = 0;
});

const bars = (n: number) => ({ series: [{ type: 'bar', data: [n] }] }) as unknown as EChartsOption;

describe('EChart', () => {
  it('draws its first option without the entry animation when asked, and later options as they are', () => {
    const { rerender } = render(<EChart option={bars(1)} theme="light" animateEntry={false} />);
    rerender(<EChart option={bars(2)} theme="light" animateEntry={false} />);
    expect(given).toHaveLength(1);
    expect(given[0]![0]).toMatchObject({ animation: false, series: [{ data: [1] }] });
    expect(given[0]![1]).toEqual(bars(2));
  });

  it('animates its entry by default', () => {
    render(<EChart option={bars(1)} theme="light" />);
    expect(given[0]![0]).toEqual(bars(1));
  });
});
