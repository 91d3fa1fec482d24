import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { AppError } from '../errors';
import {
  entryDataSchemas,
  TRANSFER_FORMAT,
  TRANSFER_FORMAT_VERSION,
  TRANSFER_LIMITS,
  transferFileSchema,
  type EntryData,
  type EntryType,
  type Manifest,
} from './transfer.schemas';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The entries of a file by type, each checked against its schema. */
export type Bundle = { manifest: Manifest; entries: { [K in EntryType]: EntryData[K][] } };

export const emptyEntries = (): Bundle['entries'] => ({
  SOURCE: [],
  VIEW: [],
  VARIABLE: [],
  FOLDER: [],
  DATACHART: [],
  DASHBOARD: [],
  STORYBOARD: [],
  IMAGE: [],
  VERSION: [],
});

const sha256 = (data: unknown) => createHash('sha256').update(JSON.stringify(data)).digest('hex');
const keyOf = (type: EntryType, data: unknown) =>
  type === 'IMAGE' ? (data as { path: string }).path : (data as { id: string }).id;

/** gzip-compressed JSON: the manifest and every entry with the SHA-256 of its JSON (docs/migration.md). */
export async function packBundle(bundle: Bundle): Promise<Uint8Array> {
  const entries = (Object.keys(bundle.entries) as EntryType[]).flatMap((type) =>
    bundle.entries[type].map((data) => ({ type, key: keyOf(type, data), sha256: sha256(data), data })),
  );
  return new Uint8Array(await gzipAsync(JSON.stringify({ manifest: bundle.manifest, entries })));
}

/** Keys that would reach an object's prototype when a consumer merges the file's objects. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Walks the parsed JSON without recursion (a deeply nested file cannot exhaust the stack). */
function assertNoForbiddenKeys(root: unknown): void {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    for (const key of Object.keys(value)) {
      const at = path ? `${path}.${key}` : key;
      if (FORBIDDEN_KEYS.has(key))
        throw new AppError('TRANSFER_FORBIDDEN_KEY', { key, path: at.slice(0, 200) });
      stack.push({ value: (value as Record<string, unknown>)[key], path: at });
    }
  }
}

const formatInvalid = (path: (string | number | symbol)[] | string) =>
  new AppError('TRANSFER_FORMAT_INVALID', {
    path: (typeof path === 'string' ? path : path.map(String).join('.')).slice(0, 200) || '/',
  });

async function gunzipLimited(file: Uint8Array): Promise<string> {
  if (file.byteLength < 2 || file[0] !== 0x1f || file[1] !== 0x8b)
    throw new AppError('TRANSFER_NOT_GZIP_JSON');
  let raw: Buffer;
  try {
    // zlib stops inflating once the output passes the limit: a bomb is never expanded further.
    raw = await gunzipAsync(file, { maxOutputLength: TRANSFER_LIMITS.decompressedBytes });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError)
      throw new AppError('TRANSFER_TOO_LARGE', {
        max: `${TRANSFER_LIMITS.decompressedBytes / 1024 / 1024} MB`,
      });
    throw new AppError('TRANSFER_NOT_GZIP_JSON');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw new AppError('TRANSFER_NOT_GZIP_JSON');
  }
}

/**
 * Reads an export or template file, checking in this order: compressed size, gzip, decompressed size,
 * JSON, format and version, forbidden keys, entry count, schema, checksums, each entry's schema. Any
 * failure is an AppError naming the problem; nothing is written by this function.
 */
export async function unpackBundle(file: Uint8Array): Promise<Bundle> {
  if (file.byteLength > TRANSFER_LIMITS.compressedBytes)
    throw new AppError('TRANSFER_TOO_LARGE', { max: `${TRANSFER_LIMITS.compressedBytes / 1024 / 1024} MB` });
  const text = await gunzipLimited(file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('TRANSFER_NOT_GZIP_JSON');
  }
  const manifest = (parsed as { manifest?: { format?: unknown; formatVersion?: unknown } } | null)?.manifest;
  if (!manifest || manifest.format !== TRANSFER_FORMAT) throw formatInvalid('manifest.format');
  if (typeof manifest.formatVersion === 'number' && manifest.formatVersion > TRANSFER_FORMAT_VERSION)
    throw new AppError('TRANSFER_VERSION_UNSUPPORTED', {
      version: manifest.formatVersion,
      supported: TRANSFER_FORMAT_VERSION,
    });
  assertNoForbiddenKeys(parsed);
  const rawEntries = (parsed as { entries?: unknown }).entries;
  if (Array.isArray(rawEntries) && rawEntries.length > TRANSFER_LIMITS.entries)
    throw new AppError('TRANSFER_TOO_MANY_ENTRIES', { max: TRANSFER_LIMITS.entries });
  const shape = transferFileSchema.safeParse(parsed);
  if (!shape.success) throw formatInvalid(shape.error.issues[0]?.path ?? []);
  const entries = emptyEntries();
  const seen = new Set<string>();
  shape.data.entries.forEach((entry, i) => {
    if (sha256(entry.data) !== entry.sha256)
      throw new AppError('TRANSFER_CHECKSUM_MISMATCH', { entry: `${entry.type} ${entry.key}`.slice(0, 300) });
    const data = entryDataSchemas[entry.type].safeParse(entry.data);
    if (!data.success) throw formatInvalid(['entries', i, 'data', ...(data.error.issues[0]?.path ?? [])]);
    const key = `${entry.type}:${keyOf(entry.type, data.data)}`;
    if (keyOf(entry.type, data.data) !== entry.key || seen.has(key))
      throw formatInvalid(['entries', i, 'key']);
    seen.add(key);
    (entries[entry.type] as unknown[]).push(data.data);
  });
  return { manifest: shape.data.manifest, entries };
}
