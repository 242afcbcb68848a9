import { imageFileProblem } from '@qmj/contracts';

export const IMAGE_MESSAGES = {
  notImage: 'Please choose an image file (JPG, PNG, WebP or GIF).',
  tooLarge: 'The image must be no larger than 5 MB.',
  chooseFirst: 'Please choose an image first.',
} as const;

/** The browser's pre-check of an image (the server re-checks the bytes): a message, or null. */
export function imageProblem(file: File): string | null {
  return imageFileProblem(file, { type: IMAGE_MESSAGES.notImage, size: IMAGE_MESSAGES.tooLarge });
}
