import { extractLink, waitForMail } from './mail';

function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set');
  return url;
}

/** Calls a tRPC mutation over HTTP the way the web client does (superjson envelope). */
export async function trpcMutation<T>(
  procedure: string,
  input: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${baseUrl()}/trpc/${procedure}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ json: input }),
  });
  const body = (await res.json()) as {
    result?: { data?: { json?: T } };
    error?: { json?: { message?: string } };
  };
  if (!res.ok)
    throw new Error(
      `${procedure} answered ${res.status}: ${body.error?.json?.message ?? JSON.stringify(body)}`,
    );
  return body.result?.data?.json as T;
}

/** Registers a user and activates it through the mailed link; returns its credentials. */
export async function createActiveUser(
  username: string,
  password: string,
): Promise<{ username: string; email: string; password: string }> {
  const email = `${username}@tessera.test`;
  const since = Date.now();
  // Each helper account signs up from an address of its own (the server trusts X-Forwarded-For here).
  const address = `10.${String(Math.floor(Math.random() * 250))}.${String(Math.floor(Math.random() * 250))}.${String(1 + Math.floor(Math.random() * 250))}`;
  await trpcMutation('auth.register', { username, email, password }, undefined, {
    'X-Forwarded-For': address,
  });
  const mail = await waitForMail(email, /activ/i, { since });
  const token = new URL(extractLink(mail, '/activation')).searchParams.get('token');
  await trpcMutation('auth.activate', { token });
  return { username, email, password };
}

/** Calls a tRPC query over HTTP (GET with the input in the URL), as the web client does. */
export async function trpcQuery<T>(procedure: string, input: unknown, token: string): Promise<T> {
  const url = `${baseUrl()}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as {
    result?: { data?: { json?: T } };
    error?: { json?: { message?: string } };
  };
  if (!res.ok) throw new Error(`${procedure} answered ${res.status}: ${body.error?.json?.message ?? ''}`);
  return body.result?.data?.json as T;
}

/** The HTTP status of a tRPC mutation (for the refusals a test expects). */
export async function trpcStatus(procedure: string, input: unknown, token: string): Promise<number> {
  const res = await fetch(`${baseUrl()}/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ json: input }),
  });
  return res.status;
}
