import { z } from 'zod';
import { QueryError } from '../errors';
import { poolSizeOf } from './pool-size';

export const jdbcDbTypes = ['POSTGRESQL', 'MYSQL', 'MARIADB'] as const;

/** Datart's JDBC source config (datart-facts §4); only PostgreSQL and MySQL/MariaDB are accepted. */
export const jdbcConfigSchema = z.object({
  dbType: z.string().min(1),
  url: z.string().min(1).max(2000),
  user: z.string().max(500).optional(),
  username: z.string().max(500).optional(),
  password: z.string().max(2000).optional(),
  driverClass: z.string().optional(),
  serverAggregate: z.boolean().optional(),
  enableSpecialSQL: z.boolean().optional(),
  enableSyncSchemas: z.boolean().optional(),
  syncInterval: z.number().optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
  /** Connections held open for this source (1..100, default 10); also read from `properties.poolSize`. */
  poolSize: z.union([z.number(), z.string()]).optional(),
});
export type JdbcConfig = z.infer<typeof jdbcConfigSchema>;

export interface NativeConnectionConfig {
  kind: 'postgres' | 'mysql';
  host: string;
  port: number;
  database: string;
  user: string;
  password?: string;
  ssl: boolean;
  /** Connections the source may hold open (see poolSizeOf). */
  poolSize: number;
}

const URL_RE = /^jdbc:(postgresql|mysql|mariadb):\/\/([^/?#]+)\/([^?#;]*)(\?[^#]*)?$/i;
const HOST_RE = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/;

const invalid = (message: string): never => {
  throw new QueryError('SOURCE_CONFIG_INVALID', message);
};

/** Map `jdbc:postgresql://host:port/db` (and mysql/mariadb) to a native driver config. */
export function parseJdbcConfig(input: unknown): NativeConnectionConfig {
  const parsed = jdbcConfigSchema.safeParse(input);
  if (!parsed.success) return invalid('A JDBC source needs dbType and url');
  const cfg = parsed.data;
  const dbType = cfg.dbType.toUpperCase();
  if (!(jdbcDbTypes as readonly string[]).includes(dbType)) {
    return invalid(`Database type ${cfg.dbType} is not supported (PostgreSQL, MySQL and MariaDB are)`);
  }
  const m = URL_RE.exec(cfg.url.trim());
  if (!m)
    return invalid(
      'The URL must look like jdbc:postgresql://host:port/database or jdbc:mysql://host:port/database',
    );
  const [, scheme = '', hostPort = '', database = '', query = ''] = m;
  const kind = scheme.toLowerCase() === 'postgresql' ? 'postgres' : 'mysql';
  if ((kind === 'postgres') !== (dbType === 'POSTGRESQL'))
    invalid(`The URL does not match the database type ${dbType}`);
  const hp = HOST_RE.exec(hostPort);
  if (!hp) return invalid('The URL must name exactly one host');
  const host = (hp[1] as string).replace(/^\[|\]$/g, '');
  const port = hp[2] ? Number(hp[2]) : kind === 'postgres' ? 5432 : 3306;
  if (port < 1 || port > 65535) invalid('The port is out of range');
  if (!database) invalid('The URL must name a database');
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const ssl =
    params.get('ssl') === 'true' ||
    ['require', 'verify-ca', 'verify-full'].includes(params.get('sslmode') ?? '') ||
    params.get('useSSL') === 'true';
  const poolSize = poolSizeOf(cfg);
  return {
    kind,
    host,
    port,
    database: decodeURIComponent(database),
    user: cfg.user ?? cfg.username ?? '',
    password: cfg.password,
    ssl,
    poolSize,
  };
}
