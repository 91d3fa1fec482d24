import { startJobRunner, type ServiceDeps } from '@tessera/core';
import { createDb } from '@tessera/db';

/**
 * A worker process for the lease test: it claims `test-hang` jobs, says so on stdout, and never
 * finishes them, so the test can SIGKILL it mid-job.
 */
const db = await createDb({ databaseUrl: process.env.DATABASE_URL!, migrate: false });
const logger = { info: () => {}, warn: () => {}, error: (o: unknown) => console.error(o) };
const deps = { db: db.db, clock: () => new Date(), logger } as unknown as ServiceDeps;
startJobRunner(
  deps,
  [
    {
      kind: 'test-hang',
      run: (_d, job) => {
        process.stdout.write(`started ${job.id}\n`);
        return new Promise<void>(() => {});
      },
    },
  ],
  { workerId: `fixture:${process.pid}`, leaseMs: 30_000 },
);
