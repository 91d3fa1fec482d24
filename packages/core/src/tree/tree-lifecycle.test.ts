import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword } from '@tessera/auth/server';
import { schedules, sources, STATUS, storyboards, users, views, vizFolders } from '@tessera/db';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { createDashboard } from '../dashboards/dashboards.service';
import { createDashboardInputSchema } from '../dashboards/dashboards.schemas';
import {
  checkSourceName,
  createSource,
  deleteSource,
  listArchivedSources,
  moveSource,
  unarchiveSource,
} from '../sources/sources.service';
import {
  checkSourceNameInputSchema,
  createSourceInputSchema,
  deleteSourceInputSchema,
  moveSourceInputSchema,
  unarchiveSourceInputSchema,
} from '../sources/sources.schemas';
import { createStoryboard, removeStoryboard, updateStoryboard } from '../storyboards/storyboards.service';
import {
  createStoryboardInputSchema,
  removeStoryboardInputSchema,
  updateStoryboardInputSchema,
} from '../storyboards/storyboards.schemas';
import { createOrgRecord, createTestEnv, type TestEnv } from '../testing';
import { parse } from '../validation';
import { createTreeLifecycle } from './tree-lifecycle';
import {
  checkViewName,
  createView,
  deleteView,
  listViews,
  moveView,
  unarchiveView,
} from '../views/views.service';
import {
  checkViewNameInputSchema,
  createViewInputSchema,
  deleteViewInputSchema,
  moveViewInputSchema,
  unarchiveViewInputSchema,
} from '../views/views.schemas';
import { archived, removeNode, unarchive } from '../viz-lifecycle';
import { createDatachart } from '../viz/datacharts.service';
import { checkVizName, createFolder, updateFolder } from '../viz/viz.service';
import {
  archivedListInputSchema,
  checkVizNameInputSchema,
  createDatachartInputSchema,
  createFolderInputSchema,
  deleteVizInputSchema,
  unarchiveVizInputSchema,
  updateFolderInputSchema,
} from '../viz/viz.schemas';

// One suite for the tree lifecycle (issue 30, D-arch-13), run through the public use cases of each of the
// five tree domains: what a user sees in the tree (names, folders, the recycle bin) must be the same in all.

let t: TestEnv;
const env = { org: '', owner: '', source: '', view: '' };
const owner = (): Ctx => t.ctx({ userId: env.owner, username: 'owner', sessionId: 's' });

interface Place {
  name: string;
  parentId: string | null;
  index?: number | null;
}
interface Stored {
  name: string;
  status: number;
  parentId: string | null;
  index: number;
}

/** One domain's doors, as the tree calls them. */
interface Domain {
  name: string;
  /** What happens to a deleted folder's archived children. */
  archivedChildren: 'delete' | 'detach';
  folder: (name: string, parentId?: string | null) => Promise<string>;
  item: (name: string, parentId?: string | null) => Promise<string>;
  move: (id: string, to: Place) => Promise<unknown>;
  archive: (id: string) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  restore: (id: string, to: Place) => Promise<unknown>;
  bin: () => Promise<{ id: string; name: string }[]>;
  checkName: (name: string, parentId?: string | null) => Promise<boolean>;
  stored: (id: string) => Promise<Stored | undefined>;
}

const storedIn =
  (table: typeof sources | typeof views | typeof vizFolders | typeof storyboards) =>
  async (id: string): Promise<Stored | undefined> => {
    const [row] = await t.db.db
      .select({ name: table.name, status: table.status, parentId: table.parentId, index: table.index })
      .from(table)
      .where(eq(table.id, id));
    return row;
  };

const model = { columns: { amount: { type: 'NUMERIC' } }, version: '1.0.0' };
const chartConfig = {
  chartGraphId: 'line-chart',
  aggregation: true,
  chartConfig: {
    datas: [{ key: 'metrics', type: 'aggregate', rows: [{ colName: 'amount', aggregate: 'SUM' }] }],
  },
};

