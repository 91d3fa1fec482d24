import { ensureTestDatabases } from './services';

/** vitest global setup: the connector suites' databases exist before any test file runs. */
export default async function setup(): Promise<void> {
  await ensureTestDatabases();
}
