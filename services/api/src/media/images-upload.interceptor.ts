import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { CATALOG_MESSAGES, MAX_UPLOAD_BYTES } from '@qmj/contracts';
import type { Observable } from 'rxjs';

/**
 * Reads up to `max` files of one multipart field into memory, each at most 5 MB. One file too
 * many answers 400 with `tooMany`; a file too big 413 'The image is larger than 5 MB.'. The bytes
 * are checked by `MediaService.storeImage`.
 */
export function ImagesUpload(field: string, max: number, tooMany: string): Type<NestInterceptor> {
  const Multer = FilesInterceptor(field, max, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: max, fields: 50, fieldSize: 64 * 1024 },
  });

  @Injectable()
  class ImagesUploadInterceptor implements NestInterceptor {
    private readonly multer = new Multer();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await this.multer.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) {
          throw new PayloadTooLargeException(CATALOG_MESSAGES.imageTooLarge);
        }
        if (
          error instanceof BadRequestException &&
          (error.message === 'Too many files' || error.message === `Unexpected field - ${field}`)
        ) {
          throw new BadRequestException(tooMany);
        }
        throw error;
      }
    }
  }
  return mixin(ImagesUploadInterceptor);
}
