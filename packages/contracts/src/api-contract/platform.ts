import { z } from 'zod';
import { fileReply } from '../api.js';
import { MEDIA_KEY_MAX } from '../media.js';
import { anyone } from './endpoint.js';

export const platformRoutes = {
  health: anyone
    .route({ method: 'GET', path: '/health', tags: ['platform'], summary: 'The API and its database answer' })
    .output(z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'mysql']) })),
  media: anyone
    .route({
      method: 'GET',
      path: '/media/{key}',
      tags: ['platform'],
      summary: 'A public image (receipts are never served here)',
    })
    .input(z.object({ key: z.string().max(MEDIA_KEY_MAX) }))
    .output(fileReply('image/*')),
};
