import {
  createTRPCClient,
  httpBatchLink,
  httpBatchStreamLink,
  splitLink,
  TRPCClientError,
} from '@trpc/client';
import type { AppRouter } from '@tessera/api';
import { clientTransformer, isStreamedOperation, wholeLines } from './transport';

export { clientTransformer, isStreamedOperation, STREAMED_PROCEDURES, wholeLines } from './transport';
export { signEmbedToken, type EmbedTokenInput } from './embed';

export interface TesseraClientOptions {
  /** Server origin, e.g. http://localhost:8080 */
  baseUrl: string;
  token?: string | null;
  /** Language of server messages. */
  language?: 'en-US' | 'zh-CN';
  fetch?: typeof fetch;
}

/** The REST envelope every /api/v1 answer uses. */
export interface Envelope<T> {
  success: boolean;
  errCode: number;
  message: string | null;
  warnings: string[] | null;
  data: T | null;
  pageInfo: unknown;
  exception: {
    code: string;
    params: Record<string, unknown>;
    fields: { path: string; text: string }[];
  } | null;
}

export class TesseraApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'TesseraApiError';
  }
}

/**
 * A typed client for scripts: tRPC procedures with full types, REST helpers for the /api/v1
 * contract, and token handling (the token is taken from every response's Authorization header).
 */
export function createTesseraClient(options: TesseraClientOptions) {
  const base = options.baseUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  let token = options.token ?? null;

  const headers = (): Record<string, string> => ({
    'Accept-Language': options.language ?? 'en-US',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  });
  const capture = (res: Response) => {
    const h = res.headers.get('authorization');
    if (h) token = h.replace(/^Bearer\s+/i, '');
  };

  const linkOptions = {
    url: `${base}/trpc`,
    transformer: clientTransformer,
    headers,
    fetch: async (input: string | URL | Request, init?: RequestInit) => {
      const res = await doFetch(input, init);
      capture(res);
      return res;
    },
  };
  const trpc = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: isStreamedOperation,
        true: httpBatchStreamLink({
          ...linkOptions,
          fetch: async (input, init) => wholeLines(await linkOptions.fetch(input, init)),
        }),
        false: httpBatchLink(linkOptions),
      }),
    ],
  });

  async function rest<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<T> {
    const res = await doFetch(`${base}/api/v1${path.startsWith('/') ? path : `/${path}`}`, {
      method,
      headers: { ...headers(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    capture(res);
    const envelope = (await res.json()) as Envelope<T>;
    if (!envelope.success)
      throw new TesseraApiError(
        res.status,
        envelope.exception?.code ?? 'UNKNOWN',
        envelope.message ?? res.statusText,
      );
    return envelope.data as T;
  }

  return {
    trpc,
    rest,
    get token() {
      return token;
    },
    /** Signs in (username or e-mail) and keeps the session token for later calls. */
    async signIn(username: string, password: string) {
      const result = await trpc.auth.login.mutate({ username, password });
      token = result.token;
      return result.user;
    },
    async signOut() {
      if (token) await trpc.auth.logout.mutate();
      token = null;
    },
  };
}

export type TesseraClient = ReturnType<typeof createTesseraClient>;
export { TRPCClientError };
