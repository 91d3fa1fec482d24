import { appRouter } from '@tessera/api';
import type { createApp } from './app';

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;

/**
 * Calls one tRPC procedure over the app's HTTP door as a browser would: a query as GET with the input
 * in the URL, a mutation as POST, both in superjson's `{json}` envelope. Tests read the Response.
 */
export function trpcRequest(
  app: ReturnType<typeof createApp>,
  procedure: string,
  input: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const def = procedures[procedure];
  if (!def) throw new Error(`no tRPC procedure ${procedure}`);
  const payload = JSON.stringify({ json: input });
  if (def._def.type === 'query')
    return Promise.resolve(
      app.request(`/trpc/${procedure}?input=${encodeURIComponent(payload)}`, { headers }),
    );
  return Promise.resolve(
    app.request(`/trpc/${procedure}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: payload,
    }),
  );
}
