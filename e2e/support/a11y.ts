import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Every axe rule runs, best practices included (one main landmark, a level-one heading, content inside
 * regions, heading order), and every impact but `minor` fails a journey (see docs/decisions.md,
 * "Accessibility checks").
 */
const GATED = new Set(['moderate', 'serious', 'critical']);

/**
 * The texts of the charts on the page whose contrast with the chart's background is below WCAG AA (4.5:1,
 * 3:1 for large text). ECharts draws on a canvas, where axe sees nothing: a page whose charts are drawn
 * as SVG (`TESSERA_CHART_RENDERER=svg`, see `drawChartsAsSvg`) has them as `<text>` elements, measured
 * here as axe measures HTML text — the fill (with its opacity) over the first opaque background behind
 * the chart. Colours are read through a canvas, so any CSS colour (oklch included) is compared.
 */
function chartTextProblems(): { measured: number; problems: string[] } {
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const rgba = (color: string): [number, number, number, number] => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#000';
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = ([r, g, b]: number[]) =>
    0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  const backdrop = (el: Element | null): [number, number, number, number] => {
    for (let e = el; e; e = e.parentElement) {
      const bg = getComputedStyle(e).backgroundColor;
      const c = rgba(bg);
      if (bg !== 'transparent' && c[3] > 0) return c;
    }
    return [255, 255, 255, 1];
  };
  const problems: string[] = [];
  let measured = 0;
  for (const text of Array.from(document.querySelectorAll<SVGTextElement>('[data-chart-surface] svg text'))) {
    const words = text.textContent?.trim() ?? '';
    const box = text.getBoundingClientRect();
    if (!words || box.width === 0 || box.height === 0) continue;
    const style = getComputedStyle(text);
    if (style.visibility === 'hidden' || style.fill === 'none') continue;
    measured += 1;
    const [r, g, b, a] = rgba(style.fill);
    const alpha = a * Number(style.fillOpacity || 1) * Number(style.opacity || 1);
    const bg = backdrop(text.closest('[data-chart-surface]'));
    const blended = [r, g, b].map((v, i) => v * alpha + bg[i]! * (1 - alpha));
    const [l1, l2] = [luminance(blended), luminance(bg)];
    const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
    const size = parseFloat(style.fontSize);
    const bold = style.fontWeight === 'bold' || Number(style.fontWeight) >= 700;
    const needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    if (ratio < needed)
      problems.push(`"${words.slice(0, 40)}" ${ratio.toFixed(2)}:1 (needs ${needed}:1, fill ${style.fill})`);
  }
  return { measured, problems };
}

/** Charts drawn as SVG on this page's next loads, so that their texts are checked with the page. */
export async function drawChartsAsSvg(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('TESSERA_CHART_RENDERER', 'svg'));
}

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
    // The charts' own texts (SVG): they redraw in the theme just set, so their colours are read again
    // until they pass or the wait runs out; what is still too faint then is reported.
    if ((await page.locator('[data-chart-surface] svg text').count()) > 0) {
      let faint: string[] = [];
      let measured = 0;
      await expect
        .poll(
          async () => {
            ({ measured, problems: faint } = await page.evaluate(chartTextProblems));
            return faint;
          },
          { timeout: 10_000 },
        )
        .toEqual([])
        .catch(() => undefined);
      if (measured === 0)
        found.push(`${label} [${theme}] chart texts are in the page but none could be measured`);
      for (const f of faint) found.push(`${label} [${theme}] chart text ${f}`);
    }
  }
  await page.evaluate((t) => {
    if (t === null) localStorage.removeItem('THEME');
    else localStorage.setItem('THEME', t);
    const dark = t === 'dark' || (t !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  }, before);
  expect(found, 'moderate, serious or critical accessibility violations').toEqual([]);
}
