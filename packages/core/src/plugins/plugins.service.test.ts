import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, customChartPlugins, memberships, users } from '@tessera/db';
import type { Ctx } from '../context';
import { createOrgRecord, createTestEnv, type TestEnv } from '../testing';
import { validateDatachartConfig } from '../viz/chart-config';
import { PLUGIN_MAX_BYTES } from './read-plugin-script';
import { deletePlugin, enabledPlugins, listPlugins, setPluginEnabled, uploadPlugin } from './plugins.service';

let t: TestEnv;
const env = { orgA: '', orgB: '', owner: '', member: '', outsider: '' };
const as = (userId: string): Ctx => t.ctx({ userId, username: userId, sessionId: 's' });
const bytes = (text: string) => new TextEncoder().encode(text);
const script = (extra = '') => `
definePlugin({
  meta: { name: { en: 'Dots', zh: '点图' }, requirements: { group: [1, 1], aggregate: [1, 1] } },
  config: { datas: [{ key: 'dimension', type: 'group', limit: [1, 1] }, { key: 'metrics', type: 'aggregate' }] },
  onUpdated(props, context) { context.root.textContent = String(props.rows.length); },
  ${extra}
});`;
const upload = (ctx: Ctx, orgId: string, name: string, text: string) =>
  uploadPlugin(ctx, { orgId, name }, async () => bytes(text));
const countRows = async () => (await t.db.db.select().from(customChartPlugins)).length;

beforeAll(async () => {
  t = await createTestEnv();
  const mk = async (username: string) =>
    (
      await t.db.db
        .insert(users)
        .values({ username, name: username, email: `${username}@example.com`, passwordHash: 'x' })
        .returning()
    )[0]!.id;
  env.owner = await mk('owner');
  env.member = await mk('member');
  env.outsider = await mk('outsider');
  env.orgA = (await createOrgRecord(t.db.db, { name: 'A', creatorId: env.owner })).id;
  env.orgB = (await createOrgRecord(t.db.db, { name: 'B', creatorId: env.outsider })).id;
  await t.db.db.insert(memberships).values({ orgId: env.orgA, userId: env.member });
});
afterAll(() => t.close());

describe('chart plugins', () => {
  it('stores an owner’s plugin with the meta and config read from its script, and audits it', async () => {
    const plugin = await upload(as(env.owner), env.orgA, 'Dots', script());
    expect(plugin.enabled).toBe(true);
    expect(plugin.definition.meta.name).toEqual({ en: 'Dots', zh: '点图' });
    expect(plugin.definition.config.datas.map((d) => d.key)).toEqual(['dimension', 'metrics']);
    expect(plugin.sha256).toMatch(/^[0-9a-f]{64}$/);
    const [logged] = await t.db.db.select().from(auditLog).where(eq(auditLog.targetId, plugin.id));
    expect(logged?.action).toBe('plugin.upload');
    // Members load the enabled ones with their scripts; only owners see the management list.
    const loaded = await enabledPlugins(as(env.member), { orgId: env.orgA });
    expect(loaded.map((p) => p.name)).toEqual(['Dots']);
    expect(loaded[0]!.source).toContain('definePlugin');
    await expect(listPlugins(as(env.member), { orgId: env.orgA })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await listPlugins(as(env.owner), { orgId: env.orgA })).plugins).toHaveLength(1);
  });

  it('refuses a file over the size limit without storing anything', async () => {
    const big = script() + '\n//' + 'x'.repeat(PLUGIN_MAX_BYTES);
    const before = await countRows();
    await expect(upload(as(env.owner), env.orgA, 'Big', big)).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      params: { max: '512 KB' },
    });
    expect(await countRows()).toBe(before);
  });

  it('refuses a file that is not JavaScript, naming the line', async () => {
    await expect(upload(as(env.owner), env.orgA, 'Png', '\u0089PNG\r\n\u001a\n IHDR')).rejects.toMatchObject({
      code: 'PLUGIN_NOT_JAVASCRIPT',
    });
    await expect(
      upload(as(env.owner), env.orgA, 'Broken', 'definePlugin({\n  meta: { name: "x" ,,\n});'),
    ).rejects.toMatchObject({ code: 'PLUGIN_NOT_JAVASCRIPT', params: { line: 2 } });
  });

  it('refuses a script without one literal definePlugin call, or without onUpdated', async () => {
    await expect(upload(as(env.owner), env.orgA, 'None', 'console.log(1);')).rejects.toMatchObject({
      code: 'PLUGIN_DEFINITION_MISSING',
    });
    await expect(
      upload(
        as(env.owner),
        env.orgA,
        'Computed',
        script().replace("name: { en: 'Dots', zh: '点图' }", 'name: pick()'),
      ),
    ).rejects.toMatchObject({ code: 'PLUGIN_DEFINITION_INVALID', params: { path: 'meta.name' } });
    await expect(
      upload(
        as(env.owner),
        env.orgA,
        'NoDraw',
        script().replace('onUpdated(props, context)', 'onMount(props, context)'),
      ),
    ).rejects.toMatchObject({ code: 'PLUGIN_DEFINITION_INVALID', params: { path: 'onUpdated' } });
    await expect(
      upload(as(env.owner), env.orgA, 'BadSection', script().replace("type: 'aggregate'", "type: 'weird'")),
    ).rejects.toMatchObject({ code: 'PLUGIN_DEFINITION_INVALID' });
  });

  it('refuses non-owners and other organisations', async () => {
    await expect(upload(as(env.member), env.orgA, 'Mine', script())).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(upload(as(env.outsider), env.orgA, 'Theirs', script())).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(enabledPlugins(as(env.outsider), { orgId: env.orgA })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const [dots] = (await listPlugins(as(env.owner), { orgId: env.orgA })).plugins;
    // The owner of organisation B may not touch A's plugin.
    await expect(setPluginEnabled(as(env.outsider), { id: dots!.id, enabled: false })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(deletePlugin(as(env.outsider), { id: dots!.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(setPluginEnabled(as(env.member), { id: dots!.id, enabled: false })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('refuses a second plugin of the same name (409)', async () => {
    await expect(upload(as(env.owner), env.orgA, 'Dots', script())).rejects.toMatchObject({
      code: 'NAME_EXISTS',
    });
  });

  it('disables, enables and deletes; a disabled plugin is not loaded for charts', async () => {
    const [dots] = (await listPlugins(as(env.owner), { orgId: env.orgA })).plugins;
    await setPluginEnabled(as(env.owner), { id: dots!.id, enabled: false });
    expect(await enabledPlugins(as(env.member), { orgId: env.orgA })).toEqual([]);
    await setPluginEnabled(as(env.owner), { id: dots!.id, enabled: true });
    expect(await enabledPlugins(as(env.member), { orgId: env.orgA })).toHaveLength(1);
    await deletePlugin(as(env.owner), { id: dots!.id });
    expect((await listPlugins(as(env.owner), { orgId: env.orgA })).plugins).toEqual([]);
    await expect(deletePlugin(as(env.owner), { id: dots!.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets a chart config name a plugin chart, and only by its id form', () => {
    const config = (chartGraphId: string) => ({
      chartGraphId,
      aggregation: true,
      chartConfig: { datas: [] },
    });
    expect(validateDatachartConfig(config(`plugin-${'b'.repeat(32)}`)).chartGraphId).toBe(
      `plugin-${'b'.repeat(32)}`,
    );
    expect(() => validateDatachartConfig(config('plugin-nope'))).toThrow(
      expect.objectContaining({ code: 'CHART_CONFIG_INVALID' }),
    );
  });
});
