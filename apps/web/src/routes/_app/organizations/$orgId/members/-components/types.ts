import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@tessera/api';

type Outputs = inferRouterOutputs<AppRouter>;
export type Member = Outputs['member']['list'][number];
export type Role = Outputs['role']['list'][number];
