import { z } from 'zod';
import { route } from '../route';

const downloadTask = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string().nullable(),
  status: z.number().int().describe('0 running, 1 done, 2 downloaded, -1 failed'),
  createTime: z.string(),
  lastDownloadTime: z.string().nullable(),
});

/**
 * Datart's navbar polls the signed-in user's download tasks. Tessera has no downloads yet, so nobody
 * has any task: the list is empty until that feature exists.
 */
export const downloadsRoutes = [
  route({
    method: 'get',
    path: '/download/tasks',
    tag: 'Downloads',
    summary: 'My download tasks of the last 7 days (none until downloads exist)',
    access: 'user',
    response: z.array(downloadTask),
    handler: async () => [],
  }),
];
