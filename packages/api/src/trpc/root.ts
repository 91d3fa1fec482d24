import { createCallerFactory, router } from './init';
import { authRouter } from './routers/auth.router';
import { systemRouter } from './routers/system.router';
import { userRouter } from './routers/user.router';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  user: userRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
