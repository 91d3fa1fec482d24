import { can, Level, type Can } from '@tessera/core';
import { users } from '@tessera/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthzFixture, type Fixture } from './authz-fixture';
import { tokenOf } from './test-app';
import { trpcRequest } from './trpc-request';

/**
 * The `can` flags the server attaches to sources and views, checked against the doors themselves:
 * for each actor of the authorisation matrix (plus a reader and a folder manager), a flag is true
 * exactly when the matching call is let through.
 */
type Actor = 'outsider' | 'member' | 'privileged' | 'owner' | 'reader' | 'folderManager';
const ACTORS: Actor[] = ['outsider', 'member', 'privileged', 'owner', 'reader', 'folderManager'];

let f: Fixture;
const tokens = {} as Record<Actor, string>;
const userIds = {} as Record<Actor, string>;
let folderId: string;
let childId: string;
let n = 0;

async function trpc(actor: Actor, procedure: string, input: unknown) {
  const res = await trpcRequest(f.t.app, procedure, input, {
    Authorization: `Bearer ${tokens[actor]}`,
    'X-Forwarded-For': `10.2.${n % 250}.${++n % 250}`,
  });
  const json = (await res.json()) as { result?: { data: { json: unknown } } };
  return { ok: res.status === 200, data: json.result?.data.json };
}

async function member(
  grants: { resourceType: string; resourceId: string; permission: number }[],
): Promise<[string, string]> {
  const id = await f.freshMember();
  const [u] = await f.t.db.db.select({ username: users.username }).from(users).where(eq(users.id, id));
  const login = await f.t.call('POST', '/api/v1/users/login', {
    body: { username: u!.username, password: 'passw0rd' },
  });
  const permissionToCreate = grants.map((g) => ({
    orgId: f.orgId,
    subjectType: 'USER_ROLE',
    subjectId: id,
    ...g,
  }));
  const r = await f.ownerCall('POST', '/api/v1/roles/permission/grant', { body: { permissionToCreate } });
  if (r.status !== 200) throw new Error(`grant failed: ${r.body.message}`);
  return [id, tokenOf(login.headers)];
}

beforeAll(async () => {
  f = await createAuthzFixture('platform');
  folderId = await f.freshFolder();
  const child = await f.ownerCall('POST', '/api/v1/sources', {
    body: { orgId: f.orgId, name: `child-${Date.now()}`, type: 'FILE', config: {}, parentId: folderId },
  });
  childId = (child.body.data as { id: string }).id;
  for (const a of ['outsider', 'member', 'privileged', 'owner'] as const) tokens[a] = f.tokens[a]!;
  Object.assign(userIds, f.ids);
  [userIds.reader, tokens.reader] = await member([
    { resourceType: 'VIEW', resourceId: '*', permission: Level.ENABLE },
    { resourceType: 'SOURCE', resourceId: '*', permission: Level.ENABLE },
    { resourceType: 'VIEW', resourceId: f.viewId, permission: Level.READ },
    { resourceType: 'SOURCE', resourceId: f.demoSourceId, permission: Level.READ },
  ]);
  [userIds.folderManager, tokens.folderManager] = await member([
    { resourceType: 'SOURCE', resourceId: '*', permission: Level.ENABLE },
    { resourceType: 'SOURCE', resourceId: folderId, permission: Level.CREATE },
    // Charts and dashboards at the top level, but not storyboards: the two viz roots differ.
    { resourceType: 'VIZ', resourceId: '*', permission: Level.ENABLE },
    { resourceType: 'VIZ', resourceId: 'FOLDER', permission: Level.CREATE },
  ]);
}, 180_000);
afterAll(async () => {
  await f?.t.close();
});

const NONE: Can = { read: false, manage: false, create: false, share: false, download: false };
const ctxOf = (actor: Actor) => f.t.ctx({ userId: userIds[actor], username: actor, sessionId: 'test' });

/** What each door answers for the actor on the item: read = byId, manage = a no-op move, create = a folder inside. */
async function doors(actor: Actor, kind: 'source' | 'view', id: string) {
  const read = await trpc(actor, `${kind}.byId`, { id });
  const detail = read.data as { name: string; parentId: string | null; isFolder: boolean } | undefined;
  const manage = detail
    ? (await trpc(actor, `${kind}.move`, { id, name: detail.name, parentId: detail.parentId })).ok
    : false;
  const create =
    kind === 'source' && detail?.isFolder
      ? (
          await trpc(actor, 'source.create', {
            orgId: f.orgId,
            name: `made-${++n}`,
            type: 'FOLDER',
            isFolder: true,
            parentId: id,
          })
        ).ok
      : undefined;
  return { read: read.ok, manage, create, detail: read.data as { can: Can } | undefined };
}

