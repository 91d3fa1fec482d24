import { appRouter, type AppRouter } from '@tessera/api';
import { createTRPCClient, httpBatchStreamLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import type { createApp } from './app';

const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { type: string; meta?: { stream?: boolean } } }
>;

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
  if (def._def.meta?.stream) return streamedRequest(app, procedure, input, headers);
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

/**
 * A streamed procedure through the web app's own link (httpBatchStreamLink): the answer's streams are
 * read to the end, and the outcome comes back as a plain tRPC Response (`{result: {data}}`, or
 * `{error}` with the error's HTTP status) so that tests check it as they check any other door.
 */
async function streamedRequest(
  app: ReturnType<typeof createApp>,
  procedure: string,
  input: unknown,
  headers: Record<string, string>,
): Promise<Response> {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchStreamLink({
        url: 'http://app.test/trpc',
        transformer: superjson,
        headers,
        fetch: async (url, init) => {
          const u = new URL(String(url));
          return app.request(`${u.pathname}${u.search}`, init as RequestInit);
        },
      }),
    ],
  });
  const [group, name] = procedure.split('.') as [string, string];
  const call = (
    client as unknown as Record<string, Record<string, { mutate(i: unknown): Promise<unknown> }>>
  )[group]![name]!;
  try {
    const data = await settle(await call.mutate(input));
    return Response.json({ result: { data } });
  } catch (e) {
    if (!(e instanceof TRPCClientError)) throw e;
    const shape = e.shape as { data?: { httpStatus?: number } } | undefined;
    return Response.json({ error: shape }, { status: shape?.data?.httpStatus ?? 500 });
  }
}

/** Resolves the promises and drains the async iterables of a streamed answer (one level deep). */
async function settle(value: unknown): Promise<unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v instanceof Promise) out[key] = await v;
    else if (typeof v === 'object' && v !== null && Symbol.asyncIterator in v) {
      const items: unknown[] = [];
      for await (const item of v as AsyncIterable<unknown>) items.push(item);
      out[key] = items;
    } else out[key] = v;
  }
  return out;
}
