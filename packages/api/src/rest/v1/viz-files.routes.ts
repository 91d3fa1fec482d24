import { AppError, vizImages } from '@tessera/core';
import { z } from 'zod';
import { route } from '../route';
import { readUpload } from '../upload';

const ownerType = z.enum(['DATACHART', 'DASHBOARD']);

/** Pictures of vizs: Datart's image upload for boards and charts, and Tessera's story-page thumbnails. */
export const vizFilesRoutes = [
  route({
    method: 'post',
    path: '/files/viz/image',
    writes: ['metadata'],
    tag: 'Viz',
    summary:
      'Upload a picture for a dashboard or chart (multipart `file`, PNG/JPEG/GIF/WebP; MANAGE on it); answers its path',
    access: 'user',
    scope: 'org',
    query: z.object({ ownerType, ownerId: z.string(), fileName: z.string().optional() }),
    body: 'multipart',
    response: z.string(),
    handler: async ({ c, ctx, query }) =>
      vizImages.uploadVizImage(
        ctx,
        { ownerType: query.ownerType, ownerId: query.ownerId },
        (await readUpload(c)).data,
      ),
  }),
  route({
    method: 'post',
    path: '/viz/storypages/:id/thumbnail',
    writes: ['metadata'],
    tag: 'Viz',
    summary:
      "Set a story page's thumbnail (multipart `file`, made by the editor from the rendered page; MANAGE on the storyboard)",
    access: 'user',
    scope: 'org',
    body: 'multipart',
    response: z.string(),
    handler: async ({ c, ctx, params }) => {
      const id = params.id ?? '';
      if (!/^[0-9a-f]{32}$/.test(id)) throw new AppError('NOT_FOUND', { entity: 'storypage' });
      return vizImages.setStorypageThumbnail(ctx, id, (await readUpload(c)).data);
    },
  }),
];
