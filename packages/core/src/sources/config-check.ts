import { fileSourceConfigSchema, httpSourceConfigSchema, parseJdbcConfig, QueryError } from '@tessera/query';
import { AppError } from '../errors';

type Config = Record<string, unknown>;

const invalid = (detail: string) => new AppError('SOURCE_CONFIG_INVALID', { detail });

/** Extra driver properties may come as an object or as [{key, value}] rows from a form: keys must be unique. */
function normaliseProperties(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) {
    const out: Record<string, unknown> = {};
    for (const row of value as { key?: unknown; value?: unknown }[]) {
      const key = typeof row?.key === 'string' ? row.key.trim() : '';
      if (!key) continue;
      if (key in out)
        throw new AppError(
          'INVALID_INPUT',
          {},
          { fields: [{ path: 'config.properties', message: 'duplicateKey', params: { key } }] },
        );
      out[key] = row.value;
    }
    return out;
  }
  if (typeof value === 'object') return value as Record<string, unknown>;
  throw invalid('properties must be an object');
}

const isObject = (v: unknown): v is Config => !!v && typeof v === 'object' && !Array.isArray(v);
/** Keys whose value is not text: Datart's form sends `''` for them when left empty. */
const NOT_TEXT = new Set([
  'serverAggregate',
  'enableSpecialSQL',
  'enableSyncSchemas',
  'syncInterval',
  'poolSize',
  'properties',
  'timeout',
  'cacheEnable',
  'cacheTimeout',
]);
const withoutNone = (o: Config): Config =>
  Object.fromEntries(
    Object.entries(o).filter(([k, v]) => v !== null && v !== undefined && !(v === '' && NOT_TEXT.has(k))),
  );

/**
 * Datart's source form fills every field its template leaves without a default with `null` (a new source
 * with no password sends `password: null`), and empty non-text fields with `''`: both mean "not set".
 */
export function dropUnset(config: Config): Config {
  const out = withoutNone(config);
  if (Array.isArray(out.schemas))
    out.schemas = out.schemas.map((item) => (isObject(item) ? withoutNone(item) : item));
  return out;
}

/**
 * Checks a source config against its type before it is stored. A FILE source may start without
 * files (they are uploaded to it afterwards); its file paths must stay inside its own upload folder.
 */
export function validateSourceConfig(
  type: string,
  config: Config,
  _stored: Config = {},
  sourceId?: string,
): Config {
  config = dropUnset(config);
  try {
    if (type === 'JDBC') {
      const properties = normaliseProperties(config.properties);
      const next = properties ? { ...config, properties } : config;
      parseJdbcConfig(next);
      return next;
    }
    if (type === 'HTTP') {
      const r = httpSourceConfigSchema.safeParse(config);
      if (!r.success)
        throw invalid(r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      return config;
    }
    if (type === 'FILE') {
      const items = Array.isArray(config.schemas) ? config.schemas : [];
      if (items.length === 0) return { ...config, schemas: [] };
      const r = fileSourceConfigSchema.safeParse(config);
      if (!r.success)
        throw invalid(r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      for (const item of r.data.schemas) {
        const ok =
          sourceId && item.path.startsWith(`resources/data/source/${sourceId}/`) && !item.path.includes('..');
        if (!ok) throw invalid(`file ${item.path} does not belong to this source`);
      }
      return config;
    }
    if (type === 'DEMO') return {};
    throw invalid(`unknown type ${type}`);
  } catch (e) {
    if (e instanceof QueryError) throw invalid(e.message);
    throw e;
  }
}
