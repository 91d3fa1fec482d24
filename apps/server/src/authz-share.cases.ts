import { downloadsService } from '@tessera/core';
import type { Fixture } from './authz-fixture';
import { execBody, freshChart, freshDashboard, must, type VizCase } from './authz-viz.cases';

/**
 * Authorisation-matrix cases for the share links' doors (`/shares`, `share.*`): managing links needs SHARE
 * on the viz; the share page's doors are authorised by the link itself (`share`: the share-visitor
 * column). Run by authz-viz.test.ts with the viz cases and counted by authz-matrix.test.ts.
 */

/** A NONE share (by the owner) of a fresh chart, opened: its id and the execute token of the chart's view. */
const freshShare = async (f: Fixture) => {
  const chartId = await freshChart(f);
  const share = await must<{ id: string }>(
    f.ownerCall('POST', '/api/v1/shares', {
      body: { vizType: 'DATACHART', vizId: chartId, authenticationMode: 'NONE', rowPermissionBy: 'CREATOR' },
    }),
  );
  const viz = await must<{
    executeToken: Record<string, { authorizedToken: string }>;
    shareToken: { authorizedToken: string };
  }>(f.ownerCall('POST', `/api/v1/shares/${share.id}/viz`, { body: {} }));
  return {
    chartId,
    id: share.id,
    token: viz.executeToken[f.viewId]!.authorizedToken,
    shareToken: viz.shareToken.authorizedToken,
  };
};

/** A NONE share (by the owner) of a fresh board, opened: the page's token and the board's chart widget. */
const freshBoardShare = async (f: Fixture) => {
  const board = await freshDashboard(f);
  const share = await must<{ id: string }>(
    f.ownerCall('POST', '/api/v1/shares', {
      body: { vizType: 'DASHBOARD', vizId: board.id, authenticationMode: 'NONE', rowPermissionBy: 'CREATOR' },
    }),
  );
  const viz = await must<{ shareToken: { authorizedToken: string } }>(
    f.ownerCall('POST', `/api/v1/shares/${share.id}/viz`, { body: {} }),
  );
  return {
    shareToken: viz.shareToken.authorizedToken,
    widgetId: board.widgetId,
    request: { viewId: f.viewId, columns: [{ column: ['category'] }] },
  };
};

/** A CODE share (by the owner) of a fresh chart, opened with its code: its id and the page's tokens. */
const freshCodeShare = async (f: Fixture) => {
  const share = await must<{ id: string; authenticationCode: string }>(
    f.ownerCall('POST', '/api/v1/shares', {
      body: {
        vizType: 'DATACHART',
        vizId: await freshChart(f),
        authenticationMode: 'CODE',
        rowPermissionBy: '',
      },
    }),
  );
  const viz = await must<{ executeToken: Record<string, { authorizedToken: string }> }>(
    f.ownerCall('POST', `/api/v1/shares/${share.id}/viz`, {
      body: { authenticationMode: 'CODE', authenticationCode: share.authenticationCode },
    }),
  );
  return { id: share.id, token: viz.executeToken[f.viewId]!.authorizedToken };
};

/**
 * An execute token whose session the owner then ended: `mode` switches a NONE link to CODE, `code` gives a
 * CODE link a new code, `list` gives a LOGIN link (opened by the owner, empty list) a list without him,
 * `revoked` deletes the link.
 */
