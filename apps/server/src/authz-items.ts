import { randomBytes } from 'node:crypto';
import type { Fixture } from './authz-fixture';

/** Members who hold rights on single items (or on a folder of items), with the SOURCE and VIEW modules on. */
export type ItemActor = 'reader' | 'manager' | 'folderReader' | 'folderManager';

/**
 * Where the targets of an item operation sit: `plain` at the root with no grant (the org-level matrix),
 * `item` at the root with a grant on the item itself, `folder` inside a folder that carries the grant,
 * `movedOut` created inside that folder and then moved to the root by the owner.
 */
export type Placement = 'plain' | 'item' | 'folder' | 'movedOut';

export interface ItemRun {
  label: string;
  actor: ItemActor;
  placement: Exclude<Placement, 'plain'>;
  /** The right the actor holds on the targets: what the engine must let them do, and nothing more. */
  holds: 'READ' | 'MANAGE' | 'NONE';
}

export const ITEM_RUNS: ItemRun[] = [
  { label: 'READ granted on the item', actor: 'reader', placement: 'item', holds: 'READ' },
  { label: 'MANAGE granted on the item', actor: 'manager', placement: 'item', holds: 'MANAGE' },
  { label: 'READ inherited from its folder', actor: 'folderReader', placement: 'folder', holds: 'READ' },
  { label: 'MANAGE inherited from its folder', actor: 'folderManager', placement: 'folder', holds: 'MANAGE' },
  {
    label: 'moved out of the folder that granted MANAGE',
    actor: 'folderManager',
    placement: 'movedOut',
    holds: 'NONE',
  },
];

/** Targets of source and view operations, placed according to one `Placement`. */
export interface Targets {
  /** The parent a moving operation must keep, so that it tests the right on the item, not a move. */
  sourceParent: string | null;
  viewParent: string | null;
  /** A DuckDB demo source and a view on it, placed once, for operations that change neither. */
  demoSourceId: string;
  viewId: string;
  folder(): Promise<string>;
  fileSource(): Promise<string>;
  archivedSource(): Promise<string>;
  view(): Promise<string>;
  archivedView(): Promise<string>;
}

export interface ItemFixture {
  tokens: Record<ItemActor, string>;
  targets: Record<Exclude<Placement, 'plain'>, Targets>;
}

const uniq = () => randomBytes(4).toString('hex');
const READ = 2;
const MANAGE = 6;

/** The targets of the org-level matrix: fresh items at the root with no grant. */
export function plainTargets(f: Fixture): Targets {
  return {
    sourceParent: null,
    viewParent: null,
    demoSourceId: f.demoSourceId,
    viewId: f.viewId,
    folder: f.freshFolder,
    fileSource: f.freshFileSource,
    archivedSource: f.freshArchivedSource,
    view: f.freshView,
    archivedView: async () => {
      const id = await f.freshView();
      await f.ownerCall('DELETE', `/api/v1/views/${id}?archive=true`);
      return id;
    },
  };
}

