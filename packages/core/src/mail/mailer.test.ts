import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../testing';
import { isValidEmail } from '../validation';
import { createMailer, outboxFileName } from './mailer';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tessera-outbox-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

// 254 characters, the longest address the spec accepts: a 64-character local part and a long domain.
const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(53)}.example`;

describe('the outbox', () => {
  it('writes the mail of any valid address, the longest included', async () => {
    expect(longest.length).toBe(254);
    expect(isValidEmail(longest)).toBe(true);
    const mailer = createMailer({ outboxDir: dir, from: 'tessera@example.com', logger: silentLogger });
    await mailer.send({ to: longest, subject: 'Activate', text: 'the link' });
    await mailer.send({ to: 'ann@example.com', subject: 'Activate', text: 'the link' });
    await mailer.send({ to: 'ann@example.com', subject: 'Again', text: 'the link' });
    const files = await readdir(dir);
    expect(files).toHaveLength(3);
    for (const f of files) expect(Buffer.byteLength(f)).toBeLessThan(255);
    const long = files.find((f) => f.includes('aaaa'))!;
    expect(await readFile(path.join(dir, long), 'utf8')).toContain('a'.repeat(64));
  });

  it('keeps two addresses that are cut alike apart', () => {
    const a = outboxFileName(`${'x'.repeat(64)}@one.example`, 1);
    const b = outboxFileName(`${'x'.repeat(64)}@two.example`, 1);
    expect(a.replace(/^1-\d+-/, '')).not.toBe(b.replace(/^1-\d+-/, ''));
  });
});
