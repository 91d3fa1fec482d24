import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dashboards, datacharts, sources, views, vizFolders } from '@tessera/db';
import { t as translate } from '@tessera/i18n';
import type { AppError } from '../errors';
import { importResources } from './import.service';
import { exportFile, transferFixture } from './transfer-fixture';
import { TRANSFER_LIMITS } from './transfer.schemas';

let f: Awaited<ReturnType<typeof transferFixture>>;
let good: Uint8Array;
type Doc = {
  manifest: Record<string, unknown>;
  entries: { type: string; key: string; sha256: string; data: Record<string, unknown> }[];
};
const open = (): Doc => JSON.parse(gunzipSync(good).toString('utf8')) as Doc;
const pack = (doc: unknown) => new Uint8Array(gzipSync(JSON.stringify(doc)));
const seal = (doc: Doc) => {
  for (const e of doc.entries) e.sha256 = createHash('sha256').update(JSON.stringify(e.data)).digest('hex');
  return doc;
};
const countB = async () =>
  (
    await Promise.all(
      [sources, views, datacharts, dashboards, vizFolders].map((tb) =>
        f.t.db.db.select().from(tb).where(eq(tb.orgId, f.orgB)),
      ),
    )
  ).reduce((n, rows) => n + rows.length, 0);

/** The import is refused with `code`, its message reads as given in English and Chinese, and org B holds nothing new. */
async function refused(file: Uint8Array, code: string, en: string, zh: string) {
  const before = await countB();
  const e = (await importResources(f.ctx, { orgId: f.orgB, strategy: 'NEW' }, file).then(
    () => null,
    (err: unknown) => err,
  )) as AppError | null;
  expect(e?.code).toBe(code);
  expect(e!.status).toBeLessThan(500);
  expect(translate('en', `errors:${code}`, e!.params)).toContain(en);
  expect(translate('zh', `errors:${code}`, e!.params)).toContain(zh);
  expect(await countB()).toBe(before);
}

beforeAll(async () => {
  f = await transferFixture();
  good = await exportFile(f.t, f.ctx, { resources: [{ resourceType: 'DASHBOARD', resourceId: f.board.id }] });
});
afterAll(() => f.t.close());

