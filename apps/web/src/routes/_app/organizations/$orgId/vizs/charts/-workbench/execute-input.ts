import type { ExecuteRequest } from '@tessera/charts';

/** The execute procedures take an open record (the server validates the request); a built request is one. */
export const asInput = (request: ExecuteRequest): { viewId: string } & Record<string, unknown> =>
  request as unknown as { viewId: string } & Record<string, unknown>;
