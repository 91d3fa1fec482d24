import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const health = path.join(path.dirname(fileURLToPath(import.meta.url)), 'health.ts');
const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-rejections-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a script in its own Node process (the handler is process-wide) and answers its exit and output. */
async function inProcess(body: string): Promise<{ code: number; out: string }> {
  const file = path.join(dir, `case-${Math.random().toString(36).slice(2)}.mts`);
  writeFileSync(
    file,
    `import { surviveDriverConnectionRejections } from ${JSON.stringify(health)};
surviveDriverConnectionRejections((e) => console.log('warned', (e as { code?: string }).code));
${body}`,
  );
  return run(process.execPath, ['--import', 'tsx', file], { cwd: path.dirname(health) }).then(
    (r) => ({ code: 0, out: r.stdout }),
    (e: { code?: number; stdout?: string }) => ({ code: e.code ?? -1, out: e.stdout ?? '' }),
  );
}

describe('unhandled rejections of the PostgreSQL driver', () => {
  it('a connection error (postgres.js type fetch on a closing connection) is a warning, not the end', async () => {
    const r = await inProcess(`
Promise.reject(Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' }));
setTimeout(() => console.log('still running'), 100);`);
    expect(r).toEqual({ code: 0, out: 'warned CONNECTION_CLOSED\nstill running\n' });
  }, 60_000);

  it('any other unhandled rejection still ends the process', async () => {
    const r = await inProcess(`
Promise.reject(new Error('a bug'));
setTimeout(() => console.log('still running'), 100);`);
    expect(r.code).not.toBe(0);
    expect(r.out).not.toContain('still running');
  }, 60_000);
});
