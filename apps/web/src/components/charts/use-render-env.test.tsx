import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, createI18n } from '../../lib/i18n';
import { useChartsEnv } from './use-render-env';

afterEach(() => {
  cleanup();
  document.documentElement.classList.remove('dark');
});

const renders: string[] = [];
function Probe({ id }: { id: string }) {
  const { t, locale, theme } = useChartsEnv();
  renders.push(id);
  return <p data-testid={id}>{`${t('renderer.loading')}|${locale}|${theme}`}</p>;
}

async function page(children: ReactNode) {
  const i18n = createI18n();
  await changeLanguage(i18n, 'en');
  render(<I18nextProvider i18n={i18n}>{children}</I18nextProvider>);
  return i18n;
}

describe('the charts’ shared environment', () => {
  it('gives every chart the charts texts, locale and theme, and redraws them all on a language or theme change only', async () => {
    const i18n = await page(
      <>
        <Probe id="a" />
        <Probe id="b" />
      </>,
    );
    expect(screen.getByTestId('a').textContent).toBe('Loading…|en|light');
    renders.length = 0;
    await act(async () => {
      document.documentElement.classList.add('dark');
      await new Promise((r) => setTimeout(r, 0)); // the MutationObserver's turn
    });
    expect(screen.getByTestId('b').textContent).toBe('Loading…|en|dark');
    expect(renders.sort()).toEqual(['a', 'b']);
    await act(() => changeLanguage(i18n, 'zh'));
    expect(screen.getByTestId('a').textContent).toMatch(/\|zh\|dark$/);
    expect(screen.getByTestId('a').textContent).not.toMatch(/^Loading/);
    // Another class on <html> is no reason to redraw.
    renders.length = 0;
    await act(async () => {
      document.documentElement.classList.add('something-else');
      await new Promise((r) => setTimeout(r, 0));
    });
    document.documentElement.classList.remove('something-else');
    expect(renders).toEqual([]);
  });
});
