import { refreshSeconds } from './use-auto-refresh';
import { writeRefresh } from './widget-style';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/**
 * Board-level auto refresh. Datart keeps auto refresh per widget (`loopFetchGroup` in the widget's props);
 * a board keeps the same group in its own `jsonConfig.props`, so one reader and one writer serve both and
 * the 5-second floor is the same.
 */
export function boardRefreshSeconds(config: unknown): number | null {
  const c = obj(typeof config === 'string' ? (JSON.parse(config) as unknown) : config);
  return refreshSeconds({ customConfig: { props: obj(c.jsonConfig).props } });
}

/** The board config with auto refresh every `seconds` (0 = off), every other prop kept. */
export function writeBoardRefresh(config: unknown, seconds: number): Json {
  const c = obj(typeof config === 'string' ? (JSON.parse(config) as unknown) : config);
  const jsonConfig = obj(c.jsonConfig);
  const written = writeRefresh({ customConfig: { props: jsonConfig.props } }, seconds);
  return { ...c, jsonConfig: { ...jsonConfig, props: obj(written.customConfig).props } };
}
