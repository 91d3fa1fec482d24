import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { isQueryError } from '../../errors';
import { inspectZip } from './zip-inspect';

const codeOf = (fn: () => void) => {
  try {
    fn();
    return 'OK';
  } catch (e) {
    return isQueryError(e) ? e.code : String(e);
  }
};

describe('inspectZip', () => {
  it('accepts an ordinary archive', async () => {
    const zip = new JSZip();
    zip.file('a.xml', '<a>hello</a>'.repeat(100));
    zip.file('b.txt', 'plain', { compression: 'STORE' });
    const buf = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(codeOf(() => inspectZip(buf))).toBe('OK');
  });

  it('refuses archives expanding beyond the total limit', async () => {
    const zip = new JSZip();
    zip.file(
      'a.bin',
      new Uint8Array(300_000).map((_, i) => (i * 7919) % 251),
    );
    const buf = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(codeOf(() => inspectZip(buf, { maxUncompressedBytes: 100_000 }))).toBe('FILE_INVALID');
  });

  it('refuses a directory that understates the real size', async () => {
    const zip = new JSZip();
    zip.file('sheet.xml', 'x'.repeat(50_000));
    const buf = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const cd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    buf.writeUInt32LE(100, cd + 24); // the directory now claims 100 bytes
    expect(codeOf(() => inspectZip(buf))).toBe('FILE_INVALID');
  });

  it('refuses non-zip data', () => {
    expect(codeOf(() => inspectZip(Buffer.from('name,qty\n1,2\n')))).toBe('FILE_INVALID');
  });
});
