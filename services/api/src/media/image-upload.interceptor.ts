import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { CATALOG_MESSAGES, MAX_UPLOAD_BYTES } from '@qmj/contracts';
import type { Observable } from 'rxjs';

/**
 * Reads one multipart file field into memory, at most 5 MB: a bigger file stops the upload and
 * answers 413 'The image is larger than 5 MB.' (never a 500). The bytes are checked by
 * `MediaService.storeImage`.
 */
export function ImageUpload(field: string): Type<NestInterceptor> {
  const Multer = FileInterceptor(field, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 50, fieldSize: 64 * 1024 },
  });

  @Injectable()
  class ImageUploadInterceptor implements NestInterceptor {
    private readonly multer = new Multer();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await this.multer.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException)
          throw new PayloadTooLargeException(CATALOG_MESSAGES.imageTooLarge);
        throw error;
      }
    }
  }
  return mixin(ImageUploadInterceptor);
}
