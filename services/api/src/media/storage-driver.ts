/**
 * Where uploaded files live. `public` files (product, review and profile images) are served by
 * `GET /api/media/:key`; `private` ones (payment receipts) only through the record they belong to.
 */
export type Visibility = 'public' | 'private';

/** The storage seam: the local disk by default; an S3-compatible driver implements the same three calls. */
export interface StorageDriver {
  put(visibility: Visibility, key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(visibility: Visibility, key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  remove(visibility: Visibility, key: string): Promise<void>;
}

export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');