/** Grants and placed targets for the item-level rows of the matrix, built by the owner through REST. */
export async function createItemFixture(f: Fixture): Promise<ItemFixture> {
  const must = async <T>(p: ReturnType<Fixture['ownerCall']>): Promise<T> => {
    const r = await p;
    if (r.status !== 200) throw new Error(`item fixture call failed: ${r.status} ${r.body.message}`);
    return r.body.data as T;
  };
  const members = {} as Record<ItemActor, { id: string; token: string }>;
  for (const a of ['reader', 'manager', 'folderReader', 'folderManager'] as const)
    members[a] = await f.freshSignedInMember();
  const grant = (resourceType: 'SOURCE' | 'VIEW', resourceId: string, to: ItemActor, permission: number) => ({
    orgId: f.orgId,
    subjectType: 'USER_ROLE',
    subjectId: members[to].id,
    resourceType,
    resourceId,
    permission,
  });
  const grantAll = (list: ReturnType<typeof grant>[]) =>
    must(f.ownerCall('POST', '/api/v1/roles/permission/grant', { body: { permissionToCreate: list } }));
  await grantAll(
    Object.keys(members).flatMap((a) =>
      (['SOURCE', 'VIEW'] as const).map((m) => grant(m, '*', a as ItemActor, 1)),
    ),
  );

  const sourceFolder = (
    await must<{ id: string }>(
      f.ownerCall('POST', '/api/v1/sources', {
        body: { orgId: f.orgId, name: `grant-folder-${uniq()}`, type: 'FOLDER', isFolder: true },
      }),
    )
  ).id;
  const viewFolder = (
    await must<{ id: string }>(
      f.ownerCall('POST', '/api/v1/views', {
        body: { orgId: f.orgId, name: `grant-folder-${uniq()}`, isFolder: true },
      }),
    )
  ).id;
  await grantAll([
    grant('SOURCE', sourceFolder, 'folderReader', READ),
    grant('SOURCE', sourceFolder, 'folderManager', MANAGE),
    grant('VIEW', viewFolder, 'folderReader', READ),
    grant('VIEW', viewFolder, 'folderManager', MANAGE),
  ]);

  async function targets(placement: Exclude<Placement, 'plain'>): Promise<Targets> {
    const inFolder = placement !== 'item';
    const sourceParent = placement === 'folder' ? sourceFolder : null;
    const viewParent = placement === 'folder' ? viewFolder : null;
    /** Grants on the item, or the move out of the folder, once the owner has created it. */
    const settle = async (type: 'SOURCE' | 'VIEW', id: string, name: string) => {
      if (placement === 'item')
        await grantAll([grant(type, id, 'reader', READ), grant(type, id, 'manager', MANAGE)]);
      if (placement === 'movedOut')
        await must(
          f.ownerCall('PUT', `/api/v1/${type === 'SOURCE' ? 'sources' : 'views'}/${id}/base`, {
            body: { name, parentId: null },
          }),
        );
      return id;
    };
    const source = async (body: Record<string, unknown>) => {
      const name = `s-${uniq()}`;
      const { id } = await must<{ id: string }>(
        f.ownerCall('POST', '/api/v1/sources', {
          body: { orgId: f.orgId, name, parentId: inFolder ? sourceFolder : null, ...body },
        }),
      );
      return settle('SOURCE', id, name);
    };
    const demo = await must<{ id: string }>(f.ownerCall('POST', `/api/v1/sources/demo?orgId=${f.orgId}`));
    const demoName = `demo-${uniq()}`;
    await must(
      f.ownerCall('PUT', `/api/v1/sources/${demo.id}/base`, {
        body: { name: demoName, parentId: inFolder ? sourceFolder : null },
      }),
    );
    const demoSourceId = await settle('SOURCE', demo.id, demoName);
    const view = async () => {
      const name = `v-${uniq()}`;
      const { id } = await must<{ id: string }>(
        f.ownerCall('POST', '/api/v1/views', {
          body: {
            orgId: f.orgId,
            name,
            parentId: inFolder ? viewFolder : null,
            sourceId: demoSourceId,
            script: 'select category, unit_cost from products',
            model: {
              columns: {
                category: { name: 'category', type: 'STRING' },
                unit_cost: { name: 'unit_cost', type: 'NUMERIC' },
              },
            },
          },
        }),
      );
      return settle('VIEW', id, name);
    };
    return {
      sourceParent,
      viewParent,
      demoSourceId,
      viewId: await view(),
      folder: () => source({ type: 'FOLDER', isFolder: true }),
      fileSource: () => source({ type: 'FILE', config: {} }),
      archivedSource: async () => {
        const id = await source({ type: 'FILE', config: {} });
        await must(f.ownerCall('DELETE', `/api/v1/sources/${id}?archive=true`));
        return id;
      },
      view,
      archivedView: async () => {
        const id = await view();
        await must(f.ownerCall('DELETE', `/api/v1/views/${id}?archive=true`));
        return id;
      },
    };
  }

  return {
    tokens: {
      reader: members.reader.token,
      manager: members.manager.token,
      folderReader: members.folderReader.token,
      folderManager: members.folderManager.token,
    },
    targets: {
      item: await targets('item'),
      folder: await targets('folder'),
      movedOut: await targets('movedOut'),
    },
  };
}