describe('a file is checked before anything is imported', () => {
  it('refuses a file that is not gzip', () =>
    refused(
      new TextEncoder().encode('{"manifest":{}}'),
      'TRANSFER_NOT_GZIP_JSON',
      'not a Tessera export',
      '不是 Tessera 导出文件',
    ));

  it('refuses gzip that is not JSON', () =>
    refused(
      new Uint8Array(gzipSync('PK\u0003\u0004 not json')),
      'TRANSFER_NOT_GZIP_JSON',
      'gzip-compressed JSON',
      'gzip 压缩的 JSON',
    ));

  it('stops a gzip bomb at the decompressed-size limit', () =>
    refused(
      new Uint8Array(gzipSync(Buffer.alloc(TRANSFER_LIMITS.decompressedBytes + 1024, 0x20))),
      'TRANSFER_TOO_LARGE',
      'at most 100 MB',
      '最多读取 100 MB',
    ));

  it('refuses a compressed file over the upload limit', () => {
    const big = new Uint8Array(TRANSFER_LIMITS.compressedBytes + 1);
    big.set([0x1f, 0x8b]);
    return refused(big, 'TRANSFER_TOO_LARGE', 'at most 20 MB', '最多读取 20 MB');
  });

  it('refuses more entries than the limit', () => {
    const doc = open();
    doc.entries = Array.from({ length: TRANSFER_LIMITS.entries + 1 }, () => doc.entries[0]!);
    return refused(pack(doc), 'TRANSFER_TOO_MANY_ENTRIES', 'at most 5000', '最多 5000 个');
  });

  it('refuses a manifest from a future format version', () => {
    const doc = open();
    doc.manifest.formatVersion = 99;
    return refused(pack(doc), 'TRANSFER_VERSION_UNSUPPORTED', 'newer Tessera (format 99)', '格式 99');
  });

  it('refuses an entry whose checksum does not match', () => {
    const doc = open();
    const chart = doc.entries.find((e) => e.type === 'DATACHART')!;
    chart.data.name = 'Tampered';
    return refused(pack(doc), 'TRANSFER_CHECKSUM_MISMATCH', `DATACHART ${chart.key}`, '校验和不匹配');
  });

  it('refuses __proto__ anywhere in the file', () => {
    const doc = open();
    const board = doc.entries.find((e) => e.type === 'DASHBOARD')!;
    const text = JSON.stringify(seal(doc)).replace('"jumpTo":', '"__proto__":{"polluted":true},"jumpTo":');
    expect(text).toContain('__proto__');
    expect(board).toBeTruthy();
    return refused(new Uint8Array(gzipSync(text)), 'TRANSFER_FORBIDDEN_KEY', '“__proto__”', '“__proto__”');
  });

  it('refuses a constructor key', () => {
    const doc = open();
    doc.entries.find((e) => e.type === 'DATACHART')!.data.config = JSON.parse(
      '{"constructor":{"prototype":{"x":1}}}',
    ) as Record<string, unknown>;
    return refused(pack(seal(doc)), 'TRANSFER_FORBIDDEN_KEY', '“constructor”', '禁止使用的键');
  });

  it('refuses a reference to an entry the file does not hold', () => {
    const doc = open();
    doc.entries = doc.entries.filter((e) => e.type !== 'VIEW');
    return refused(
      pack(doc),
      'TRANSFER_MISSING_REFERENCE',
      `needs VIEW ${f.view.id}`,
      `需要 VIEW ${f.view.id}`,
    );
  });

  it('refuses an entry that does not match its schema', () => {
    const doc = open();
    delete doc.entries.find((e) => e.type === 'VIEW')!.data.name;
    return refused(
      pack(seal(doc)),
      'TRANSFER_FORMAT_INVALID',
      '.data.name is missing or wrong',
      'data.name 缺失或有误',
    );
  });

  it('refuses an image over the picture limit', () => {
    const doc = open();
    const png = Buffer.alloc(f.t.deps.config.maxAvatarBytes + 10);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const path = `resources/image/dashboard/${f.board.id}/bigpicture.png`;
    doc.entries.push({
      type: 'IMAGE',
      key: path,
      sha256: '',
      data: { path, base64: png.toString('base64') },
    });
    return refused(pack(seal(doc)), 'TRANSFER_IMAGE_INVALID', 'at most 64 KB', '不超过 64 KB');
  });

  it('refuses a widget link to a javascript: address, as a board save does', () => {
    const doc = open();
    const board = doc.entries.find((e) => e.type === 'DASHBOARD')!;
    const widgets = board.data.widgets as { config: Record<string, unknown> }[];
    widgets.push({
      ...widgets[0]!,
      config: {
        name: 'Link',
        originalType: 'linkedChart',
        type: 'chart',
        jumpConfig: { open: true, url: 'javascript:alert(1)' },
      },
    } as never);
    (widgets[1] as unknown as { id: string }).id = 'f'.repeat(32);
    const before = countB();
    return before.then(() =>
      importResources(f.ctx, { orgId: f.orgB, strategy: 'NEW' }, pack(seal(doc))).then(
        () => expect.fail('imported'),
        async (e: AppError) => {
          expect(e.code).toBe('WIDGET_URL_NOT_ALLOWED');
          expect(await countB()).toBe(await before);
        },
      ),
    );
  });

  it('accepts the untouched file (the checks above fail for their own reason only)', async () => {
    const report = await importResources(f.ctx, { orgId: f.orgB, strategy: 'NEW' }, good);
    expect(report.created.some((c) => c.type === 'DASHBOARD')).toBe(true);
  });
});
