import { randomBytes } from 'node:crypto';
import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  PayloadTooLargeException,
} from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { CATALOG_MESSAGES, IMAGE_TYPES, type ImageMimeType, mediaKeyType } from '@qmj/contracts';
import { In } from 'typeorm';
import { Clock } from '../common/clock.js';
import { JobLocks } from '../common/job-locks.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { checkImageBytes } from './image-check.js';
import { withoutMetadata } from './image-metadata.js';
import { STORAGE_DRIVER, type StorageDriver, type Visibility } from './storage-driver.js';
import { StoredFile } from './stored-file.entity.js';

/** What the upload interceptor hands over (files kept in memory). */
export interface UploadedImage {
  buffer: Buffer;
  size: number;
  originalname?: string;
  mimetype?: string;
}

/** A checked image written under its temporary name: `keep` it in the transaction that records its key. */
export interface PendingUpload {
  readonly key: string;
  readonly visibility: Visibility;
}

/** A pending file older than this whose transaction never recorded it was abandoned (the request failed first). */
const ABANDONED_AFTER_MS = 10 * 60 * 1000;
const SWEEP_LEASE_MS = 10 * 60 * 1000;

/**
 * The one place uploads are checked and stored: every module that takes a file goes through here,
 * in two steps (docs/architecture.md#uploads):
 * 1. `prepare` checks the bytes, strips the metadata and writes the file under a temporary name,
 *    before the transaction, so that the one writer waits for none of it;
 * 2. `keep`, inside the transaction that records the key, notes the file: it is moved into place
 *    when that transaction commits and removed when it rolls back. `discard` is the reverse: the
 *    file goes once the transaction that dropped its key commits.
 * A crash between the commit and the move is repaired at start-up (`sweep`).
 */
@Injectable()
export class MediaService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Media');

  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly jobs: JobLocks,
  ) {}

  /** The image's type read from its bytes; 400 'Please choose an image file…' or 413 'The image is larger than 5 MB.' otherwise. */
  async imageType(file: UploadedImage | undefined): Promise<ImageMimeType> {
    return (await this.checked(file)).mime;
  }

  /** Checks the bytes (as `imageType`) and writes the image without its metadata under a new random key, pending. */
  async prepare(file: UploadedImage | undefined, visibility: Visibility = 'public'): Promise<PendingUpload> {
    const [upload] = await this.prepareAll([file], visibility);
    return upload;
  }

  /**
   * `prepare` for the files of one request: every file is checked and stripped before any is
   * written, so a refused one (a sibling that does not decode too) leaves nothing behind.
   */
  async prepareAll(files: readonly (UploadedImage | undefined)[], visibility: Visibility): Promise<PendingUpload[]> {
    const images = await Promise.all(
      files.map(async (file) => {
        const { data, mime } = await this.checked(file);
        return { data: await withoutMetadata(data, mime), mime };
      }),
    );
    return Promise.all(
      images.map(async ({ data, mime }) => {
        const key = `${randomBytes(16).toString('hex')}.${IMAGE_TYPES[mime]}`;
        await this.storage.putPending(visibility, key, data, mime);
        return { key, visibility };
      }),
    );
  }

  /** `prepare` for bytes made by the API itself (demo images), after the same check. */
  prepareBuffer(data: Buffer, visibility: Visibility = 'public'): Promise<PendingUpload> {
    return this.prepare({ buffer: data, size: data.length }, visibility);
  }

  /** Inside the transaction that records `upload.key`: the file is in place once it commits, gone if it rolls back. */
  async keep(upload: PendingUpload): Promise<string> {
    const { key, visibility } = upload;
    await this.unitOfWork.transaction((manager) =>
      manager.insert(StoredFile, { fileKey: key, visibility, createdAt: this.clock.now() }),
    );
    this.unitOfWork.afterCommit(async () => {
      if (!(await this.storage.promote(visibility, key)))
        this.logger.warn(`no pending ${visibility} file ${key} to keep`);
    });
    this.unitOfWork.afterRollback(() => this.storage.removePending(visibility, key));
    return key;
  }

  /** Inside the transaction that drops `key` (a replaced picture): the file is removed once it commits. */
  async discard(key: string | null | undefined, visibility: Visibility = 'public'): Promise<void> {
    if (!key) return;
    await this.unitOfWork.transaction((manager) => manager.delete(StoredFile, { fileKey: key }));
    this.unitOfWork.afterCommit(() => this.storage.remove(visibility, key));
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

  /**
   * Files still under their temporary name: moved into place when their row committed (a crash
   * came between the commit and the move), removed when it never did and they are old enough that
   * no transaction can still record them.
   */
  async sweep(): Promise<{ promoted: number; removed: number }> {
    const pending = await this.storage.listPending();
    if (pending.length === 0) return { promoted: 0, removed: 0 };
    const committed = new Set(
      (
        await this.unitOfWork.manager.find(StoredFile, {
          select: { fileKey: true },
          where: { fileKey: In(pending.map((file) => file.key)) },
        })
      ).map((row) => row.fileKey),
    );
    const abandonedBefore = this.clock.now().getTime() - ABANDONED_AFTER_MS;
    let promoted = 0;
    let removed = 0;
    for (const file of pending) {
      if (committed.has(file.key)) {
        if (await this.storage.promote(file.visibility, file.key)) promoted += 1;
      } else if (file.writtenAt < abandonedBefore) {
        await this.storage.removePending(file.visibility, file.key);
        removed += 1;
      }
    }
    return { promoted, removed };
  }

  async onApplicationBootstrap(): Promise<void> {
    const { promoted, removed } = await this.sweep();
    if (promoted + removed > 0) this.logger.log(`start-up: ${promoted} uploads moved into place, ${removed} removed`);
  }

  @Cron(CronExpression.EVERY_HOUR)
  sweepOnce(): Promise<boolean> {
    return this.jobs.runOnce('sweep-pending-uploads', SWEEP_LEASE_MS, async () => {
      const { promoted, removed } = await this.sweep();
      return `${promoted} uploads moved into place, ${removed} abandoned ones removed`;
    });
  }

  private async checked(file: UploadedImage | undefined): Promise<{ data: Buffer; mime: ImageMimeType }> {
    if (!file?.buffer) throw new BadRequestException(CATALOG_MESSAGES.imageRequired);
    const check = await checkImageBytes(file.buffer);
    if (!check.ok) {
      throw check.status === 413 ? new PayloadTooLargeException(check.message) : new BadRequestException(check.message);
    }
    return { data: file.buffer, mime: check.mime };
  }
}
