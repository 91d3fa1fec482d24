import {
  createTRPCClient,
  httpBatchLink,
  httpBatchStreamLink,
  splitLink,
  TRPCClientError,
} from '@trpc/client';
import type { AppRouter } from '@tessera/api';
import { createRestClient } from './rest';
import { clientTransformer, isStreamedOperation, wholeLines } from './transport';

export { clientTransformer, isStreamedOperation, STREAMED_PROCEDURES, wholeLines } from './transport';
export { signEmbedToken, type EmbedTokenInput } from './embed';
export { TesseraApiError, type RestAnswer, type RestClient } from './rest';
export type { paths as RestPaths } from './generated/openapi';

export interface TesseraClientOptions {
  /** Server origin, e.g. http://localhost:8080 */
  baseUrl: string;
  token?: string | null;
  /** Language of server messages. */
  language?: 'en-US' | 'zh-CN';
  fetch?: typeof fetch;
}

/**
 * A typed client for scripts: tRPC procedures with full types, the /api/v1 contract typed from its
 * OpenAPI document (`rest.GET('/orgs/{orgId}/roles', { params: { path: { orgId } } })`), and token handling (the token is taken from every response's Authorization header).
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

  const rest = createRestClient({
    baseUrl: base,
    headers,
    fetch: async (request) => {
      const res = await doFetch(request);
      capture(res);
      return res;
    },
  });

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
