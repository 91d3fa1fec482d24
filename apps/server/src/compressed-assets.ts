import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text types worth compressing; images and fonts are compressed already. Source maps are for devtools. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/i;
/** Below this, the encoding headers cost about what compression saves. */
const MIN_BYTES = 1024;

/**
 * The encoding to answer with, from an `Accept-Encoding` header: brotli when accepted, else gzip, else
 * none. A coding listed with `q=0` is refused, as HTTP says.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Whether a file of this name and size is sent compressed. */
export const isCompressible = (file: string, size: number) => size >= MIN_BYTES && COMPRESSIBLE.test(file);

/**
 * Compressed copies of the built web app's files, made on first request and kept: the assets are
 * immutable (hashed names), so each is compressed once per process. Keyed by path, size and mtime so
 * a rebuilt file (same name, e.g. index.html) is compressed again. Brotli at quality 5 compresses the
 * 680 kB chart runtime in about 20 ms to within 13 % of quality 11, which takes a second.
 */
export class CompressedAssets {
  private readonly cache = new Map<string, Promise<Buffer>>();

  get(
    file: string,
    stamp: { size: number; mtimeMs: number },
    data: Buffer,
    encoding: Encoding,
  ): Promise<Buffer> {
    const key = `${encoding}\0${file}\0${stamp.size}\0${stamp.mtimeMs}`;
    let hit = this.cache.get(key);
    if (!hit) {
      hit =
        encoding === 'br'
          ? brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            })
          : gzipAsync(data, { level: 6 });
      // A failure is not cached: the next request tries again (and this one is sent uncompressed).
      hit.catch(() => this.cache.delete(key));
      this.cache.set(key, hit);
    }
    return hit;
  }
}
