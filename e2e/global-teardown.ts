import { rm } from 'node:fs/promises';

/** Stops the server and the SMTP sink started by global-setup.ts (same process) and removes its temporary folder. */
export default async function globalTeardown(): Promise<void> {
  const handles = globalThis.__tesseraE2e;
  if (!handles) return;
  const { server, smtp, tmp } = handles;
  if (server.exitCode === null) {
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill('SIGTERM');
    const timeout = new Promise<void>((resolve) =>
      setTimeout(() => {
        if (server.exitCode === null) server.kill('SIGKILL');
        resolve();
      }, 10_000),
    );
    await Promise.race([exited, timeout]);
  }
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await rm(tmp, { recursive: true, force: true });
  globalThis.__tesseraE2e = undefined;
}
