import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

type Cell = string | number | boolean | bigint | Date | null | undefined;

/**
 * A table of an export as it streams: its name, its header, then its rows batch by batch, or already
 * written as CSV lines (PostgreSQL's COPY rewritten, ./pg-csv.ts).
 */
export type CsvSection = { name: string; columns: string[] } & (
  { batches: AsyncIterable<{ rows: unknown[][] }> } | { lines: AsyncIterable<Uint8Array> }
);

/**
 * One RFC 4180 field. Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first)
 * is prefixed with `'` (OWASP's advice against CSV injection); numbers stay numbers.
 */
export function csvField(value: unknown): string {
  const v = value as Cell;
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  let s = v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : JSON.stringify(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvField).join(',')}\r\n`;

/**
 * Writes the sections to a file as their rows arrive, waiting for the disk when it falls behind: the
 * export is never whole in memory. A UTF-8 BOM lets Excel read non-ASCII text; several sections (a
 * board's charts) follow each other, each after its name and separated by an empty line.
 */
export async function writeCsvFile(
  absPath: string,
  sections: AsyncIterable<CsvSection>,
  opts: { titled: boolean },
): Promise<void> {
  await mkdir(path.dirname(absPath), { recursive: true });
  const out = createWriteStream(absPath);
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  failed.catch(() => {});
  const write = async (chunk: string | Uint8Array) => {
    if (!out.write(chunk)) await Promise.race([once(out, 'drain'), failed]);
  };
  try {
    await write('\ufeff');
    let n = 0;
    for await (const section of sections) {
      if (n > 0) await write('\r\n');
      if (opts.titled) await write(csvLine([section.name]));
      await write(csvLine(section.columns));
      if ('lines' in section) for await (const lines of section.lines) await write(lines);
      else
        for await (const batch of section.batches) {
          let chunk = '';
          for (const row of batch.rows) chunk += csvLine(row);
          await write(chunk);
        }
      n++;
    }
  } finally {
    out.end();
    await Promise.race([once(out, 'finish'), failed]);
  }
}

/** A result's column titles for a CSV: the last part of each column's name, as the engine answered it. */
export const headerOf = (columns: { name: string[] }[]): string[] =>
  columns.map((c) => c.name[c.name.length - 1] ?? '');
