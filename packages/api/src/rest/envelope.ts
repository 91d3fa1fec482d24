import { z } from 'zod';

/** Datart's response envelope; every key is always present. */
export interface Envelope<T> {
  success: boolean;
  errCode: number;
  message: string | null;
  warnings: string[] | null;
  data: T | null;
  pageInfo: unknown;
  exception: unknown;
}

export function ok<T>(data: T, warnings: string[] | null = null, pageInfo: unknown = null): Envelope<T> {
  return { success: true, errCode: 0, message: null, warnings, data, pageInfo, exception: null };
}

export function fail(
  status: number,
  message: string,
  exception: unknown,
  data: unknown = null,
): Envelope<unknown> {
  return { success: false, errCode: status, message, warnings: null, data, pageInfo: null, exception };
}

/** A successful answer's envelope: `data` is exactly the route's response (null only where that says so). */
export const envelopeSchema = (data: z.ZodType) =>
  z.object({
    success: z.boolean(),
    errCode: z.number().int(),
    message: z.string().nullable(),
    warnings: z.array(z.string()).nullable(),
    data,
    pageInfo: z.unknown(),
    exception: z.unknown().describe('On failure: { code, params, fields[] }'),
  });
