import type { Ctx } from '@tessera/core';

/** Hono variables shared by the transports. */
export interface ApiEnv {
  Variables: {
    ctx: Ctx;
    requestId: string;
    /** Set when a request was sent with a token that is not (or no longer) valid. */
    badToken: boolean;
    /** A token issued during this request (login, activation), echoed in the Authorization header. */
    issuedToken: string | null;
    /** Non-blocking warnings for the envelope (e.g. "SQL parsing failed"). */
    warnings: string[] | null;
  };
}
