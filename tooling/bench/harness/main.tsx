import { parseDatachartConfig, toOption, type Dataframe, type EChartsOption } from '@tessera/charts';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import {
  ChartRenderer,
  changeLanguage,
  createI18n,
  createServices,
  echartsThemeName,
  forLargeData,
  loadECharts,
  ServicesProvider,
  withFontFallback,
} from '@tessera/web/harness';
import type { HarnessApi, HarnessSpec } from './harness-api';
import './harness.css';

const i18n = createI18n();
/** What the app provides around its charts (map charts fetch uploaded GeoJSON through the API deps). */
const services = createServices();
const stage = document.getElementById('stage') as HTMLDivElement;
let root: Root | null = null;

const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

async function prepare(spec: HarnessSpec): Promise<void> {
  root?.unmount();
  root = null;
  stage.innerHTML = '';
  document.documentElement.classList.toggle('dark', spec.theme === 'dark');
  await changeLanguage(i18n, spec.locale);
  Object.assign(stage.style, { width: `${spec.width}px`, height: `${spec.height}px`, padding: '0' });
}

/** Mounts the real ChartRenderer and resolves after the frame that shows the chart. */
async function render(spec: HarnessSpec, until: 'rendered' | 'settled' = 'rendered'): Promise<number> {
  await prepare(spec);
  const config = parseDatachartConfig(spec.config);
  return new Promise<number>((resolve) => {
    let done = false;
    performance.mark('render-start');
    const onDrawn = () => {
      if (done) return;
      done = true;
      void nextPaint().then(() => {
        performance.mark('render-painted');
        resolve(performance.measure('render', 'render-start', 'render-painted').duration);
      });
    };
    root = createRoot(stage);
    root.render(
      <ServicesProvider services={services}>
        <I18nextProvider i18n={i18n}>
          <ChartRenderer
            config={config}
            dataframe={spec.dataframe}
            {...(until === 'rendered' ? { onRendered: onDrawn } : { onSettled: onDrawn })}
          />
        </I18nextProvider>
      </ServicesProvider>,
    );
  });
}

/**
 * Baseline: the same chart's option precomputed (the renderer's large-data and font settings included, so both
 * draw the same thing), drawn with raw ECharts (init + setOption).
 */
async function baselineECharts(spec: HarnessSpec, option: EChartsOption): Promise<number> {
  await prepare(spec);
  const echarts = await loadECharts();
  const el = document.createElement('div');
  Object.assign(el.style, { width: '100%', height: '100%' });
  stage.appendChild(el);
  performance.mark('baseline-start');
  const chart = echarts.init(el, echartsThemeName[spec.theme], { renderer: 'canvas' });
  // The first drawn frame, as ChartRenderer's onRendered (animations continue after it).
  const finished = new Promise<void>((resolve) => chart.on('rendered', () => resolve()));
  chart.setOption(option as Parameters<typeof chart.setOption>[0]);
  await finished;
  await nextPaint();
  performance.mark('baseline-painted');
  const ms = performance.measure('baseline', 'baseline-start', 'baseline-painted').duration;
  chart.dispose();
  return ms;
}

/** Baseline for tables: every row as a plain <table> (no virtualisation, no framework). */
async function baselineTable(spec: HarnessSpec, frame: Dataframe): Promise<number> {
  await prepare(spec);
  performance.mark('table-start');
  const table = document.createElement('table');
  const body = frame.rows
    .map((r) => `<tr>${r.map((c) => `<td>${c === null ? '' : String(c)}</td>`).join('')}</tr>`)
    .join('');
  table.innerHTML = `<tbody>${body}</tbody>`;
  const box = document.createElement('div');
  Object.assign(box.style, { overflow: 'auto', width: '100%', height: '100%' });
  box.appendChild(table);
  stage.appendChild(box);
  await nextPaint();
  performance.mark('table-painted');
  return performance.measure('table', 'table-start', 'table-painted').duration;
}

const api: HarnessApi = {
  render: (spec) => render(spec, 'rendered'),
  renderSettled: (spec) => render(spec, 'settled'),
  async warm() {
    await loadECharts();
  },
  toOptionMs(spec) {
    const config = parseDatachartConfig(spec.config);
    const ctx = { locale: spec.locale, theme: spec.theme, width: spec.width, height: spec.height };
    performance.mark('option-start');
    toOption(config, spec.dataframe, ctx);
    performance.mark('option-end');
    return performance.measure('toOption', 'option-start', 'option-end').duration;
  },
  baselineECharts(spec) {
    const config = parseDatachartConfig(spec.config);
    const ctx = { locale: spec.locale, theme: spec.theme, width: spec.width, height: spec.height };
    return baselineECharts(spec, withFontFallback(forLargeData(toOption(config, spec.dataframe, ctx))));
  },
  baselineTable: (spec) => baselineTable(spec, spec.dataframe),
};
(window as unknown as { harness: HarnessApi }).harness = api;
document.body.dataset.ready = 'true';
