// Chromium speed bench for chart rendering (issue 13 "Speed"): the web app's real ChartRenderer in the
// harness page, timed with performance marks in the page, against baselines drawn in the same run.
import { percentile } from '../stats';
import { linePoints, tableRows } from './bench-frames';
import { openHarness } from './harness-page';

const RUNS = Number(process.env.BENCH_CHART_RUNS ?? 9);
const TARGET_MS = 150;
const size = { width: 960, height: 480, theme: 'light' as const, locale: 'en' as const };

const ms = (v: number) => `${v.toFixed(1)} ms`;

async function main(): Promise<void> {
  const harness = await openHarness();
  const line = { ...linePoints(), ...size };
  const table = { ...tableRows(), ...size };
  try {
    // Loads the ECharts chunk and warms the JIT; the timed runs measure drawing, not downloading.
    await harness.call('warm', line);
    await harness.call('render', line);
    await harness.call('render', table);
    const samples: Record<string, number[]> = {
      toOption: [],
      line: [],
      echarts: [],
      table: [],
      rawTable: [],
    };
    for (let i = 0; i < RUNS; i += 1) {
      samples.toOption?.push(await harness.call('toOptionMs', line));
      samples.line?.push(await harness.call('render', line));
      samples.echarts?.push(await harness.call('baselineECharts', line));
      samples.table?.push(await harness.call('render', table));
      samples.rawTable?.push(await harness.call('baselineTable', table));
    }
    const p50 = (k: string) => percentile(samples[k] ?? [], 50);
    const p95 = (k: string) => percentile(samples[k] ?? [], 95);
    const rows = [
      ['10,000-point line: toOption alone', ms(p50('toOption')), ms(p95('toOption')), '—', '—'],
      [
        '10,000-point line: ChartRenderer, toOption + first paint',
        ms(p50('line')),
        ms(p95('line')),
        `raw ECharts init + setOption of the precomputed option: ${ms(p50('echarts'))}`,
        p50('line') <= TARGET_MS ? 'PASS' : 'MISS',
      ],
      [
        '5,000-row table: ChartRenderer, model + first paint',
        ms(p50('table')),
        ms(p95('table')),
        `plain <table> of all rows via innerHTML: ${ms(p50('rawTable'))}`,
        p50('table') <= TARGET_MS ? 'PASS' : 'MISS',
      ],
    ];
    console.log(`\nChart rendering in Chromium (${RUNS} runs each, p50 / p95; target ≤ ${TARGET_MS} ms)\n`);
    console.log('| Case | p50 | p95 | Baseline (same run, p50) | Target |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  } finally {
    await harness.close();
  }
}

await main();
