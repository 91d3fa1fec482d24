import { readBoard, type BoardWidget } from '@tessera/charts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { registerDashboardsI18n } from '../../lib/dashboards-i18n';
import { changeLanguage, createI18n } from '../../lib/i18n';
import { ControllerWidget } from './controller-widget';

afterEach(cleanup);

async function i18nWrapper() {
  const i18n = createI18n();
  registerDashboardsI18n(i18n);
  await changeLanguage(i18n, 'en');
  return ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

const controller = (facade: string, config: Record<string, unknown> = {}): BoardWidget =>
  readBoard(
    [
      {
        id: 'c',
        config: {
          name: 'Period',
          type: 'controller',
          originalType: facade,
          content: {
            type: facade,
            relatedViews: [
              { viewId: 'v', relatedCategory: 'field', fieldValue: 'f', fieldValueType: 'STRING' },
            ],
            config: { valueOptionType: 'common', controllerValues: [], ...config },
          },
        },
      },
    ],
    [],
  )[0]!;

describe('controller widget', () => {
  it('a time-range picker kept as "last N days" changes its reach and stays relative', async () => {
    const onChange = vi.fn();
    render(
      <ControllerWidget
        widget={controller('rangeTimePicker')}
        options={undefined}
        values={[
          { amount: 6, unit: 'd', direction: '-' },
          { amount: 0, unit: 'd', direction: '+0' },
        ]}
        onChange={onChange}
      />,
      { wrapper: await i18nWrapper() },
    );
    const amount = screen.getByLabelText('How many units back Period reaches');
    expect(amount).toHaveProperty('value', '7');
    fireEvent.change(amount, { target: { value: '30' } });
    fireEvent.keyDown(amount, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith([
      { amount: 29, unit: 'd', direction: '-' },
      { amount: 0, unit: 'd', direction: '+0' },
    ]);
  });

  it('a required controller without a value says so; the operator shows only where viewers may change it', async () => {
    const wrapper = await i18nWrapper();
    const { rerender } = render(
      <ControllerWidget
        widget={controller('text', { required: true })}
        options={undefined}
        values={[]}
        onChange={() => undefined}
        onOperator={() => undefined}
      />,
      { wrapper },
    );
    expect(screen.getByRole('alert').textContent).toBe('Period needs a value');
    expect(screen.queryByLabelText('Operator of Period')).toBeNull();
    rerender(
      <ControllerWidget
        widget={controller('text', { required: true, canChangeSqlOperator: true })}
        options={undefined}
        values={['abc']}
        onChange={() => undefined}
        onOperator={() => undefined}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Operator of Period').textContent).toBe('contains');
  });

  it('a tree nests its options by parent and a branch checks every leaf under it', async () => {
    const onChange = vi.fn();
    render(
      <ControllerWidget
        widget={controller('tree', { parentFields: ['country'] })}
        options={
          {
            columns: [],
            rows: [
              ['France', 'Lyon'],
              ['France', 'Paris'],
              ['Spain', 'Madrid'],
            ],
          } as never
        }
        values={['Lyon']}
        onChange={onChange}
      />,
      { wrapper: await i18nWrapper() },
    );
    const france = screen.getByRole('checkbox', { name: 'France' });
    expect(france.getAttribute('data-state')).toBe('indeterminate');
    fireEvent.click(france);
    expect(onChange).toHaveBeenCalledWith(['Lyon', 'Paris']);
  });
});
