import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryEngine, type QueryEngine } from '../../engine/query-engine';
import { isQueryError } from '../../errors';

let root: string;
let uploadDir: string;
let dataDir: string;
let engine: QueryEngine;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tq-file-'));
  uploadDir = join(root, 'uploads');
  dataDir = join(root, 'data');
  await mkdir(uploadDir);
  await mkdir(dataDir);
  engine = createQueryEngine({ dataDir, uploadDir });
});
afterAll(async () => {
  await engine?.close();
  await rm(root, { recursive: true, force: true });
});

const fileSource = (id: string, path: string, format: 'CSV' | 'XLSX' = 'CSV') => ({
  id,
  type: 'FILE' as const,
  config: { schemas: [{ tableName: 'data', format, path }] },
});
async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'OK';
  } catch (e) {
    return isQueryError(e) ? e.code : `OTHER: ${String(e)}`;
  }
}
const leftovers = async () =>
  (await readdir(dataDir)).filter((f) => f.includes('.tmp-') || f.endsWith('.wal'));

describe('file sources', () => {
  it('loads a CSV with a BOM and ragged rows', async () => {
    await writeFile(
      join(uploadDir, 'ragged.csv'),
      '\uFEFFcity,amount,note\nParis,10,a\nBerlin,20\nRome,30,c,extra\n',
    );
    const res = await engine.executeTest({
      source: fileSource('ragged', 'ragged.csv'),
      sql: 'SELECT * FROM data ORDER BY amount',
    });
    // The BOM is not part of the first header; the extra field of a long row gets its own column.
    expect(res.dataframe.columns.map((c) => c.name[0]).slice(0, 3)).toEqual(['city', 'amount', 'note']);
    expect(res.dataframe.rows.map((r) => r.slice(0, 3))).toEqual([
      ['Paris', 10, 'a'],
      ['Berlin', 20, null],
      ['Rome', 30, 'c'],
    ]);
  });

  it('refuses a CSV with a huge cell and leaves nothing behind', async () => {
    await writeFile(join(uploadDir, 'huge.csv'), `a,b\n1,${'x'.repeat(3 * 1024 * 1024)}\n`);
    expect(
      await codeOf(engine.executeTest({ source: fileSource('huge', 'huge.csv'), sql: 'SELECT * FROM data' })),
    ).toBe('FILE_INVALID');
    expect((await readdir(dataDir)).filter((n) => n.startsWith('file-huge'))).toEqual([]);
    expect(await leftovers()).toEqual([]);
  });

  it('refuses paths outside the upload directory', async () => {
    expect(
      await codeOf(
        engine.executeTest({ source: fileSource('trav', '../../../etc/passwd'), sql: 'SELECT 1' }),
      ),
    ).toBe('FILE_INVALID');
  });

  it('loads an Excel upload', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('S');
    ws.addRow(['name', 'qty', 'day']);
    ws.addRow(['pen', 3, new Date(Date.UTC(2024, 0, 2))]);
    ws.addRow(['ink', 4.5, new Date(Date.UTC(2024, 0, 3))]);
    await wb.xlsx.writeFile(join(uploadDir, 'book.xlsx'));
    const res = await engine.executeTest({
      source: fileSource('book', 'book.xlsx', 'XLSX'),
      sql: 'SELECT name, qty, day FROM data ORDER BY name',
    });
    expect(res.dataframe.rows).toEqual([
      ['ink', 4.5, '2024-01-03 00:00:00'],
      ['pen', 3, '2024-01-02 00:00:00'],
    ]);
    expect(res.dataframe.columns.map((c) => c.type)).toEqual(['STRING', 'NUMERIC', 'DATE']);
  });

  it('refuses a zip bomb disguised as .xlsx before inflating it', async () => {
    const zip = new JSZip();
    // 32 MB of zeros compresses ~1000:1; the directory declares the real sizes, so the ratio
    // check refuses it (a real bomb just has more layers of the same).
    const chunk = new Uint8Array(8 * 1024 * 1024);
    for (let i = 0; i < 4; i++) zip.file(`xl/worksheets/sheet${i}.xml`, chunk);
    zip.file('[Content_Types].xml', '<Types/>');
    const buf = await zip.generateAsync({
      type: 'nodebuffer',
      compression: 'DEFLATE',
      compressionOptions: { level: 6 },
    });
    expect(buf.length).toBeLessThan(512 * 1024);
    await writeFile(join(uploadDir, 'bomb.xlsx'), buf);
    const heapBefore = process.memoryUsage().heapUsed;
    expect(
      await codeOf(engine.executeTest({ source: fileSource('bomb', 'bomb.xlsx', 'XLSX'), sql: 'SELECT 1' })),
    ).toBe('FILE_INVALID');
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(100 * 1024 * 1024);
    expect((await readdir(dataDir)).filter((n) => n.startsWith('file-bomb'))).toEqual([]);
    expect(await leftovers()).toEqual([]);
  });

  it('refuses a file that is not a zip at all', async () => {
    await writeFile(join(uploadDir, 'fake.xlsx'), 'name,qty\npen,1\n');
    expect(
      await codeOf(engine.executeTest({ source: fileSource('fake', 'fake.xlsx', 'XLSX'), sql: 'SELECT 1' })),
    ).toBe('FILE_INVALID');
  });
});
