import { CATALOG_MESSAGES, IMAGE_TYPES, type ImageMimeType, isImageMimeType, MAX_UPLOAD_BYTES } from '@qmj/contracts';
import { fileTypeFromBuffer } from 'file-type';

export type ImageCheck =
  | { ok: true; mime: ImageMimeType; extension: (typeof IMAGE_TYPES)[ImageMimeType] }
  | { ok: false; status: 400 | 413; message: string };

/** Checks an upload by its bytes (never by its name or declared type): PNG, JPEG, WebP or GIF, at most 5 MB. */
export async function checkImageBytes(data: Buffer | Uint8Array): Promise<ImageCheck> {
  if (data.byteLength > MAX_UPLOAD_BYTES) return { ok: false, status: 413, message: CATALOG_MESSAGES.imageTooLarge };
  const type = data.byteLength > 0 ? await fileTypeFromBuffer(data) : undefined;
  if (!type || !isImageMimeType(type.mime)) return { ok: false, status: 400, message: CATALOG_MESSAGES.imageRequired };
  return { ok: true, mime: type.mime, extension: IMAGE_TYPES[type.mime] };
}
