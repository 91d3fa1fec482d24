import type { Dataframe } from '@tessera/charts';

/** One chart to draw in the harness page. */
export interface HarnessSpec {
  /** A datachart config (object or Datart JSON string). */
  config: unknown;
  dataframe: Dataframe;
  theme: 'light' | 'dark';
  locale: 'en' | 'zh';
  width: number;
  height: number;
}

/** What the harness page exposes as `window.harness` (all times in ms, from performance marks). */
export interface HarnessApi {
  /** Time to the first drawn frame. */
  render(spec: HarnessSpec): Promise<number>;
  /** Time until drawing settles (animations done): for screenshots. */
  renderSettled(spec: HarnessSpec): Promise<number>;
  warm(): Promise<void>;
  toOptionMs(spec: HarnessSpec): number;
  baselineECharts(spec: HarnessSpec): Promise<number>;
  baselineTable(spec: HarnessSpec): Promise<number>;
}
