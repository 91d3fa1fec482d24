import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sources } from '@tessera/db';
import { createTestEnv, type TestEnv } from '../testing';
import { datartFixture, DATART_KEY, ids } from './datart-fixture';
import { importDatart } from './datart-import.service';

/**
 * `migrate:datart --files <dir>` (D-datart-import-7): the uploads of a moved FILE source and Datart's
 * pictures come over from its files folder to the same relative paths here; a table whose file is not
 * there is reported; a repeat run counts what is already here; a dry run copies nothing.
 */
let t: TestEnv;
let fx: Awaited<ReturnType<typeof datartFixture>>;
let dir = '';
const fileSource = 'f11e5000000000000000000000000001';
const csv = `resources/data/source/${fileSource}/orders.csv`;
const picture = 'resources/image/dashboard/logo.png';
const text = async (p: string) => {
  const b = await t.deps.files.get(p);
  return b ? Buffer.from(b).toString('utf8') : null;
};

beforeAll(async () => {
  t = await createTestEnv();
  fx = await datartFixture();
  await fx.conn.query(
    'insert into `source` (id, name, type, org_id, config, is_folder, `index`, create_by) values (?, ?, ?, ?, ?, 0, 2, ?)',
    [
      fileSource,
      'Uploads',
      'FILE',
      ids.org1,
      JSON.stringify({
        schemas: [
          { tableName: 'orders', format: 'CSV', path: csv },
          { tableName: 'gone', format: 'CSV', path: `resources/data/source/${fileSource}/gone.csv` },
        ],
      }),
      ids.alice,
    ],
  );
  dir = mkdtempSync(path.join(tmpdir(), 'datart-files-'));
  mkdirSync(path.join(dir, path.dirname(csv)), { recursive: true });
  writeFileSync(path.join(dir, csv), 'id,amount\n1,10\n');
  mkdirSync(path.join(dir, path.dirname(picture)), { recursive: true });
  writeFileSync(path.join(dir, picture), 'png-bytes');
  // another source's folder, not moved: stays behind
  mkdirSync(path.join(dir, 'resources/data/source/other'), { recursive: true });
  writeFileSync(path.join(dir, 'resources/data/source/other/x.csv'), 'x\n');
}, 120_000);
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await fx.drop();
  await t.close();
});

describe('migrate:datart --files', () => {
  it('a dry run counts the files and copies none', async () => {
    const report = await importDatart(t.deps, { from: fx.url, key: DATART_KEY, filesDir: dir, dryRun: true });
    expect(report.counts.FILE).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 1 });
    expect(await t.deps.files.get(csv)).toBeNull();
  });

  it("copies the moved FILE source's uploads and the pictures to the same paths, and names the missing file", async () => {
    const report = await importDatart(t.deps, { from: fx.url, key: DATART_KEY, filesDir: dir });
    expect(report.counts.FILE).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 1 });
    expect(report.skipped).toContainEqual({
      type: 'FILE',
      id: `resources/data/source/${fileSource}/gone.csv`,
      name: 'Uploads',
      reason: 'fileMissing',
    });
    expect(await text(csv)).toBe('id,amount\n1,10\n');
    expect(await text(picture)).toBe('png-bytes');
    expect(await t.deps.files.get('resources/data/source/other/x.csv')).toBeNull();
    // the source kept its id, so its stored table path is the copied file's
    const [row] = await t.db.db.select().from(sources).where(eq(sources.id, fileSource));
    expect((row!.config as { schemas: { path: string }[] }).schemas[0]!.path).toBe(csv);
  });

  it('a repeat run counts what is here, and writes a file changed in Datart again', async () => {
    writeFileSync(path.join(dir, picture), 'png-bytes-v2');
    const report = await importDatart(t.deps, { from: fx.url, key: DATART_KEY, filesDir: dir });
    expect(report.counts.FILE).toEqual({ created: 0, updated: 1, unchanged: 1, skipped: 1 });
    expect(await text(picture)).toBe('png-bytes-v2');
  });

  it('a folder that is not there is reported, and nothing else changes', async () => {
    const report = await importDatart(t.deps, { from: fx.url, key: DATART_KEY, filesDir: `${dir}-nowhere` });
    expect(report.counts.FILE).toBeUndefined();
    expect(report.skipped).toContainEqual(expect.objectContaining({ type: 'FILE', reason: 'fileMissing' }));
  });
});
