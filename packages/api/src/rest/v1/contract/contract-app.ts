import { createTestEnv, type TestEnv } from '@tessera/core/testing';
import type { CoreConfig } from '@tessera/core';
import { Hono } from 'hono';
import superjson, { type SuperJSONResult } from 'superjson';
import { appRouter } from '../../../trpc/root';
import { createApi } from '../../../index';
import { restRoutes } from '../../index';
import { assertResponseMatches } from './response-check';

/** Datart's envelope, as its client reads it. */
export interface Envelope {
  success: boolean;
  errCode: number;
  message: string | null;
  warnings: string[] | null;
  data: unknown;
  pageInfo: unknown;
  exception: { code: string; params: Record<string, unknown>; fields: { path: string }[] } | null;
}

export interface Caller {
  (
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string | null; lang?: string },
  ): Promise<{ status: number; body: Envelope; headers: Headers }>;
}

/** A tRPC call's outcome: the data, or the error's AppError code and HTTP status. */
export type TrpcOutcome = { ok: true; data: unknown } | { ok: false; code: string; status: number };

export interface ContractApp extends TestEnv {
  call: Caller;
  /** One tRPC procedure over the /trpc door as the web client sends it (a query as GET, a mutation as POST). */
  trpc: (procedure: string, input: unknown, token?: string | null) => Promise<TrpcOutcome>;
  /** The first user (organisation owner) and their organisation. */
  owner: { token: string; id: string; orgId: string };
  /** Registers, signs in and (with `orgId`) invites an account; answers its token and id. */
  account: (name: string, orgId?: string) => Promise<{ token: string; id: string }>;
}

/**
 * Both API doors on a fresh database, driven in-process through `app.request` with the same
 * factories the server composes (`createApi` over the core services); no port, no mocks.
 */
export async function createContractApp(config: Partial<CoreConfig> = {}): Promise<ContractApp> {
  const env = await createTestEnv({ activationRequired: false, ...config });
  const app = new Hono().route('/', createApi(env.deps));
  const call: Caller = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { 'Accept-Language': opts.lang ?? 'en-US' };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await app.request(`/api/v1${path}`, { method, headers, body });
    const text = await res.text();
    const json = (text ? JSON.parse(text) : null) as Envelope;
    // Every successful answer is held to its route's declared response schema (the OpenAPI document's).
    if (json?.success === true) assertResponseMatches(restRoutes, method, path, json);
    return { status: res.status, body: json, headers: res.headers };
  };
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
  const trpc: ContractApp['trpc'] = async (procedure, input, token) => {
    const type = procedures[procedure]?._def.type;
    if (!type) throw new Error(`no tRPC procedure ${procedure}`);
    const headers: Record<string, string> = { 'Accept-Language': 'en-US' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const payload = JSON.stringify(superjson.serialize(input));
    const res =
      type === 'query'
        ? await app.request(`/trpc/${procedure}?input=${encodeURIComponent(payload)}`, { headers })
        : await app.request(`/trpc/${procedure}`, {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: payload,
          });
    const answer = (await res.json()) as {
      result?: { data: SuperJSONResult };
      error?: { json: { data: { appError?: { code: string }; code: string; httpStatus: number } } };
    };
    if (answer.result) return { ok: true, data: superjson.deserialize(answer.result.data) };
    const e = answer.error!.json.data;
    return { ok: false, code: e.appError?.code ?? e.code, status: e.httpStatus };
  };
  const tokenOf = (h: Headers) => h.get('authorization')?.replace(/^Bearer /, '') ?? '';
  const must = (r: { status: number; body: Envelope }) => {
    if (r.status !== 200) throw new Error(`setup call failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data;
  };
  const login = async (username: string, password: string) =>
    tokenOf((await call('POST', '/users/login', { body: { username, password } })).headers);

  must(
    await call('POST', '/sys/setup', {
      body: { user: { username: 'owner', email: 'owner@example.com', password: 'owner123', name: 'Owner' } },
    }),
  );
  const ownerToken = await login('owner', 'owner123');
  const me = must(await call('GET', '/users', { token: ownerToken })) as {
    id: string;
    organizations: { id: string }[];
  };

  const account = async (name: string, orgId?: string) => {
    const email = `${name}@example.com`;
    must(await call('POST', '/users/register', { body: { username: name, email, password: 'passw0rd' } }));
    const token = await login(name, 'passw0rd');
    const user = must(await call('GET', '/users', { token })) as { id: string };
    if (orgId)
      must(await call('POST', `/orgs/${orgId}/invite?sendMail=false`, { token: ownerToken, body: [email] }));
    return { token, id: user.id };
  };
  return {
    ...env,
    call,
    trpc,
    owner: { token: ownerToken, id: me.id, orgId: me.organizations[0]!.id },
    account,
  };
}
