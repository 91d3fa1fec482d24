import { initTRPC, TRPCError } from '@trpc/server';
import { AppError, errorTable, noteWrites, type AuthedCtx, type Ctx, type Writes } from '@tessera/core';
import superjson from 'superjson';
import { errorShape, renderMessage, toAppError } from '../errors';

export interface TrpcContext {
  ctx: Ctx;
  /** Echo a freshly issued token in the Authorization header, or `null` to stop echoing (logout). */
  setIssuedToken?: (token: string | null) => void;
}

/** `scope: 'org'` marks procedures walked by the authorisation-matrix test. */
export interface ProcedureMeta {
  scope?: 'org';
  /** The answer holds streams (row batches): clients call it through httpBatchStreamLink. */
  stream?: boolean;
  /**
   * What the procedure writes (`Write` in @tessera/core): required of every mutation (a test walks the
   * router); a query is a read unless it says otherwise.
   */
  writes?: Writes;
}

const isResultTable = (v: unknown): v is { rows: unknown[]; columns: unknown[] } =>
  typeof v === 'object' &&
  v !== null &&
  Array.isArray((v as { rows?: unknown }).rows) &&
  Array.isArray((v as { columns?: unknown }).columns);

/** `{ rows }`, a batch of a streamed result (tRPC `data.executeStream`). */
const isRowBatch = (v: unknown): v is { rows: unknown[] } =>
  typeof v === 'object' &&
  v !== null &&
  Array.isArray((v as { rows?: unknown }).rows) &&
  Object.keys(v).length === 1;

/**
 * A streamed line that carries one row batch: `[index, status, [[{ rows }]]]` (tRPC's JSON Lines
 * chunks encode a yielded value as `[[value]]`).
 */
const isRowBatchChunk = (v: unknown): boolean =>
  Array.isArray(v) &&
  v.length === 3 &&
  typeof v[0] === 'number' &&
  typeof v[1] === 'number' &&
  Array.isArray(v[2]) &&
  v[2].length === 1 &&
  Array.isArray(v[2][0]) &&
  v[2][0].length === 1 &&
  isRowBatch(v[2][0][0]);

/**
 * superjson, except that the rows of a query result (whole, or a streamed batch) skip its walk: cells are JSON primitives by
 * construction (`Cell` in @tessera/query), and walking 100k rows × columns for types that cannot occur
 * was most of the cost of a large result. The client's plain superjson reads the same shape: `meta`
 * never mentions `rows`, so they arrive as sent.
 */
export const transformer = {
  input: superjson,
  output: {
    serialize(value: unknown) {
      if (isRowBatchChunk(value)) return { json: value as never };
      if (!isResultTable(value)) return superjson.serialize(value);
      const { rows, ...rest } = value;
      const { json, meta } = superjson.serialize(rest);
      return meta ? { json: { ...(json as object), rows }, meta } : { json: { ...(json as object), rows } };
    },
    deserialize: (value: Parameters<typeof superjson.deserialize>[0]): unknown =>
      superjson.deserialize(value),
  },
};

const t = initTRPC
  .context<TrpcContext>()
  .meta<ProcedureMeta>()
  .create({
    transformer,
    errorFormatter({ shape, error, ctx }) {
      const app = toAppError(error.cause ?? error, null);
      const lang = ctx?.ctx.lang ?? 'en';
      return {
        ...shape,
        message: renderMessage(lang, app),
        data: { ...shape.data, stack: undefined, appError: errorShape(lang, app) },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Every procedure turns thrown errors into TRPCErrors whose code matches the AppError table. */
const mapErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok) {
    const app = toAppError(result.error.cause ?? result.error, ctx.ctx);
    throw new TRPCError({ code: errorTable[app.code].trpc, message: app.code, cause: app });
  }
  return result;
});

/**
 * Each procedure tells the request what it writes, before its input is read: the context middleware
 * forgets the cached sessions after a request that wrote metadata. An undeclared mutation counts as one.
 */
const noteDeclaredWrites = t.middleware(({ ctx, meta, type, next }) => {
  if (ctx.ctx) noteWrites(ctx.ctx, meta?.writes ?? (type === 'query' ? [] : ['metadata']));
  return next();
});

export const publicProcedure = t.procedure.use(mapErrors).use(noteDeclaredWrites);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.ctx.actor) throw new AppError('UNAUTHENTICATED');
  return next({ ctx: { ...ctx, ctx: ctx.ctx as AuthedCtx } });
});

/** Procedures that act inside one organisation; the use case checks membership and privileges. */
export const orgProcedure = protectedProcedure.meta({ scope: 'org' });
