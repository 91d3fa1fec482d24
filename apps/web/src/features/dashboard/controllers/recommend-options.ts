import { datartRecommendKeys, recommendTimeKeys } from '@tessera/charts';

/** Datart's spelling of a range (`last_7_days`) as Tessera spells the same range (`last7Days`). */
const tesseraSpelling = (key: string) => key.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase());

/** Datart's keys that Tessera spells differently (`this_week`, `last_7_days`, …). */
const datartOnly = datartRecommendKeys.filter((k) => !recommendTimeKeys.includes(k));

/** A stored recommended-range key either spelling reads: Tessera's, or Datart's as its filters store it. */
export const isRecommendOption = (v: unknown): v is string =>
  typeof v === 'string' && (recommendTimeKeys.includes(v) || datartOnly.includes(v));

/**
 * The keys a recommended-time select offers: Tessera's list, where a stored Datart key stands in for the
 * range it names (so a controller saved by Datart shows its range, not "All", and no range is listed
 * twice). Each key has its label under `dashboards:controller.recommend`.
 */
export function recommendOptions(current: unknown): string[] {
  const datart = typeof current === 'string' && datartOnly.includes(current) ? current : null;
  return recommendTimeKeys.map((k) => (datart && tesseraSpelling(datart) === k ? datart : k));
}
