import { isImageMimeType, MAX_UPLOAD_BYTES } from '@qmj/contracts';

/** The first message of a failed schema check (what the user sees first). */
export function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  if (result.success) return null;
  return result.error?.issues[0]?.message ?? 'Please check the form.';
}

export const IMAGE_MESSAGES = {
  notImage: 'Please choose an image file (JPG, PNG, WebP or GIF).',
  tooLarge: 'The image must be no larger than 5 MB.',
  chooseFirst: 'Please choose an image first.',
} as const;

/** The browser's pre-check of an image (the server re-checks the bytes): a message, or null. */
export function imageProblem(file: File): string | null {
  if (!isImageMimeType(file.type)) return IMAGE_MESSAGES.notImage;
  if (file.size > MAX_UPLOAD_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}
