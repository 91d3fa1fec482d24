import { inflateRawSync } from 'node:zlib';
import { QueryError } from '../../errors';

export interface ZipLimits {
  /** Sum of uncompressed sizes allowed (default 200 MB). */
  maxUncompressedBytes?: number;
  /** Largest compression ratio of any entry (default 200). */
  maxRatio?: number;
  maxEntries?: number;
}

const invalid = (message: string, params: Record<string, number | string> = {}) =>
  new QueryError('FILE_INVALID', message, params);

/**
 * Read the zip central directory (sizes as declared) before anything inflates the archive, so a
 * zip bomb disguised as .xlsx is refused without spending memory on it.
 */
export function inspectZip(buf: Buffer, limits: ZipLimits = {}): void {
  const maxTotal = limits.maxUncompressedBytes ?? 200 * 1024 * 1024;
  const maxRatio = limits.maxRatio ?? 200;
  const maxEntries = limits.maxEntries ?? 10_000;
  const eocd = findEocd(buf);
  if (eocd < 0) throw invalid('The file is not a valid xlsx (zip) file');
  const entries = buf.readUInt16LE(eocd + 10);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (entries === 0xffff || cdOffset === 0xffffffff) throw invalid('ZIP64 archives are not accepted');
  if (entries > maxEntries) throw invalid('The archive has too many entries', { entries });
  let p = cdOffset;
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50)
      throw invalid('The zip directory is corrupt');
    const compressed = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    if (size === 0xffffffff || compressed === 0xffffffff) throw invalid('ZIP64 entries are not accepted');
    total += size;
    if (total > maxTotal) throw invalid('The file expands beyond the allowed size', { maxBytes: maxTotal });
    if (size > 1024 * 1024 && size / Math.max(1, compressed) > maxRatio)
      throw invalid('The file is compressed suspiciously well', {
        ratio: Math.round(size / Math.max(1, compressed)),
      });
    verifyEntry(buf, buf.readUInt16LE(p + 10), buf.readUInt32LE(p + 42), compressed, size);
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
}

function findEocd(buf: Buffer): number {
  const min = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= min; i--) if (buf.readUInt32LE(i) === 0x06054b50) return i;
  return -1;
}

/**
 * A directory can lie about sizes: inflate each entry with an output cap of its declared size,
 * so what exceljs inflates later is bounded by the limits checked above.
 */
function verifyEntry(
  buf: Buffer,
  method: number,
  localOffset: number,
  compressed: number,
  size: number,
): void {
  if (localOffset + 30 > buf.length || buf.readUInt32LE(localOffset) !== 0x04034b50)
    throw invalid('The zip entries are corrupt');
  const start = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
  const data = buf.subarray(start, start + compressed);
  if (data.length !== compressed) throw invalid('The zip entries are truncated');
  if (method === 0) {
    if (compressed !== size) throw invalid('The zip directory does not match its entries');
    return;
  }
  if (method !== 8) throw invalid('Unsupported zip compression', { method });
  let out: Buffer;
  try {
    out = inflateRawSync(data, { maxOutputLength: Math.max(1, size) });
  } catch {
    throw invalid('The zip directory does not match its entries');
  }
  if (out.length !== size) throw invalid('The zip directory does not match its entries');
}
