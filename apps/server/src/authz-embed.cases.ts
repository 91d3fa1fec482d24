import { SignJWT } from 'jose';
import type { Fixture } from './authz-fixture';
import { execBody, freshChart, must, type VizCase } from './authz-viz.cases';

/**
 * Authorisation-matrix cases for signed embedding (`/orgs/{orgId}/embedding`, `/embed/*`, `embed.*`): the
 * secret is seen by members and changed by owners; the embed page's doors are authorised by the signed
 * token alone, so every column, anonymous included, gets the embedded chart (as the share-visitor column
 * does for a NONE share). Run by authz-viz.test.ts and counted by authz-matrix.test.ts.
 */

/** A new secret for the fixture's organisation and a token for a fresh chart signed with it. */
const freshEmbedToken = async (f: Fixture) => {
  const chartId = await freshChart(f);
  const { secret } = await must<{ secret: string }>(f.ownerCall('POST', `/api/v1/orgs/${f.orgId}/embedding`));
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ resource: { type: 'DATACHART', id: chartId } })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(secret));
};

export const embedCases: VizCase[] = [
  {
    rule: 'member',
    rest: {
      route: 'GET /orgs/:orgId/embedding',
      build: async (f) => ({ method: 'GET', path: `/api/v1/orgs/${f.orgId}/embedding` }),
    },
    trpc: { procedure: 'embed.status', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'owner',
    rest: {
      route: 'POST /orgs/:orgId/embedding',
      build: async (f) => ({ method: 'POST', path: `/api/v1/orgs/${f.orgId}/embedding` }),
    },
    trpc: { procedure: 'embed.createSecret', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'owner',
    rest: {
      route: 'DELETE /orgs/:orgId/embedding',
      build: async (f) => ({ method: 'DELETE', path: `/api/v1/orgs/${f.orgId}/embedding` }),
    },
    trpc: { procedure: 'embed.deleteSecret', build: async (f) => ({ orgId: f.orgId }) },
  },
  {
    rule: 'share',
    rest: {
      route: 'POST /embed/viz',
      build: async (f) => ({
        method: 'POST',
        path: '/api/v1/embed/viz',
        body: { token: await freshEmbedToken(f) },
      }),
    },
    trpc: { procedure: 'embed.open', build: async (f) => ({ token: await freshEmbedToken(f) }) },
  },
  {
    rule: 'share',
    rest: {
      route: 'POST /embed/execute',
      build: async (f) => ({
        method: 'POST',
        path: '/api/v1/embed/execute',
        body: { token: await freshEmbedToken(f), request: { viewId: f.viewId, ...execBody } },
      }),
    },
    trpc: {
      procedure: 'embed.execute',
      build: async (f) => ({ token: await freshEmbedToken(f), request: { viewId: f.viewId, ...execBody } }),
    },
  },
];
