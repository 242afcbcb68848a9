/**
 * Where uploaded files live. `public` files (product, review and profile images) are served by
 * `GET /api/media/:key`; `private` ones (payment receipts) only through the record they belong to.
 */
export type Visibility = 'public' | 'private';

/** A file written under its temporary name, waiting for the transaction that records it. */
export interface PendingFile {
  visibility: Visibility;
  key: string;
  /** When it was written (epoch ms). */
  writtenAt: number;
}

/**
 * The storage seam: the local disk by default; an S3-compatible driver implements the same calls.
 * A file is first written under a temporary name (`putPending`) and moved into place
 * (`promote`) once the transaction that records it has committed (docs/architecture.md#uploads).
 */
export interface StorageDriver {
  putPending(visibility: Visibility, key: string, data: Buffer, contentType: string): Promise<void>;
  /** Moves a pending file into place; false when there was none (another replica's sweep moved it). */
  promote(visibility: Visibility, key: string): Promise<boolean>;
  /** Removes a pending file; a missing one is not an error. */
  removePending(visibility: Visibility, key: string): Promise<void>;
  /** Every file still under its temporary name. */
  listPending(): Promise<PendingFile[]>;
  /** The file's bytes, or null when there is no such file. */
  get(visibility: Visibility, key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  remove(visibility: Visibility, key: string): Promise<void>;
}

export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');
