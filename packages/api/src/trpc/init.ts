import { initTRPC, TRPCError } from '@trpc/server';
import { AppError, errorTable, type AuthedCtx, type Ctx } from '@tessera/core';
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
}

const t = initTRPC
  .context<TrpcContext>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
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

export const publicProcedure = t.procedure.use(mapErrors);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.ctx.actor) throw new AppError('UNAUTHENTICATED');
  return next({ ctx: { ...ctx, ctx: ctx.ctx as AuthedCtx } });
});

/** Procedures that act inside one organisation; the use case checks membership and privileges. */
export const orgProcedure = protectedProcedure.meta({ scope: 'org' });
