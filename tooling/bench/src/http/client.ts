import { createTesseraClient } from '@tessera/sdk';

/** A small JSON client for the REST and tRPC doors; every body is read so connections are reused. */
export interface Reply {
  status: number;
  json: unknown;
  headers: Headers;
}

export function client(base: string) {
  const headersFor = (token: string | null, ip: string) => {
    const h: Record<string, string> = { 'Content-Type': 'application/json', 'X-Forwarded-For': ip };
    if (token) h.Authorization = `Bearer ${token}`;
    return h;
  };
  return {
    async rest(
      method: string,
      path: string,
      opts: { body?: unknown; token?: string | null; ip?: string } = {},
    ): Promise<Reply> {
      const res = await fetch(`${base}/api/v1${path}`, {
        method,
        headers: headersFor(opts.token ?? null, opts.ip ?? '10.255.0.1'),
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
    },
    async trpc(
      procedure: string,
      input: unknown,
      opts: { token?: string | null; ip?: string } = {},
    ): Promise<Reply> {
      const res = await fetch(`${base}/trpc/${procedure}`, {
        method: 'POST',
        headers: headersFor(opts.token ?? null, opts.ip ?? '10.255.0.1'),
        body: JSON.stringify({ json: input }),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
    },
    async status(path: string): Promise<number> {
      const res = await fetch(`${base}${path}`);
      await res.arrayBuffer();
      return res.status;
    },
  };
}

export type Client = ReturnType<typeof client>;
export const tokenOf = (r: Reply) => r.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';

/**
 * The typed client scripts and the web app use (the SDK: superjson read in place, streamed procedures
 * through httpBatchStreamLink), so tRPC timings include what a real client pays to read the answer.
 */
export function sdkClient(base: string, token: string) {
  return createTesseraClient({ baseUrl: base, token }).trpc;
}
