import type { Context } from 'hono';
import type { z } from 'zod';
import type { AuthedCtx, Ctx, Writes } from '@tessera/core';
import type { ApiEnv } from '../env';

export type Access = 'public' | 'user';

interface Args<Q, B, A extends Access> {
  c: Context<ApiEnv>;
  ctx: A extends 'user' ? AuthedCtx : Ctx;
  query: Q;
  body: B;
  params: Record<string, string>;
}

/** One REST operation: its contract (for validation, OpenAPI and the authorisation matrix) and handler. */
export interface RestRoute<Q = unknown, B = unknown, A extends Access = Access> {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Hono path below /api/v1, e.g. `/users/change/password` or `/orgs/:orgId`. */
  path: string;
  tag: string;
  summary: string;
  access: A;
  /** Informative only: the authorisation matrix derives each operation's scope from its path and input (apps/server/src/authz-scope.ts). */
  scope?: 'org';
  query?: z.ZodType<Q>;
  /** JSON body schema; `multipart` for uploads (field `file`). */
  body?: z.ZodType<B> | 'multipart';
  response: z.ZodType;
  /**
   * What the operation writes (`Write` in @tessera/core): required of every POST, PUT and DELETE (a test
   * walks the mounted routes), optional on a GET, which is a read unless it says otherwise.
   */
  writes?: Writes;
  handler: (args: Args<Q, B, A>) => Promise<unknown>;
}

export function route<Q = undefined, B = undefined, A extends Access = Access>(
  r: RestRoute<Q, B, A>,
): RestRoute {
  return r as unknown as RestRoute;
}