/** The viz tree's doors for one kind of item (charts and dashboards share folders, node moves and the bin). */
const vizDomain = (
  name: 'DATACHART' | 'DASHBOARD',
  item: (name: string, parentId: string | null) => Promise<{ id: string }>,
): Domain => ({
  name: name.toLowerCase(),
  archivedChildren: 'detach',
  folder: async (n, parentId = null) =>
    (await createFolder(owner(), parse(createFolderInputSchema, { orgId: env.org, name: n, parentId }))).id,
  item: async (n, parentId = null) => (await item(n, parentId)).id,
  move: (id, to) => updateFolder(owner(), parse(updateFolderInputSchema, { id, ...to })),
  archive: (id) => removeNode(owner(), parse(deleteVizInputSchema, { id, archive: true })),
  remove: (id) => removeNode(owner(), parse(deleteVizInputSchema, { id, archive: false })),
  restore: (id, to) =>
    unarchive(
      owner(),
      parse(unarchiveVizInputSchema, { id, vizType: name, newName: to.name, parentId: to.parentId }),
    ),
  bin: async () =>
    (await archived(owner(), parse(archivedListInputSchema, { orgId: env.org, vizType: name }))).rows,
  checkName: (n, parentId = null) =>
    checkVizName(
      owner(),
      parse(checkVizNameInputSchema, { orgId: env.org, name: n, parentId, vizType: name }),
    ),
  stored: storedIn(vizFolders),
});

const domains: Domain[] = [
  {
    name: 'source',
    archivedChildren: 'delete',
    folder: async (name, parentId = null) =>
      (
        await createSource(
          owner(),
          parse(createSourceInputSchema, { orgId: env.org, name, parentId, isFolder: true, type: 'FOLDER' }),
        )
      ).id,
    item: async (name, parentId = null) =>
      (
        await createSource(
          owner(),
          parse(createSourceInputSchema, { orgId: env.org, name, parentId, type: 'DEMO', config: {} }),
        )
      ).id,
    move: (id, to) => moveSource(owner(), parse(moveSourceInputSchema, { id, ...to })),
    archive: (id) => deleteSource(owner(), parse(deleteSourceInputSchema, { id, archive: true })),
    remove: (id) => deleteSource(owner(), parse(deleteSourceInputSchema, { id, archive: false })),
    restore: (id, to) => unarchiveSource(owner(), parse(unarchiveSourceInputSchema, { id, ...to })),
    bin: () => listArchivedSources(owner(), { orgId: env.org }),
    checkName: (name, parentId = null) =>
      checkSourceName(owner(), parse(checkSourceNameInputSchema, { orgId: env.org, name, parentId })),
    stored: storedIn(sources),
  },
  {
    name: 'view',
    archivedChildren: 'delete',
    folder: async (name, parentId = null) =>
      (
        await createView(
          owner(),
          parse(createViewInputSchema, { orgId: env.org, name, parentId, isFolder: true, model: {} }),
        )
      ).id,
    item: async (name, parentId = null) =>
      (
        await createView(
          owner(),
          parse(createViewInputSchema, {
            orgId: env.org,
            name,
            parentId,
            sourceId: env.source,
            script: 'select 1 as amount',
            model,
          }),
        )
      ).id,
    move: (id, to) => moveView(owner(), parse(moveViewInputSchema, { id, ...to })),
    archive: (id) => deleteView(owner(), parse(deleteViewInputSchema, { id, archive: true })),
    remove: (id) => deleteView(owner(), parse(deleteViewInputSchema, { id, archive: false })),
    restore: (id, to) => unarchiveView(owner(), parse(unarchiveViewInputSchema, { id, ...to })),
    bin: () => listViews(owner(), { orgId: env.org }, 'archived'),
    checkName: (name, parentId = null) =>
      checkViewName(owner(), parse(checkViewNameInputSchema, { orgId: env.org, name, parentId })),
    stored: storedIn(views),
  },
  vizDomain('DATACHART', (name, parentId) =>
    createDatachart(
      owner(),
      parse(createDatachartInputSchema, {
        orgId: env.org,
        name,
        parentId,
        viewId: env.view,
        config: chartConfig,
      }),
    ),
  ),
  vizDomain('DASHBOARD', (name, parentId) =>
    createDashboard(owner(), parse(createDashboardInputSchema, { orgId: env.org, name, parentId })),
  ),
  {
    name: 'storyboard',
    archivedChildren: 'detach',
    folder: async (name, parentId = null) =>
      (
        await createStoryboard(
          owner(),
          parse(createStoryboardInputSchema, { orgId: env.org, name, parentId, isFolder: true }),
        )
      ).id,
    item: async (name, parentId = null) =>
      (
        await createStoryboard(
          owner(),
          parse(createStoryboardInputSchema, { orgId: env.org, name, parentId }),
        )
      ).id,
    move: (id, to) => updateStoryboard(owner(), parse(updateStoryboardInputSchema, { id, ...to })),
    archive: (id) => removeStoryboard(owner(), parse(removeStoryboardInputSchema, { id, archive: true })),
    remove: (id) => removeStoryboard(owner(), parse(removeStoryboardInputSchema, { id, archive: false })),
    restore: (id, to) =>
      unarchive(
        owner(),
        parse(unarchiveVizInputSchema, {
          id,
          vizType: 'STORYBOARD',
          newName: to.name,
          parentId: to.parentId,
        }),
      ),
    bin: async () =>
      (await archived(owner(), parse(archivedListInputSchema, { orgId: env.org, vizType: 'STORYBOARD' })))
        .rows,
    checkName: (name, parentId = null) =>
      checkVizName(
        owner(),
        parse(checkVizNameInputSchema, { orgId: env.org, name, parentId, vizType: 'STORYBOARD' }),
      ),
    stored: storedIn(storyboards),
  },
];

