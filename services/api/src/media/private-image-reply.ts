import { StreamableFile } from '@nestjs/common';
import { IMAGE_TYPES, type ImageMimeType } from '@qmj/contracts';
import type { FastifyReply } from 'fastify';

/**
 * A PRIVATE image (a receipt) as a reply: never kept by a cache, and readable by the web's origin
 * (the remotes show it in an <img>). With `fileName` (without extension), a download saved under that name.
 */
export function privateImageReply(
  response: FastifyReply,
  file: { data: Buffer; contentType: ImageMimeType },
  fileName?: string,
): StreamableFile {
  response.header('Cache-Control', 'private, no-store');
  response.header('Cross-Origin-Resource-Policy', 'cross-origin');
  return new StreamableFile(file.data, {
    type: file.contentType,
    length: file.data.length,
    disposition: fileName ? `attachment; filename="${fileName}.${IMAGE_TYPES[file.contentType]}"` : undefined,
  });
}
