import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { registerThrowawayChart, throwawayChart } from '@tessera/charts/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dim, i18nWrapper, makeConfig, num } from '../../components/charts/test-fixtures';
import { TypePicker } from './type-picker';

let unregister: (() => void) | null = null;
afterEach(() => {
  unregister?.();
  unregister = null;
  cleanup();
});

const config = makeConfig('cluster-column-chart', { dimension: [dim('region')], metrics: [num('amount')] });

describe('TypePicker', () => {
  it('offers the 24 built-in types with their names and icons, the current one checked', async () => {
    render(<TypePicker config={config} onPick={() => {}} />, { wrapper: await i18nWrapper('zh') });
    const buttons = screen.getAllByRole('radio');
    expect(buttons).toHaveLength(24);
    expect(buttons[0]?.getAttribute('aria-label')).toBe('明细表');
    expect(screen.getByTestId('chart-type-cluster-column-chart').getAttribute('aria-checked')).toBe('true');
    expect(
      screen
        .getByTestId('chart-type-pie-chart')
        .querySelector('[data-chart-icon]')
        ?.getAttribute('data-chart-icon'),
    ).toBe('pie');
    // One dimension and one metric: a scatter (two metrics) is greyed out, a line is not.
    expect(screen.getByTestId('chart-type-scatter').dataset.fits).toBe('false');
    expect(screen.getByTestId('chart-type-line-chart').dataset.fits).toBe('true');
  });

  it('shows a registered type from its own folder, with its name and its own icon, and picks it', async () => {
    unregister = registerThrowawayChart();
    const onPick = vi.fn();
    render(<TypePicker config={config} onPick={onPick} />, { wrapper: await i18nWrapper() });
    const button = screen.getByRole('radio', { name: 'Lollipop' });
    expect(screen.getAllByRole('radio').at(-1)).toBe(button);
    expect(button.dataset.fits).toBe('true');
    expect(button.querySelector('svg path')?.getAttribute('d')).toBe(throwawayChart.iconPath);
    fireEvent.click(button);
    expect(onPick).toHaveBeenCalledWith('throwaway-lollipop');
  });
});
