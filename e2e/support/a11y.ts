import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Every axe rule runs, best practices included (one main landmark, a level-one heading, content inside
 * regions, heading order), and every impact but `minor` fails a journey (see docs/decisions.md,
 * "Accessibility checks").
 */
const GATED = new Set(['moderate', 'serious', 'critical']);

/**
 * Runs axe-core on the page as it is, in the light and the dark theme (switched the way the app does it:
 * the stored choice and the `dark` class), and fails on any gated violation with the rule, the elements
 * and the theme. The theme the page had is put back.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const before = await page.evaluate(() => localStorage.getItem('THEME'));
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(async (t) => {
      localStorage.setItem('THEME', t);
      document.documentElement.classList.toggle('dark', t === 'dark');
      // Colours that transition (`transition-colors`) would be measured half-way: wait for them to land
      // (not for endless ones, such as a spinner's).
      await new Promise((r) => requestAnimationFrame(r));
      const ending = document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
      await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    }, theme);
    const result = await new AxeBuilder({ page }).analyze();
    for (const v of result.violations)
      if (v.impact && GATED.has(v.impact))
        found.push(
          `${label} [${theme}] ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
        );
  }
  await page.evaluate((t) => {
    if (t === null) localStorage.removeItem('THEME');
    else localStorage.setItem('THEME', t);
    const dark = t === 'dark' || (t !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  }, before);
  expect(found, 'moderate, serious or critical accessibility violations').toEqual([]);
}
