import type { Ctx } from '../context';

/**
 * What an operation writes, as the caches see it (docs/decisions.md, D-arch-7). Every door that can
 * write declares it where the operation is defined: a tRPC procedure in its `.meta({ writes })`, a REST
 * route in its `writes`, any other Hono route with the `declareWrites` middleware.
 * - `metadata`: rows that a cache holds: the organisation-versioned tables (their triggers bump the
 *   organisation's `cache_version` in the same transaction, see `orgVersionedTables`) and the accounts,
 *   organisations, memberships and sessions that a validated session carries. Once the request has
 *   finished, every validated session is forgotten, here and, through Redis, on every replica.
 * - `sign-in`: a new session only: no cached answer held it, nothing is forgotten.
 * - `log`: records that no cache reads (audit entries, download tasks, files), nothing is forgotten.
 * An empty list is a read.
 */
export type Write = 'metadata' | 'sign-in' | 'log';
export type Writes = readonly Write[];

/** Whether an operation declaring `writes` makes the cached sessions stale. */
export function invalidates(writes: Writes): boolean {
  return writes.includes('metadata');
}

/** Per request: undefined = nothing declared yet, else whether a declaration invalidates. */
const declared = new WeakMap<Ctx, boolean>();

/** The operation the request runs declared `writes` (several, for a tRPC batch: any one invalidating wins). */
export function noteWrites(ctx: Ctx, writes: Writes): void {
  if (declared.get(ctx) !== true) declared.set(ctx, invalidates(writes));
}

/**
 * Whether the finished request may have changed what a cached session says. A request that reached no
 * declaration (an unknown path, a body refused before its operation) counts as a write unless it was a
 * GET or HEAD: a missing declaration costs a cache refill, never a stale answer.
 */
export function wroteMetadata(ctx: Ctx, method: string): boolean {
  return declared.get(ctx) ?? !(method === 'GET' || method === 'HEAD');
}
