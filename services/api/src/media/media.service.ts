import { randomBytes } from 'node:crypto';
import { BadRequestException, Inject, Injectable, Logger, PayloadTooLargeException } from '@nestjs/common';
import { CATALOG_MESSAGES, IMAGE_TYPES, type ImageMimeType, mediaKeyType } from '@qmj/contracts';
import { checkImageBytes } from './image-check.js';
import { withoutMetadata } from './image-metadata.js';
import { STORAGE_DRIVER, type StorageDriver, type Visibility } from './storage-driver.js';

/** What the upload interceptor hands over (files kept in memory). */
export interface UploadedImage {
  buffer: Buffer;
  size: number;
  originalname?: string;
  mimetype?: string;
}

/** The one place uploads are checked and stored: every module that takes a file goes through here. */
@Injectable()
export class MediaService {
  private readonly logger = new Logger('Media');

  constructor(@Inject(STORAGE_DRIVER) private readonly storage: StorageDriver) {}

  /** The image's type read from its bytes; 400 'Please choose an image file…' or 413 'The image is larger than 5 MB.' otherwise. */
  async imageType(file: UploadedImage | undefined): Promise<ImageMimeType> {
    return (await this.checked(file)).mime;
  }

  /** Checks the bytes (as `imageType`) and stores the image without its metadata under a new random key. */
  async storeImage(file: UploadedImage | undefined, visibility: Visibility = 'public'): Promise<string> {
    const { data, mime } = await this.checked(file);
    const key = `${randomBytes(16).toString('hex')}.${IMAGE_TYPES[mime]}`;
    await this.storage.put(visibility, key, await withoutMetadata(data, mime), mime);
    return key;
  }

  /** Stores bytes made by the API itself (demo images), after the same check. */
  storeBuffer(data: Buffer, visibility: Visibility = 'public'): Promise<string> {
    return this.storeImage({ buffer: data, size: data.length }, visibility);
  }

  /** A stored image with its content type, or null for an unknown or malformed key. */
  async read(
    key: string,
    visibility: Visibility = 'public',
  ): Promise<{ data: Buffer; contentType: ImageMimeType } | null> {
    const contentType = mediaKeyType(key);
    if (!contentType) return null;
    const data = await this.storage.get(visibility, key);
    return data ? { data, contentType } : null;
  }

  private async checked(file: UploadedImage | undefined): Promise<{ data: Buffer; mime: ImageMimeType }> {
    if (!file?.buffer) throw new BadRequestException(CATALOG_MESSAGES.imageRequired);
    const check = await checkImageBytes(file.buffer);
    if (!check.ok) {
      throw check.status === 413 ? new PayloadTooLargeException(check.message) : new BadRequestException(check.message);
    }
    return { data: file.buffer, mime: check.mime };
  }

  /** Removes a file that is no longer referenced; a failure is logged, never thrown at the caller. */
  async remove(key: string | null | undefined, visibility: Visibility = 'public'): Promise<void> {
    if (!key) return;
    try {
      await this.storage.remove(visibility, key);
    } catch (error) {
      this.logger.warn(`could not remove ${visibility} file ${key}: ${(error as Error).message}`);
    }
  }
}
