import { syncStaleSchemas } from '@tessera/core';
import type { Job } from '../job';

/** Keeps stored source schemas fresh (each source's `syncInterval`, at least hourly). */
export const syncSchemas: Job = {
  name: 'sync-schemas',
  pattern: '0 */5 * * * *',
  async run({ services, logger }) {
    if (!services) return;
    const n = await syncStaleSchemas(services);
    if (n) logger.info({ sources: n }, 'schemas synced');
  },
};
