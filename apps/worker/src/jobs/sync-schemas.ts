import { syncStaleSchemas } from '@tessera/core';
import type { Job } from '../job';

/** Keeps stored source schemas fresh (each source's `syncInterval`, at least hourly). */
export const syncSchemas: Job = {
  name: 'sync-schemas',
  pattern: '0 */5 * * * *',
  async run(deps) {
    const n = await syncStaleSchemas(deps);
    if (n) deps.logger.info({ sources: n }, 'schemas synced');
  },
};
