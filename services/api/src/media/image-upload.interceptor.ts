import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import {
  AnyFilesInterceptor,
  FileFieldsInterceptor,
  FileInterceptor,
  type MultipartOptions,
} from '@nestjs/platform-fastify/multipart';
import { CATALOG_MESSAGES, MAX_UPLOAD_BYTES } from '@qmj/contracts';
import type { Observable } from 'rxjs';

/** Every upload: at most 5 MB a file, and a form's worth of short text fields. */
function uploadOptions(files: number): MultipartOptions {
  return { limits: { fileSize: MAX_UPLOAD_BYTES, files, fields: 50, fieldSize: 64 * 1024 } };
}

/** Nest's parser says 'Unexpected file field'; the API has always answered with multer's 'Unexpected field'. */
const UNEXPECTED_FILE = /^Unexpected file field/;

/**
 * The one upload mechanism: Nest's multipart interceptor for Fastify (multer's semantics on
 * @fastify/multipart: files in memory as `{ buffer, size, originalname, mimetype }`, text fields in
 * the body, a request that is not multipart left alone), with its errors in the API's words. A file
 * too big answers 413 'The image is larger than 5 MB.'; with `tooMany`, a file too many answers 400
 * `tooMany`. The bytes are checked by `MediaService.prepare`.
 */
function upload(Parser: Type<NestInterceptor>, tooMany?: string): Type<NestInterceptor> {
  // A subclass, so that Nest still injects the parser's options and runs its start-up hook.
  class UploadInterceptor extends Parser {
    override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) {
          throw new PayloadTooLargeException(CATALOG_MESSAGES.imageTooLarge);
        }
        if (error instanceof BadRequestException) {
          if (tooMany && error.message === 'Too many files') throw new BadRequestException(tooMany);
          if (UNEXPECTED_FILE.test(error.message)) {
            throw new BadRequestException(error.message.replace(UNEXPECTED_FILE, 'Unexpected field'));
          }
        }
        throw error;
      }
    }
  }
  return mixin(UploadInterceptor);
}

/** One file of the multipart field `field` (`@UploadedFile()`). */
export function ImageUpload(field: string): Type<NestInterceptor> {
  return upload(FileInterceptor(field, uploadOptions(1)));
}

/**
 * Up to `max` files of the multipart field `field`, sent as that field repeated or in bracket
 * notation (`images[0]`, `images[1]` …, as the web's typed client sends an array); one more answers
 * 400 `tooMany` (`@UploadedFiles()`).
 */
export function ImagesUpload(field: string, max: number, tooMany: string): Type<NestInterceptor> {
  const accepted = new RegExp(`^${field}(?:\\[\\d+\\])?$`);
  return upload(
    AnyFilesInterceptor({
      ...uploadOptions(max),
      fileFilter: (_request, file, accept) =>
        accepted.test(file.fieldname)
          ? accept(null, true)
          : accept(new BadRequestException(`Unexpected field - ${file.fieldname}`), false),
    }),
    tooMany,
  );
}

/** One file in each of several multipart fields (`@UploadedFiles()` answers `{ [field]: [file] }`). */
export function ImageFieldsUpload(fields: readonly string[]): Type<NestInterceptor> {
  return upload(
    FileFieldsInterceptor(
      fields.map((name) => ({ name, maxCount: 1 })),
      uploadOptions(fields.length),
    ),
  );
}