const endedToken = async (f: Fixture, how: 'mode' | 'code' | 'list' | 'revoked') => {
  if (how === 'code') {
    const s = await freshCodeShare(f);
    await must(f.ownerCall('POST', `/api/v1/shares/${s.id}/code`));
    return s.token;
  }
  const chartId = await freshChart(f);
  const share = await must<{ id: string }>(
    f.ownerCall('POST', '/api/v1/shares', {
      body: {
        vizType: 'DATACHART',
        vizId: chartId,
        authenticationMode: how === 'list' ? 'LOGIN' : 'NONE',
        rowPermissionBy: 'CREATOR',
      },
    }),
  );
  const viz = await must<{ executeToken: Record<string, { authorizedToken: string }> }>(
    f.ownerCall('POST', `/api/v1/shares/${share.id}/viz`, { body: {} }),
  );
  if (how === 'revoked') await must(f.ownerCall('DELETE', `/api/v1/shares/${share.id}`));
  else
    await must(
      f.ownerCall('PUT', `/api/v1/shares/${share.id}`, {
        body:
          how === 'mode'
            ? { authenticationMode: 'CODE', rowPermissionBy: '' }
            : { authenticationMode: 'LOGIN', rowPermissionBy: 'CREATOR', users: [f.ids.privileged] },
      }),
    );
  return viz.executeToken[f.viewId]!.authorizedToken;
};

const endedExecute = (how: 'mode' | 'code' | 'list' | 'revoked'): VizCase => ({
  rule: 'share-ended',
  rest: {
    route: 'POST /shares/execute',
    build: async (f) => ({
      method: 'POST',
      path: `/api/v1/shares/execute?executeToken=${encodeURIComponent(await endedToken(f, how))}`,
      body: execBody,
    }),
  },
  trpc: {
    procedure: 'share.execute',
    build: async (f) => ({ executeToken: await endedToken(f, how), request: execBody }),
  },
});

