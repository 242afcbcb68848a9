import { MAX_UPLOAD_BYTES } from './constants.js';

/** The image types accepted everywhere (checked by the bytes on the server, by the type in the browser). */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type ImageMimeType = keyof typeof IMAGE_TYPES;

/** The `accept` attribute of an image input. */
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES).join(',');

export function isImageMimeType(mime: string | undefined | null): mime is ImageMimeType {
  return typeof mime === 'string' && Object.hasOwn(IMAGE_TYPES, mime);
}

/** The browser-side pre-check of a chosen file (the server re-checks the bytes): a message, or null when it may be sent. */
export function imageFileProblem(
  file: { type?: string; size: number },
  messages: { type: string; size: string },
): string | null {
  if (!isImageMimeType(file.type)) return messages.type;
  if (file.size > MAX_UPLOAD_BYTES) return messages.size;
  return null;
}

/** Public files (product, review and profile images) are served at this address; private ones (receipts) never are. */
export function mediaUrl(key: string | null | undefined): string | null {
  return key ? `/api/media/${key}` : null;
}

/** A stored file's key: 32 random hex digits and the extension of its sniffed type. */
export const MEDIA_KEY_PATTERN = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;
/** The longest a media key can be (`MEDIA_KEY_PATTERN`), so the route refuses a longer one before looking. */
export const MEDIA_KEY_MAX = 37;

const MIME_BY_EXTENSION: Record<string, ImageMimeType> = Object.fromEntries(
  Object.entries(IMAGE_TYPES).map(([mime, extension]) => [extension, mime as ImageMimeType]),
);

/** The content type of a valid media key, or null for anything else. */
export function mediaKeyType(key: string): ImageMimeType | null {
  if (!MEDIA_KEY_PATTERN.test(key)) return null;
  return MIME_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1)] ?? null;
}
