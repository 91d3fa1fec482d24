import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Dataframe } from '@tessera/charts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChartRenderer } from '../chart-renderer';
import { dim, i18nWrapper, makeConfig, num, stored } from '../test-fixtures';
import type { ChartInteraction } from '../types';

// happy-dom does no layout: give every box a size so TanStack Virtual has a viewport to fill.
const box = {
  x: 0,
  y: 0,
  top: 0,
  left: 0,
  right: 800,
  bottom: 300,
  width: 800,
  height: 300,
  toJSON: () => ({}),
};
const original = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  HTMLElement.prototype.getBoundingClientRect = () => box as DOMRect;
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 300 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
});
afterAll(() => {
  HTMLElement.prototype.getBoundingClientRect = original;
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});
afterEach(cleanup);

const config = makeConfig(
  'mingxi-table',
  {
    mixed: [
      dim('city'),
      num('amount', {
        format: { type: 'numeric', numeric: { decimalPlaces: 2, useThousandSeparator: true } },
      } as never),
    ],
  },
  { settings: [stored('summary', { aggregateFields: ['amount'] })] },
);

function frameOf(n: number): Dataframe {
  return {
    columns: [
      { name: ['city'], type: 'STRING' },
      { name: ['amount'], type: 'NUMERIC' },
    ],
    rows: Array.from({ length: n }, (_, i) => [`City ${i + 1}`, 1234.5 * (i + 1)]),
    pageInfo: { pageNo: 1, pageSize: n, total: n },
  };
}

describe('table renderer', () => {
  it('renders header, formatted right-aligned numbers and the summary row', async () => {
    render(<ChartRenderer config={config} dataframe={frameOf(3)} />, { wrapper: await i18nWrapper() });
    const table = await screen.findByTestId('chart-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['city', 'amount']);
    const firstRow = (await within(table).findByText('City 1')).parentElement!;
    const first = within(firstRow).getAllByRole('cell');
    expect(first.map((c) => c.textContent)).toEqual(['City 1', '1,234.50']);
    expect(first[1]!.style.textAlign).toBe('right');
    expect(first[0]!.style.textAlign).toBe('left');
    const summary = within(screen.getByTestId('chart-table-summary')).getAllByRole('cell');
    expect(summary.map((c) => c.textContent)).toEqual(['Total', '7,407.00']);
  });

  it('puts only the rows in view into the DOM for 100,000 rows', async () => {
    render(<ChartRenderer config={config} dataframe={frameOf(100_000)} />, { wrapper: await i18nWrapper() });
    await screen.findByText('City 1', undefined, { timeout: 30_000 });
    const rendered = screen.getAllByRole('cell').filter((c) => /^City \d+$/.test(c.textContent ?? ''));
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
    // Building and formatting 100,000 rows in happy-dom takes seconds on a busy 2-core runner: this checks
    // what is in the DOM, not how fast.
  }, 60_000);

  it('reports a click with the row behind it', async () => {
    const onInteraction = vi.fn<(e: ChartInteraction) => void>();
    render(<ChartRenderer config={config} dataframe={frameOf(3)} onInteraction={onInteraction} />, {
      wrapper: await i18nWrapper(),
    });
    fireEvent.click(await screen.findByText('City 2'));
    expect(onInteraction).toHaveBeenCalledWith({
      kind: 'click',
      dataIndex: 1,
      name: 'City 2',
      row: { city: 'City 2', amount: 2469 },
    });
  });

  it('shows the page position when the server has more rows', async () => {
    const frame = { ...frameOf(3), pageInfo: { pageNo: 2, pageSize: 3, total: 10 } };
    render(<ChartRenderer config={config} dataframe={frame} />, { wrapper: await i18nWrapper('zh') });
    expect((await screen.findByTestId('chart-table-paging')).textContent).toBe('第 4–6 行，共 10 行');
  });
});
