// The catalogue's messages, apart from its schemas in ./catalog.ts: a page that shows one loads no zod
// (docs/architecture.md#contracts).
import { MAX_IMAGE_MEGAPIXELS } from './constants.js';

export const CATALOG_MESSAGES = {
  fillRequired: 'Please fill out all required fields',
  wholeNumber: 'Stock and unit price must be whole numbers of 0 or more.',
  categoryTaken: 'That category already exists.',
  categoryMissing: 'That category does not exist.',
  sizeMissing: 'That size does not exist.',
  productMissing: 'That product does not exist.',
  imageRequired: 'Please choose an image file (PNG, JPEG, WebP or GIF).',
  imageTooLarge: 'The image is larger than 5 MB.',
  imageTooManyPixels: `The image is larger than ${MAX_IMAGE_MEGAPIXELS} megapixels.`,
  imageUnreadable: 'The image could not be read. Please choose another image file.',
  updateFailed: 'Error updating product',
  unknown: 'Unknown',
} as const;
