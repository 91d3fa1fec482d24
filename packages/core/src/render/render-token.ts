import type { ServiceDeps } from '../context';

/**
 * What an internal render link carries (decision D-render-1): the job that renders (and the attempt, so a
 * retry's link is a new one), the organisation, the chart, board or storyboard to show, the person whose
 * rules the page's queries use, and when it stops being accepted. Sealed with the share box (AES-GCM
 * under a key derived from TESSERA_SECRET), so it cannot be read or forged; it has no `s` claim, so it
 * is never taken for a share token, nor a share token for it.
 */
export interface RenderClaims {
  kind: 'render';
  /** The job (download or schedule run) this link belongs to. */
  j: string;
  /** The job's attempt when the link was made. */
  a: number;
  o: string;
  t: 'DATACHART' | 'DASHBOARD' | 'STORYBOARD';
  i: string;
  /** The requester (a download's member, a schedule's owner). */
  u: string;
  /** Not accepted after this time (epoch ms). */
  e: number;
}

/** A render link lives a few minutes at most, and only while its job runs (checked on every call). */
export const RENDER_TOKEN_MS = 5 * 60_000;
/** Render links are told from share ids by this prefix (a share id is 32 hex digits). */
const PREFIX = 'r.';

export const isRenderId = (id: string) => id.startsWith(PREFIX);

export async function sealRenderToken(
  deps: Pick<ServiceDeps, 'secrets' | 'clock'>,
  claims: Omit<RenderClaims, 'kind' | 'e'>,
): Promise<string> {
  const e = deps.clock().getTime() + RENDER_TOKEN_MS;
  const sealed = await deps.secrets.shares.encrypt(JSON.stringify({ kind: 'render', ...claims, e }));
  return PREFIX + Buffer.from(sealed).toString('base64url');
}

/** The claims of a render link this server made and not past its time; anything else is null. */
export async function openRenderToken(
  deps: Pick<ServiceDeps, 'secrets' | 'clock'>,
  id: string,
): Promise<RenderClaims | null> {
  if (!isRenderId(id) || id.length > 1500) return null;
  let claims: RenderClaims;
  try {
    const sealed = Buffer.from(id.slice(PREFIX.length), 'base64url').toString();
    claims = JSON.parse(await deps.secrets.shares.decrypt(sealed)) as RenderClaims;
  } catch {
    return null;
  }
  if (
    claims.kind !== 'render' ||
    typeof claims.j !== 'string' ||
    typeof claims.e !== 'number' ||
    claims.e < deps.clock().getTime()
  )
    return null;
  return claims;
}
