import { cleanup, render, screen } from '@testing-library/react';
import type { Dataframe } from '@tessera/charts';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartRenderer } from './chart-renderer';
import { i18nWrapper, makeConfig, num } from './test-fixtures';

afterEach(cleanup);

const scorecard = makeConfig('react-scorecard', {
  metrics: [
    num('amount', {
      aggregate: 'SUM',
      format: { type: 'numeric', numeric: { decimalPlaces: 2, unitKey: 'wan', useThousandSeparator: true } },
    } as never),
  ],
});
const frame: Dataframe = { columns: [{ name: ['SUM(amount)'], type: 'NUMERIC' }], rows: [[12345]] };

describe('ChartRenderer states', () => {
  it('shows the loading state while the data is not there', async () => {
    render(<ChartRenderer config={scorecard} dataframe={undefined} />, { wrapper: await i18nWrapper() });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('shows the loading state when told so even with old data', async () => {
    render(<ChartRenderer config={scorecard} dataframe={frame} loading />, {
      wrapper: await i18nWrapper('zh'),
    });
    expect(screen.getByRole('status').textContent).toBe('加载中…');
  });

  it('shows the given error in place of the chart', async () => {
    render(<ChartRenderer config={scorecard} dataframe={frame} error="View unavailable" />, {
      wrapper: await i18nWrapper(),
    });
    expect(screen.getByRole('alert').textContent).toBe('View unavailable');
    expect(screen.queryByTestId('chart-scorecard')).toBeNull();
  });

  it('says so when the query returned no rows', async () => {
    render(<ChartRenderer config={scorecard} dataframe={{ ...frame, rows: [] }} />, {
      wrapper: await i18nWrapper('zh'),
    });
    expect(screen.getByRole('status').textContent).toBe('暂无数据');
  });

  it('names an unknown chart type instead of crashing', async () => {
    const unknown = { ...scorecard, chartGraphId: 'sankey-chart' } as typeof scorecard;
    render(<ChartRenderer config={unknown} dataframe={frame} />, { wrapper: await i18nWrapper() });
    expect(screen.getByRole('alert').textContent).toBe('Unknown chart type: sankey-chart');
  });

  it('draws a scorecard with the metric formatted in the current language', async () => {
    render(<ChartRenderer config={scorecard} dataframe={frame} />, { wrapper: await i18nWrapper('zh') });
    expect(screen.getByTestId('chart-scorecard').textContent).toContain('1.23万');
  });

  it('reports drawn for a message that stays (no rows, an error), never while loading', async () => {
    const wrapper = await i18nWrapper();
    let drawn = 0;
    const onRendered = () => void (drawn += 1);
    const { rerender } = render(
      <ChartRenderer config={scorecard} dataframe={undefined} onRendered={onRendered} />,
      {
        wrapper,
      },
    );
    expect(drawn).toBe(0);
    rerender(<ChartRenderer config={scorecard} dataframe={{ ...frame, rows: [] }} onRendered={onRendered} />);
    expect(drawn).toBe(1);
    cleanup();
    drawn = 0;
    render(
      <ChartRenderer config={scorecard} dataframe={undefined} loading error="Gone" onRendered={onRendered} />,
      {
        wrapper,
      },
    );
    expect(drawn).toBe(1);
  });
});