describe('can flags match the doors', () => {
  const resources = () =>
    [
      ['source', f.demoSourceId],
      ['source', folderId],
      ['source', childId],
      ['view', f.viewId],
    ] as const;

  for (const actor of ACTORS) {
    it(`for ${actor}`, async () => {
      const type = { source: 'SOURCE', view: 'VIEW' } as const;
      for (const [kind, id] of resources()) {
        const list = await trpc(actor, `${kind}.list`, { orgId: f.orgId });
        const listed = (list.data as { id: string; can: Can }[] | undefined)?.find((i) => i.id === id)?.can;
        const door = await doors(actor, kind, id);
        const flags = door.detail?.can ?? NONE;
        const where = `${actor} ${kind} ${id === folderId ? 'folder' : id}`;
        expect({ where, read: flags.read }).toEqual({ where, read: door.read });
        expect({ where, manage: flags.manage }).toEqual({ where, manage: door.manage });
        if (door.create !== undefined)
          expect({ where, create: flags.create }).toEqual({ where, create: door.create });
        // Share and download have no door of their own yet: the engine's check stands for it.
        const c = ctxOf(actor);
        expect({ where, share: flags.share }).toEqual({
          where,
          share: await can(c, f.orgId, type[kind], id, Level.SHARE),
        });
        expect({ where, download: flags.download }).toEqual({
          where,
          download: await can(c, f.orgId, type[kind], id, Level.DOWNLOAD),
        });
        // The list carries the same flags as the detail (or the item is not listed at all).
        if (door.read) expect({ where, listed }).toEqual({ where, listed: flags });
        else if (listed) expect({ where, read: listed.read }).toEqual({ where, read: false });
      }
    }, 60_000);
  }

  it('module switches and root flags match the module doors', async () => {
    for (const actor of ACTORS) {
      const mine = await trpc(actor, 'permission.mine', { orgId: f.orgId });
      const ctx = mine.data as { switches: Record<string, boolean>; roots: Record<string, Can> } | undefined;
      const switches = ctx?.switches ?? {};
      const roots = ctx?.roots ?? {};
      const where = actor;
      expect({ where, SOURCE: switches.SOURCE ?? false }).toEqual({
        where,
        SOURCE: (await trpc(actor, 'source.list', { orgId: f.orgId })).ok,
      });
      expect({ where, VIEW: switches.VIEW ?? false }).toEqual({
        where,
        VIEW: (await trpc(actor, 'view.list', { orgId: f.orgId })).ok,
      });
      expect({ where, USER: switches.USER ?? false }).toEqual({
        where,
        USER: (await trpc(actor, 'member.list', { orgId: f.orgId })).ok,
      });
      expect({ where, PERMISSION: switches.PERMISSION ?? false }).toEqual({
        where,
        PERMISSION: (await trpc(actor, 'permission.catalog', { orgId: f.orgId })).ok,
      });
      const top = await trpc(actor, 'source.create', {
        orgId: f.orgId,
        name: `top-${++n}`,
        type: 'FOLDER',
        isFolder: true,
      });
      expect({ where, createTop: roots.SOURCE?.create ?? false }).toEqual({ where, createTop: top.ok });
      const vizTop = await trpc(actor, 'viz.createFolder', { orgId: f.orgId, name: `viz-top-${++n}` });
      expect({ where, vizTop: roots.VIZ?.create ?? false }).toEqual({ where, vizTop: vizTop.ok });
      const storyTop = await trpc(actor, 'storyboard.create', { orgId: f.orgId, name: `story-top-${++n}` });
      expect({ where, storyTop: roots.STORYBOARD?.create ?? false }).toEqual({
        where,
        storyTop: storyTop.ok,
      });
    }
  }, 120_000);
});

describe('roles table', () => {
  it('counts the members of a role once they are added', async () => {
    const roleId = await f.freshRole();
    expect(
      (await trpc('owner', 'role.setUsers', { roleId, userIds: [userIds.member, userIds.reader] })).ok,
    ).toBe(true);
    const roles = (await trpc('owner', 'role.list', { orgId: f.orgId })).data as {
      id: string;
      memberCount: number;
    }[];
    expect(roles.find((r) => r.id === roleId)?.memberCount).toBe(2);
  });
});
