import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SMTPServer } from 'smtp-server';
import { ensurePostgresDatabase } from '@tessera/db/testing';
import { freePort } from './support/ports';
import { startSmtpSink } from './support/smtp-sink';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface E2eHandles {
  server: ChildProcess;
  smtp: SMTPServer;
  /** The run's data, mail and log folder, removed by global-teardown.ts. */
  tmp: string;
}

declare global {
  var __tesseraE2e: E2eHandles | undefined;
}

async function waitForHealth(
  url: string,
  server: ChildProcess,
  logFile: string,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode}; see ${logFile}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${url}/healthz within ${timeoutMs / 1000} s; see ${logFile}`);
}

/** Starts an SMTP sink and the real server (embedded PGlite in a fresh data dir) serving the built web app. */
export default async function globalSetup(): Promise<void> {
  // The source journeys read the PostgreSQL `test` database; a fresh server has only `postgres`.
  await ensurePostgresDatabase(process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run npm run build --workspace @tessera/web first');
  }
  const tmp = mkdtempSync(path.join(tmpdir(), 'tessera-e2e-'));
  const mailFile = path.join(tmp, 'mail.jsonl');
  writeFileSync(mailFile, '');
  const smtpPort = await freePort();
  const smtp = await startSmtpSink(mailFile, smtpPort);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(tmp, 'server.log');
  const log = openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: baseUrl,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    // The journeys' helper accounts register as visitors from distinct addresses (X-Forwarded-For), as
    // real people would; the sign-up limit per address (5 a minute) stays on for the browser's own calls.
    TRUST_PROXY: 'true',
    // no metrics listener: several of these servers may run on one host beside a developer's own
    METRICS_PORT: '0',
  };
  // The journeys also prove the embedded default: never a configured PostgreSQL.
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  });
  globalThis.__tesseraE2e = { server, smtp, tmp };
  await waitForHealth(baseUrl, server, logFile);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_FILE = mailFile;
  process.env.E2E_TMP_DIR = tmp;
}
