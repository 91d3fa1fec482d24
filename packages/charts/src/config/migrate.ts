import { ChartError } from '../errors';
import { compareVersions, currentConfigVersion } from './versions';

/** Datart names date-level fields `<col>@date_level_delimiter@AGG_DATE_YEAR`. */
export const DATE_LEVEL_DELIMITER = '@date_level_delimiter@';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);

/** RC.0: computed fields got a `name`; older ones only had an `id`. */
function toRc0(config: Json): void {
  for (const field of list(config.computedFields)) {
    if (!field.name && typeof field.id === 'string') field.name = field.id;
  }
}

function baseFieldOf(row: Json): string | undefined {
  if (typeof row.field === 'string') return row.field;
  // Older date-level rows had ids like `date（year）` (full-width parenthesis).
  if (typeof row.id === 'string') return row.id.split('（')[0];
  return undefined;
}

/** RC.2: date-level fields are named `<col>@date_level_delimiter@<FUNCTION>`. */
function toRc2(config: Json): void {
  const chartConfig = isObject(config.chartConfig) ? config.chartConfig : {};
  const rows = list(chartConfig.datas).flatMap((section) => list(section.rows));
  for (const row of rows) {
    if (row.category !== 'dateLevelComputedField' || typeof row.colName !== 'string') continue;
    if (row.colName.includes(DATE_LEVEL_DELIMITER) || typeof row.expression !== 'string') continue;
    const base = baseFieldOf(row);
    if (base) row.colName = `${base}${DATE_LEVEL_DELIMITER}${row.expression.split('(')[0]}`;
  }
  for (const field of list(config.computedFields)) {
    if (field.category !== 'dateLevelComputedField' || typeof field.name !== 'string') continue;
    if (field.name.includes(DATE_LEVEL_DELIMITER) || typeof field.expression !== 'string') continue;
    const row = rows.find((r) => r.expression === field.expression);
    const base = row ? baseFieldOf(row) : undefined;
    if (base) field.name = `${base}${DATE_LEVEL_DELIMITER}${field.expression.split('(')[0]}`;
  }
}

const steps: { version: string; run: (config: Json) => void }[] = [
  { version: '1.0.0-RC.0', run: toRc0 },
  { version: '1.0.0-RC.2', run: toRc2 },
];

/**
 * Brings a stored datachart config (object or JSON string) up to the current version. Steps newer than
 * the config's version run in order; the input is not mutated. A config from a newer version than this
 * package knows fails with CHART_CONFIG_TOO_NEW rather than being silently misread.
 */
export function migrateConfig(input: unknown): Json {
  const raw: unknown = typeof input === 'string' ? safeJson(input) : input;
  if (!isObject(raw)) throw new ChartError('CHART_CONFIG_INVALID', { reason: 'not an object' });
  const config = JSON.parse(JSON.stringify(raw)) as Json;
  const version = typeof config.version === 'string' && config.version ? config.version : '0.0.0';
  const order = compareVersions(version, currentConfigVersion);
  if (order === null) throw new ChartError('CHART_CONFIG_INVALID', { reason: 'version', version });
  if (order > 0) throw new ChartError('CHART_CONFIG_TOO_NEW', { version, supported: currentConfigVersion });
  for (const step of steps) {
    if ((compareVersions(version, step.version) ?? 0) < 0) step.run(config);
  }
  config.version = currentConfigVersion;
  return config;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ChartError('CHART_CONFIG_INVALID', { reason: 'json' });
  }
}
