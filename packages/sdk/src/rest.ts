import createClient, {
  type Client,
  type ClientPathsWithMethod,
  type MaybeOptionalInit,
  type MethodResponse,
} from 'openapi-fetch';
import type { paths } from './generated/openapi';

type Method = 'get' | 'post' | 'put' | 'delete';
type Api = Client<paths>;
type PathOf<M extends Method> = ClientPathsWithMethod<Api, M>;
type InitOf<M extends Method, P extends PathOf<M>> = MaybeOptionalInit<paths[P], M>;
/** `params` (path, query) and `body`, required when the operation has required ones. */
type Args<M extends Method, P extends PathOf<M>> =
  undefined extends InitOf<M, P> ? [init?: InitOf<M, P>] : [init: InitOf<M, P>];
/** What a successful call answers: the envelope's `data`, typed by the route's response schema. */
export type RestAnswer<M extends Method, P extends PathOf<M>> =
  MethodResponse<Api, M, P> extends { data: infer D } ? D : never;

/** Datart's envelope as it arrives, success or not. */
interface WireEnvelope {
  success?: boolean;
  data?: unknown;
  message?: string | null;
  exception?: { code?: string } | null;
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

export interface RestOptions {
  baseUrl: string;
  fetch: (input: Request) => Promise<Response>;
  headers: () => Record<string, string>;
}

/**
 * The /api/v1 half, typed from the OpenAPI document (`src/generated/openapi.d.ts`): each method takes a
 * documented path with its `params` and `body`, answers the envelope's `data`, and throws
 * `TesseraApiError` (status, code, localised message) on `success: false`.
 */
export function createRestClient(options: RestOptions) {
  const api = createClient<paths>({ baseUrl: `${options.baseUrl}/api/v1`, fetch: options.fetch });
  api.use({
    onRequest: ({ request }) => {
      for (const [k, v] of Object.entries(options.headers())) request.headers.set(k, v);
      return request;
    },
  });
  type Send = (
    url: string,
    init?: object,
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  const call =
    <M extends Method>(method: M) =>
    async <P extends PathOf<M>>(url: P, ...init: Args<M, P>): Promise<RestAnswer<M, P>> => {
      const send = api[method.toUpperCase() as Uppercase<M>] as unknown as Send;
      const { data, error, response } = await send(url, init[0] ?? undefined);
      const envelope = (data ?? error ?? {}) as WireEnvelope;
      if (envelope.success !== true)
        throw new TesseraApiError(
          response.status,
          envelope.exception?.code ?? 'UNKNOWN',
          envelope.message ?? response.statusText,
        );
      return envelope.data as RestAnswer<M, P>;
    };
  return { GET: call('get'), POST: call('post'), PUT: call('put'), DELETE: call('delete') };
}
export type RestClient = ReturnType<typeof createRestClient>;
