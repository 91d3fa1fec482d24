import type { Context } from 'hono';

/** POST calls that read the metadata database only (queries on data, and sign-in which only adds a session). */
const READ_ONLY_POSTS = new Set([
  '/api/v1/data-provider/execute',
  '/api/v1/users/login',
  '/api/v1/shares/execute',
  '/api/v1/shares/detail',
]);
const READ_ONLY_PROCEDURES = new Set([
  'data.execute',
  'datachart.execute',
  'auth.login',
  'share.execute',
  'share.detail',
  // the share page's bootstrap writes only an audit entry
  'share.open',
]);
/** Read-only POSTs whose path carries an id: a chart's query, a board's widget queries. */
const READ_ONLY_POST_PATTERNS = [
  /^\/api\/v1\/viz\/datacharts\/[0-9a-f]{32}\/execute$/,
  /^\/api\/v1\/viz\/dashboards\/[0-9a-f]{32}\/data$/,
  // the share-page bootstrap writes only an audit entry
  /^\/api\/v1\/shares\/[0-9a-f]{32}\/viz$/,
];

/**
 * Whether a request may have changed what a cached session or permission snapshot says, so that the
 * session cache must be dropped once it has finished (see SessionCache in @tessera/core). GET and HEAD
 * never write (except the OAuth callback, which may create users and memberships); tRPC queries travel
 * as GET; a short list of POSTs is known to be read-only. Everything else counts as a write.
 */
export function mayWriteMetadata(c: Context): boolean {
  const method = c.req.method;
  const path = c.req.path;
  if (method === 'GET' || method === 'HEAD') return path.startsWith('/oauth2/');
  if (method !== 'POST') return true;
  if (READ_ONLY_POSTS.has(path) || READ_ONLY_POST_PATTERNS.some((p) => p.test(path))) return false;
  if (path.startsWith('/trpc/'))
    return !path
      .slice('/trpc/'.length)
      .split(',')
      .every((p) => READ_ONLY_PROCEDURES.has(p));
  return true;
}
