import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fieldLabel, t } from '@tessera/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const here = fileURLToPath(new URL('.', import.meta.url));
const sources = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
);
// Every door's input schema (`*InputSchema`, `*QuerySchema`, `*BodySchema` of the `*.schemas.ts` files).
let modules: Record<string, unknown>[] = [];
beforeAll(async () => {
  modules = await Promise.all(
    sources
      .filter((f) => f.endsWith('.schemas.ts'))
      .map((f) => import(/* @vite-ignore */ `./${f}`) as Promise<Record<string, unknown>>),
  );
});

/** The object keys of a schema, two levels deep (a widget's `config`, a share's `roles`…). */
function keysOf(schema: unknown, depth = 0, seen = new Set<unknown>(), out = new Set<string>()) {
  if (!(schema instanceof z.ZodType) || seen.has(schema) || depth > 2) return out;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  if (def.type === 'object')
    for (const [key, inner] of Object.entries(def.shape as Record<string, unknown>)) {
      out.add(key);
      keysOf(inner, depth + 1, seen, out);
    }
  for (const part of ['innerType', 'element', 'in', 'out', 'valueType', 'schema', 'left', 'right'])
    keysOf(def[part], depth, seen, out);
  for (const option of (def.options as unknown[] | undefined) ?? []) keysOf(option, depth, seen, out);
  return out;
}

const inputKeys = () => {
  const keys = new Set<string>();
  for (const mod of modules)
    for (const [name, schema] of Object.entries(mod))
      if (/(Input|Query|Body)Schema$/.test(name)) keysOf(schema, 0, new Set(), keys);
  return [...keys].sort();
};

describe('field labels (issue 35: messages name a field as the form labels it)', () => {
  it('labels every field of every input schema in English and Chinese, never by its internal name', () => {
    const keys = inputKeys();
    expect(keys.length).toBeGreaterThan(100);
    const unlabelled = keys.filter((k) => fieldLabel('en', k) === k || fieldLabel('zh', k) === k);
    expect(unlabelled).toEqual([]);
  });

  it('names references, nested and listed fields by what the form shows', () => {
    expect(fieldLabel('en', 'sourceId')).toBe('Source');
    expect(fieldLabel('zh', 'sourceId')).toBe('数据源');
    expect(fieldLabel('en', 'dashboardId')).toBe('Dashboard');
    expect(fieldLabel('zh', 'viewIds')).toBe('数据视图');
    expect(fieldLabel('en', 'widgetToCreate.0.config.name')).toBe('Name');
    expect(fieldLabel('zh', 'emails.3')).toBe('邮箱地址');
    expect(t('en', 'validation:required', { label: fieldLabel('en', 'sourceId') })).toBe(
      'Source is required',
    );
    expect(t('zh', 'validation:required', { label: fieldLabel('zh', 'sourceId') })).toBe('数据源不能为空');
  });

  it('names every entity of a NOT_FOUND in the reader language', () => {
    const source = sources.map((f) => readFileSync(`${here}${f}`, 'utf8')).join('\n');
    const entities = [...new Set([...source.matchAll(/NOT_FOUND', \{ entity: '(\w+)'/g)].map((m) => m[1]!))];
    expect(entities).toContain('dashboard');
    for (const entity of entities) {
      const en = t('en', 'errors:NOT_FOUND', { entity });
      const zh = t('zh', 'errors:NOT_FOUND', { entity });
      expect(en.startsWith(entity), `${entity}: ${en}`).toBe(false);
      expect(zh, `${entity}: ${zh}`).not.toMatch(/[a-z]/i);
    }
    expect(t('en', 'errors:NOT_FOUND', { entity: 'dashboard' })).toBe('Dashboard not found');
    expect(t('zh', 'errors:NOT_FOUND', { entity: 'dashboard' })).toBe('仪表板不存在');
  });
});
