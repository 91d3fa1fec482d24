// `npm run migrate:datart -- --from mysql://user:password@host:3306/datart [--key <secret>] [--files <dir>] [--dry-run] [--json]`
// Moves a running Datart over into this Tessera (docs/migration.md, "Moving over from Datart"). Reads the
// same environment as `npm start` (.env at the root, DATA_DIR ./data by default): with the embedded
// database (no DATABASE_URL) stop the server first, PGlite opens in one process only.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, parseEnv } from 'node:util';
import pino from 'pino';
import { AppError, importDatart, type DatartImportReport } from '@tessera/core';
import { t } from '@tessera/i18n';
import { buildDeps } from '../deps';
import { loadEnv } from '../env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function environment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  const dotenv = path.join(root, '.env');
  if (existsSync(dotenv))
    for (const [k, v] of Object.entries(parseEnv(readFileSync(dotenv, 'utf8')))) if (!(k in env)) env[k] = v;
  env.DATA_DIR ??= path.join(root, 'data');
  return env;
}

const out = (line: string) => process.stdout.write(`${line}\n`);

const reasons: Record<DatartImportReport['skipped'][number]['reason'], string> = {
  archived: 'archived in Datart',
  accountJoined: 'this username or e-mail has an account here: joined to it',
  tooLong: 'username or e-mail too long',
  otherOrg: 'its id belongs to another organisation here',
  notMoved: 'something it needs was not moved',
  publicVariable: 'a public variable of this name exists here and serves instead',
  fileMissing: "not found in Datart's files folder",
};

/** The counts as a table, then every item left behind with its reason. */
function print(r: DatartImportReport) {
  out(`Datart ${r.from} (schema ${r.datartSchema})${r.dryRun ? ' — dry run, nothing kept' : ''}`);
  out(
    `${'item'.padEnd(16)}${['created', 'updated', 'unchanged', 'skipped'].map((h) => h.padStart(10)).join('')}`,
  );
  for (const [type, c] of Object.entries(r.counts))
    out(
      `${type.padEnd(16)}${[c.created, c.updated, c.unchanged, c.skipped].map((n) => String(n).padStart(10)).join('')}`,
    );
  for (const s of r.skipped) out(`skipped ${s.type} ${s.id} “${s.name}”: ${reasons[s.reason]}`);
  for (const s of r.needsPassword) out(`needs its password: source ${s.id} “${s.name}”`);
  if (r.passwordResets.length)
    out(`sent the password-reset mail to: ${r.passwordResets.join(', ')} (Datart hash not verifiable)`);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      key: { type: 'string' },
      files: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  if (!values.from) {
    console.error(
      'usage: npm run migrate:datart -- --from mysql://user:password@host:3306/datart [--key <datart.security.token.secret>] [--files <datart files folder>] [--dry-run] [--json]',
    );
    return 2;
  }
  const env = loadEnv(environment());
  const logger = pino({ level: 'warn', base: { app: 'migrate-datart' } });
  const { deps, db } = await buildDeps(env, logger);
  try {
    const report = await importDatart(deps, {
      from: values.from,
      key: values.key,
      filesDir: values.files,
      dryRun: values['dry-run'],
    });
    if (values.json) out(JSON.stringify(report, null, 2));
    else print(report);
    return 0;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    console.error(t('en', `errors:${e.code}`, e.params));
    return 1;
  } finally {
    await deps.query.close().catch(() => undefined);
    await deps.rateLimiter.close();
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error('migrate:datart failed', e);
    process.exit(1);
  },
);