/** The code of the AppError a call fails with. */
async function failure(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
  return 'none';
}

beforeAll(async () => {
  t = await createTestEnv();
  const [user] = await t.db.db
    .insert(users)
    .values({
      username: 'owner',
      name: 'Olive',
      email: 'owner@example.com',
      passwordHash: await hashPassword('passw0rd'),
    })
    .returning();
  env.owner = user!.id;
  env.org = (await createOrgRecord(t.db.db, { name: 'Tree', creatorId: env.owner })).id;
  env.source = (
    await createSource(
      owner(),
      parse(createSourceInputSchema, { orgId: env.org, name: 'Data', type: 'DEMO', config: {} }),
    )
  ).id;
  env.view = (
    await createView(
      owner(),
      parse(createViewInputSchema, {
        orgId: env.org,
        name: 'Amounts',
        sourceId: env.source,
        script: 'select 1 as amount',
        model,
      }),
    )
  ).id;
});
afterAll(() => t.close());

describe.each(domains)('the $name tree', (d) => {
  const prefix = `${d.name}-`;

  it('archives into the recycle bin under a suffixed name, and restores under a free name into a folder', async () => {
    const id = await d.item(`${prefix}Sales`);
    await d.archive(id);
    const archivedRow = await d.stored(id);
    expect(archivedRow?.status).toBe(STATUS.ARCHIVED);
    expect(archivedRow?.name).toMatch(
      new RegExp(`^${prefix}Sales\\.\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\.\\d{3}$`),
    );
    expect((await d.bin()).map((r) => r.id)).toContain(id);
    // The name is free again, and a new item may take it; restoring under it is then refused.
    expect(await d.checkName(`${prefix}Sales`)).toBe(true);
    await d.item(`${prefix}Sales`);
    expect(await failure(d.restore(id, { name: `${prefix}Sales`, parentId: null }))).toBe('NAME_EXISTS');
    const folder = await d.folder(`${prefix}Restored`);
    await d.restore(id, { name: `${prefix}Sales (old)`, parentId: folder });
    expect(await d.stored(id)).toMatchObject({
      name: `${prefix}Sales (old)`,
      parentId: folder,
      status: STATUS.ACTIVE,
      index: 0,
    });
    expect((await d.bin()).map((r) => r.id)).not.toContain(id);
    // Only what is in the bin can be restored.
    expect(await failure(d.restore(id, { name: `${prefix}Again`, parentId: null }))).toBe('NOT_FOUND');
  });

  it('restores only into an active folder', async () => {
    const item = await d.item(`${prefix}Loose`);
    const other = await d.item(`${prefix}Not a folder`);
    await d.archive(item);
    expect(await failure(d.restore(item, { name: `${prefix}Loose`, parentId: other }))).toBe('NOT_FOUND');
    expect((await d.stored(item))?.status).toBe(STATUS.ARCHIVED);
  });

  it('moves within the tree: never into itself or below itself, never onto a taken name, appended at the end', async () => {
    const top = await d.folder(`${prefix}Top`);
    const inner = await d.folder(`${prefix}Inner`, top);
    expect(await failure(d.move(top, { name: `${prefix}Top`, parentId: top }))).toBe('INVALID_INPUT');
    expect(await failure(d.move(top, { name: `${prefix}Top`, parentId: inner }))).toBe('INVALID_INPUT');
    const first = await d.item(`${prefix}First`, inner);
    const loose = await d.item(`${prefix}First`);
    expect(await failure(d.move(loose, { name: `${prefix}First`, parentId: inner }))).toBe('NAME_EXISTS');
    expect(await failure(d.move(loose, { name: `${prefix}First`, parentId: first }))).toBe('NOT_FOUND');
    await d.move(loose, { name: `${prefix}Second`, parentId: inner });
    expect(await d.stored(loose)).toMatchObject({ name: `${prefix}Second`, parentId: inner, index: 1 });
    // A rename in place keeps the item's place; a given index wins.
    await d.move(loose, { name: `${prefix}Renamed`, parentId: inner });
    expect(await d.stored(loose)).toMatchObject({ name: `${prefix}Renamed`, index: 1 });
    await d.move(loose, { name: `${prefix}Renamed`, parentId: inner, index: 0.5 });
    expect((await d.stored(loose))?.index).toBe(0.5);
  });

  it('checks names per folder', async () => {
    const folder = await d.folder(`${prefix}Names`);
    await d.item(`${prefix}Taken`, folder);
    expect(await failure(d.checkName(`${prefix}Taken`, folder))).toBe('NAME_EXISTS');
    expect(await d.checkName(`${prefix}Taken`)).toBe(true);
    expect(await d.checkName(`${prefix}Free`, folder)).toBe(true);
  });

  it('deletes a folder only when nothing active is inside', async () => {
    const folder = await d.folder(`${prefix}Full`);
    const child = await d.item(`${prefix}Child`, folder);
    expect(await failure(d.remove(folder))).toBe('HAS_CHILDREN');
    await d.archive(child);
    await d.remove(folder);
    expect(await d.stored(folder)).toBeUndefined();
    const left = await d.stored(child);
    if (d.archivedChildren === 'delete') expect(left).toBeUndefined();
    else expect(left).toMatchObject({ parentId: null, status: STATUS.ARCHIVED });
  });

  it('deletes an item for good', async () => {
    const id = await d.item(`${prefix}Gone`);
    await d.remove(id);
    expect(await d.stored(id)).toBeUndefined();
    expect(await d.checkName(`${prefix}Gone`)).toBe(true);
  });
});

describe('another tree', () => {
  it('schedules can use the same lifecycle as they are', async () => {
    const scheduleLifecycle = createTreeLifecycle<typeof schedules.$inferSelect>({
      type: 'SCHEDULE',
      module: 'SCHEDULE',
      root: 'SCHEDULE',
      entity: () => 'schedule',
      table: schedules,
      columns: schedules,
      nameIndex: 'schedules_active_name_uq',
      restoreNeedsCreate: 'onMove',
      archivedChildren: 'delete',
    });
    await scheduleLifecycle.assertCanCreate(owner(), { orgId: env.org, name: 'Daily' });
    expect(await scheduleLifecycle.checkName(owner(), { orgId: env.org, name: 'Daily' })).toBe(true);
    expect((await scheduleLifecycle.listArchived(owner(), env.org)).rows).toEqual([]);
  });
});
