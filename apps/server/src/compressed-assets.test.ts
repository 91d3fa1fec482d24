import { describe, expect, it } from 'vitest';
import { isCompressible, pickEncoding } from './compressed-assets';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('BR; q=1.0')).toBe('br');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('isCompressible', () => {
  it('compresses text files from 1 kB, never images, fonts or source maps', () => {
    expect(isCompressible('/d/assets/a.js', 2048)).toBe(true);
    expect(isCompressible('/d/index.html', 4096)).toBe(true);
    expect(isCompressible('/d/assets/a.css', 1024)).toBe(true);
    expect(isCompressible('/d/assets/a.js', 1023)).toBe(false);
    expect(isCompressible('/d/assets/a.js.map', 99_999)).toBe(false);
    expect(isCompressible('/d/logo.png', 99_999)).toBe(false);
    expect(isCompressible('/d/f.woff2', 99_999)).toBe(false);
  });
});
