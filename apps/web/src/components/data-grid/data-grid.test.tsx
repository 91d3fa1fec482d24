import type { ColumnDef } from '@tanstack/react-table';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, createI18n } from '../../lib/i18n';
import { cellText, numberFormat } from './cell-format';
import { DataGrid, VIRTUAL_FROM } from './data-grid';

type Row = { id: string; name: string; amount: number | string };

const columns: ColumnDef<Row>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'amount', header: 'Amount', meta: { numeric: true } },
];

const rows: Row[] = [
  { id: 'a', name: 'Beta', amount: 1234567 },
  { id: 'b', name: 'Alpha', amount: '98765.4321' },
  { id: 'c', name: 'Gamma', amount: 5 },
];

async function draw(props: Partial<Parameters<typeof DataGrid<Row>>[0]> = {}, lng: 'en' | 'zh' = 'en') {
  const i18n = createI18n();
  await changeLanguage(i18n, lng);
  return render(
    <I18nextProvider i18n={i18n}>
      <DataGrid<Row>
        data={rows}
        columns={columns}
        label="Payments"
        getRowId={(r) => r.id}
        empty={<p>Nothing here</p>}
        {...props}
      />
    </I18nextProvider>,
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Payments' }))
    .getAllByRole('row')
    .slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

afterEach(cleanup);

describe('DataGrid', () => {
  it('groups numbers in the reader’s locale, right-aligned, keeping every digit of decimal strings', async () => {
    await draw();
    const amounts = bodyRows().map((r) => within(r).getAllByRole('cell')[1]!);
    expect(amounts.map((c) => c.textContent)).toEqual(['1,234,567', '98,765.4321', '5']);
    expect(amounts[0]!.className).toContain('text-right');
    expect(screen.getByRole('columnheader', { name: /Amount/ }).className).toContain('text-right');
  });

  it('sorts by a column when its header is pressed, numbers by value, and says so with aria-sort', async () => {
    await draw();
    const amount = screen.getByRole('columnheader', { name: /Amount/ });
    fireEvent.click(within(amount).getByRole('button'));
    expect(firstCells()).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect(amount.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(firstCells()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(amount.hasAttribute('aria-sort')).toBe(false);
  });

  it('shows the empty state when loaded without rows, and a loading row while loading', async () => {
    const { unmount } = await draw({ data: [] });
    expect(screen.getByText('Nothing here')).toBeTruthy();
    unmount();
    await draw({ data: [], loading: true });
    expect(screen.queryByText('Nothing here')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('adds a row actions column whose header only screen readers read', async () => {
    await draw({ rowActions: (r) => <button type="button">Edit {r.name}</button> });
    expect(screen.getByRole('columnheader', { name: 'Actions' }).querySelector('.sr-only')).toBeTruthy();
    expect(within(bodyRows()[0]!).getByRole('button', { name: 'Edit Beta' })).toBeTruthy();
  });

  it('is one tab stop; arrows, Home and End move between rows', async () => {
    await draw();
    const [first, second, third] = bodyRows();
    expect([first, second, third].map((r) => r!.tabIndex)).toEqual([0, -1, -1]);
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    expect(bodyRows().map((r) => r.tabIndex)).toEqual([0, -1, -1]);
  });

  it('draws only the rows in view when the list is long', async () => {
    const many = Array.from({ length: VIRTUAL_FROM * 5 }, (_, i) => ({
      id: `${i}`,
      name: `n${i}`,
      amount: i,
    }));
    await draw({ data: many });
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe(`${many.length + 1}`);
    expect(bodyRows().length).toBeLessThan(many.length);
  });
});

describe('cellText', () => {
  it('formats numbers, bigints and decimal strings in Chinese as in English, leaves other text alone', () => {
    const zh = numberFormat('zh-CN');
    expect(cellText(12345.5, zh)).toBe('12,345.5');
    expect(cellText(12345678901234567890n, zh)).toBe('12,345,678,901,234,567,890');
    expect(cellText('-1234.000100', zh)).toBe('-1,234.000100');
    expect(cellText('1234', undefined)).toBe('1234');
    expect(cellText(null, zh)).toBe('');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
  });
});
