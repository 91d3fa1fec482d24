import type { Context } from 'hono';
import { AppError } from '@tessera/core';

/** Reads the multipart field `file` of an upload. */
export async function readUpload(c: Context): Promise<{ data: Uint8Array; name: string }> {
  const form = await c.req.formData().catch(() => null);
  const file = form?.get('file');
  if (!file || typeof file === 'string') throw new AppError('INVALID_INPUT', {}, { fields: [{ path: 'file', message: 'required' }] });
  return { data: new Uint8Array(await file.arrayBuffer()), name: file.name };
}
