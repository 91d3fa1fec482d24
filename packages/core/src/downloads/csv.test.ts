import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csvField, writeCsvFile, type CsvSection } from './csv';

const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function* batches(rows: unknown[][], size: number) {
  for (let i = 0; i < rows.length; i += size) yield { rows: rows.slice(i, i + size) };
}

describe('CSV export', () => {
  it('quotes what needs quoting and defuses formulas, leaving numbers alone', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"\nbye')).toBe('"say ""hi""\nbye"');
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('+cmd')).toBe("'+cmd");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('true');
    expect(csvField(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
  });

  it('writes each section after its name when there are several, batch after batch', async () => {
    const file = path.join(dir, 'board.csv');
    async function* sections(): AsyncGenerator<CsvSection> {
      yield {
        name: 'A',
        columns: ['x', 'y'],
        batches: batches(
          [
            [1, '北京'],
            [2, null],
            [3, 'c'],
          ],
          2,
        ),
      };
      yield { name: 'B', columns: ['z'], batches: batches([['only']], 10) };
    }
    await writeCsvFile(file, sections(), { titled: true });
    expect(readFileSync(file, 'utf8')).toBe(
      '\ufeffA\r\nx,y\r\n1,北京\r\n2,\r\n3,c\r\n\r\nB\r\nz\r\nonly\r\n',
    );
  });
});
