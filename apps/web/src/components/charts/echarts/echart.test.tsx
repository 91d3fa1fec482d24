import type { EChartsOption } from '@tessera/charts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, createI18n } from '../../../lib/i18n';
import { EChart } from './echart';

/** The options each chart instance was given, in order. */
const given: Record<string, unknown>[][] = [];

vi.mock('./load-echarts', () => {
  const runtime = {
    init: () => {
      const options: Record<string, unknown>[] = [];
      given.push(options);
      const handlers: Record<string, () => void> = {};
      return {
        on: (event: string, handler: () => void) => {
          handlers[event] = handler;
        },
        setOption: (o: Record<string, unknown>) => {
          options.push(o);
          // Without an animation ECharts reports the drawing finished from within setOption.
          if (o.animation === false) handlers.finished?.();
        },
        getWidth: () => 100,
        getHeight: () => 100,
        resize: () => undefined,
        isDisposed: () => false,
        dispose: () => undefined,
        convertToPixel: () => [10, 20],
      };
    },
  };
  return {
    loadedECharts: () => runtime,
    loadECharts: () => Promise.resolve(runtime),
    chartRenderer: () => 'canvas',
  };
});

afterEach(() => {
  cleanup();
  given.length = 0;
});

const bars = (n: number) =>
  ({
    xAxis: { type: 'category', data: ['2024'] },
    yAxis: { type: 'value' },
    series: [{ type: 'bar', data: [n] }],
  }) as unknown as EChartsOption;

describe('EChart', () => {
  it('gives ECharts the tooltip only once a pointer has come over the chart, and keeps it from then on', () => {
    const tooltip = { trigger: 'axis' };
    const withTip = (n: number) => ({ ...bars(n), tooltip }) as unknown as EChartsOption;
    const { container, rerender } = render(<EChart option={withTip(1)} theme="light" />);
    rerender(<EChart option={withTip(2)} theme="light" />);
    expect(given[0]).toEqual([bars(1), bars(2)]);
    const surface = container.querySelector('[data-chart-surface]')!;
    fireEvent.pointerEnter(surface);
    // Merged into the drawing as it is (no `notMerge`), once.
    expect(given[0]![2]).toEqual({ tooltip });
    fireEvent.pointerEnter(surface);
    rerender(<EChart option={withTip(3)} theme="light" />);
    expect(given[0]).toHaveLength(4);
    expect(given[0]![3]).toEqual(withTip(3));
  });

  it('draws every option without animation when the person asked for reduced motion', () => {
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
      );
    try {
      const { rerender } = render(<EChart option={bars(1)} theme="light" />);
      rerender(<EChart option={bars(2)} theme="light" />);
      expect(given[0]).toEqual([
        { ...bars(1), animation: false },
        { ...bars(2), animation: false },
      ]);
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('draws its first option without the entry animation when asked, and later options as they are', () => {
    const { rerender } = render(<EChart option={bars(1)} theme="light" animateEntry={false} />);
    rerender(<EChart option={bars(2)} theme="light" animateEntry={false} />);
    expect(given).toHaveLength(1);
    expect(given[0]![0]).toMatchObject({ animation: false, series: [{ data: [1] }] });
    expect(given[0]![1]).toEqual(bars(2));
  });

  it('places the keyboard layer of its points after a first drawing without animation', async () => {
    const i18n = createI18n();
    await changeLanguage(i18n, 'en');
    render(
      <I18nextProvider i18n={i18n}>
        <EChart option={bars(1)} theme="light" animateEntry={false} onClick={() => undefined} />
      </I18nextProvider>,
    );
    // Placed once the page is idle after the drawing.
    expect((await screen.findAllByRole('button')).map((b) => b.textContent)).toEqual(['2024']);
  });

  it('animates its entry by default', () => {
    render(<EChart option={bars(1)} theme="light" />);
    expect(given[0]![0]).toEqual(bars(1));
  });
});
