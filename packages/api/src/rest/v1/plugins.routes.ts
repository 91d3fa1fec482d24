import { z } from 'zod';
import { route } from '../route';

/**
 * Datart's client asks for custom chart plugins on every start, share pages included (anonymously).
 * Tessera has no plugin folder yet, so the list is empty; the answer keeps those pages loading.
 */
export const pluginsRoutes = [
  route({
    method: 'get',
    path: '/plugins/custom/charts',
    tag: 'System',
    summary: 'Paths of custom chart plugin scripts (none yet)',
    access: 'public',
    response: z.array(z.string()),
    handler: async () => [],
  }),
];
