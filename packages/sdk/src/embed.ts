import { SignJWT } from 'jose';

/** What an embed token names: Tessera's side of it is `embedClaimsSchema` in @tessera/core. */
export interface EmbedTokenInput {
  /** The chart (`DATACHART`) or board (`DASHBOARD`) to show. */
  resource: { type: 'DASHBOARD' | 'DATACHART'; id: string };
  /**
   * The viewer's values of the views' permission variables (the row rule). A permission variable that is
   * not named here has no values for this viewer, so its rule lets no rows through.
   */
  variables?: Record<string, string | number | boolean | (string | number | boolean)[]>;
  /** Filters fixed for this viewer, by field name; the page hides their controls. */
  filters?: Record<string, string | number | boolean | (string | number | boolean)[]>;
  /** How long the token is accepted, in seconds (default 600; Tessera refuses more than 24 hours). */
  expiresInSeconds?: number;
}

/**
 * Signs an embed token with the organisation's embedding secret (HS256), for a host app's server. Put
 * the result in the embed page's address: `${tesseraUrl}/embed/dashboard/${token}` (or `/embed/chart/`).
 * Never sign in the browser: the secret gives every row of the organisation's embeds.
 */
export async function signEmbedToken(
  secret: string,
  input: EmbedTokenInput,
  now = new Date(),
): Promise<string> {
  const seconds = input.expiresInSeconds ?? 600;
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    resource: input.resource,
    variables: input.variables ?? {},
    filters: input.filters ?? {},
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + seconds)
    .sign(new TextEncoder().encode(secret));
}
