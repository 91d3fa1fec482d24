import { downloadsService } from '@tessera/core';
import type { Job } from '../job';

/**
 * Runs the waiting download tasks (Excel exports) every two seconds. Each task is claimed under a row
 * lock that other workers skip, so a task runs once however many workers there are.
 */
export const runDownloads: Job = {
  name: 'run-downloads',
  pattern: '*/2 * * * * *',
  async run(deps) {
    const n = await downloadsService.runPendingDownloads(deps);
    if (n) deps.logger.info({ tasks: n }, 'download tasks run');
  },
};