const CLIENT = 'authz-client-1';
/** A download of the share's chart asked from its page (as the anonymous client), run by the worker. */
const shareDownloadBody = (s: { token: string }, f: Fixture) => ({
  fileName: 'shared',
  downloadType: 'EXCEL',
  downloadParams: [{ viewId: f.viewId, ...execBody }],
  executeToken: { [f.viewId]: { authorizedToken: s.token } },
});
const freshShareDownload = async (f: Fixture) => {
  const s = await freshShare(f);
  const task = await must<{ id: string }>(
    f.ownerCall('POST', `/api/v1/shares/download?clientId=${CLIENT}`, { body: shareDownloadBody(s, f) }),
  );
  await downloadsService.runPendingDownloads(f.t.deps);
  return { ...s, downloadId: task.id };
};
export const shareCases: VizCase[] = [
  {
    rule: 'owner',
    rest: {
      route: 'POST /shares',
      build: async (f) => ({
        method: 'POST',
        path: '/api/v1/shares',
        body: {
          vizType: 'DATACHART',
          vizId: await freshChart(f),
          authenticationMode: 'NONE',
          rowPermissionBy: 'CREATOR',
        },
      }),
    },
    trpc: {
      procedure: 'share.create',
      build: async (f) => ({
        vizType: 'DATACHART',
        vizId: await freshChart(f),
        authenticationMode: 'NONE',
        rowPermissionBy: 'CREATOR',
      }),
    },
  },
  {
    rule: 'owner',
    rest: {
      route: 'GET /shares/:vizId',
      build: async (f) => ({ method: 'GET', path: `/api/v1/shares/${(await freshShare(f)).chartId}` }),
    },
    trpc: { procedure: 'share.list', build: async (f) => ({ vizId: (await freshShare(f)).chartId }) },
  },
  {
    rule: 'owner',
    rest: {
      route: 'PUT /shares/:id',
      build: async (f) => ({
        method: 'PUT',
        path: `/api/v1/shares/${(await freshShare(f)).id}`,
        body: { authenticationMode: 'NONE', rowPermissionBy: 'CREATOR' },
      }),
    },
    trpc: {
      procedure: 'share.update',
      build: async (f) => ({
        id: (await freshShare(f)).id,
        authenticationMode: 'NONE',
        rowPermissionBy: 'CREATOR',
      }),
    },
  },
  {
    rule: 'owner',
    rest: {
      route: 'DELETE /shares/:id',
      build: async (f) => ({ method: 'DELETE', path: `/api/v1/shares/${(await freshShare(f)).id}` }),
    },
    trpc: { procedure: 'share.delete', build: async (f) => ({ id: (await freshShare(f)).id }) },
  },
  {
    rule: 'share',
    rest: {
      route: 'POST /shares/:id/viz',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/shares/${(await freshShare(f)).id}/viz`,
        body: {},
      }),
    },
    trpc: { procedure: 'share.open', build: async (f) => ({ id: (await freshShare(f)).id }) },
  },
  {
    rule: 'share',
    rest: {
      route: 'POST /shares/execute',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/shares/execute?executeToken=${encodeURIComponent((await freshShare(f)).token)}`,
        body: execBody,
      }),
    },
    trpc: {
      procedure: 'share.execute',
      build: async (f) => ({ executeToken: (await freshShare(f)).token, request: execBody }),
    },
  },
  {
    rule: 'share',
    rest: {
      route: 'POST /shares/detail',
      build: async (f) => ({ method: 'POST', path: '/api/v1/shares/detail', body: await freshBoardShare(f) }),
    },
    trpc: { procedure: 'share.detail', build: (f) => freshBoardShare(f) },
  },
  {
    rule: 'share',
    rest: {
      route: 'POST /shares/download',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/shares/download?clientId=${CLIENT}`,
        body: shareDownloadBody(await freshShare(f), f),
      }),
    },
    trpc: {
      procedure: 'share.download',
      build: async (f) => ({ clientId: CLIENT, ...shareDownloadBody(await freshShare(f), f) }),
    },
  },
  {
    rule: 'share',
    rest: {
      route: 'GET /shares/download/task',
      build: async (f) => ({
        method: 'GET',
        path: `/api/v1/shares/download/task?clientId=${CLIENT}&shareToken=${encodeURIComponent((await freshShareDownload(f)).shareToken)}`,
      }),
    },
    trpc: {
      procedure: 'share.downloads',
      build: async (f) => ({ clientId: CLIENT, shareToken: (await freshShareDownload(f)).shareToken }),
    },
  },
  {
    rule: 'owner',
    rest: {
      route: 'POST /shares/:id/code',
      build: async (f) => ({ method: 'POST', path: `/api/v1/shares/${(await freshCodeShare(f)).id}/code` }),
    },
    trpc: { procedure: 'share.changeCode', build: async (f) => ({ id: (await freshCodeShare(f)).id }) },
  },
  {
    rule: 'share',
    rest: {
      route: 'POST /shares/function/support/:sourceId',
      build: async (f) => ({
        method: 'POST',
        path: `/api/v1/shares/function/support/${f.demoSourceId}`,
        body: { authorizedToken: (await freshShare(f)).token },
      }),
    },
    trpc: {
      procedure: 'share.functionSupport',
      build: async (f) => ({ sourceId: f.demoSourceId, authorizedToken: (await freshShare(f)).token }),
    },
  },
  // The share-visitor column: a session its owner ended is refused to everyone, on its very next call.
  endedExecute('mode'),
  endedExecute('code'),
  endedExecute('list'),
  endedExecute('revoked'),
  {
    // another visitor's download: a second opening of the link names the first one's task
    rule: 'share-ended',
    rest: {
      route: 'GET /shares/download',
      build: async (f) => {
        const d = await freshShareDownload(f);
        const other = await must<{ shareToken: { authorizedToken: string } }>(
          f.ownerCall('POST', `/api/v1/shares/${d.id}/viz`, { body: {} }),
        );
        return {
          method: 'GET',
          path: `/api/v1/shares/download?downloadId=${d.downloadId}&shareToken=${encodeURIComponent(other.shareToken.authorizedToken)}`,
        };
      },
    },
  },
  {
    rule: 'share',
    rest: {
      route: 'GET /shares/download',
      build: async (f) => {
        const d = await freshShareDownload(f);
        return {
          method: 'GET',
          path: `/api/v1/shares/download?downloadId=${d.downloadId}&shareToken=${encodeURIComponent(d.shareToken)}`,
        };
      },
    },
  },
];
