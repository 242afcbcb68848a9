import { describe, expect, it } from '@jest/globals';
import { MAX_UPLOAD_BYTES } from './constants.js';
import {
  IMAGE_ACCEPT,
  imageFileProblem,
  isImageMimeType,
  MEDIA_KEY_MAX,
  MEDIA_KEY_PATTERN,
  mediaKeyType,
  mediaUrl,
} from './media.js';

const messages = { type: 'type', size: 'size' };

describe('media rules', () => {
  it('bounds a key by the longest the pattern allows', () => {
    const hex = 'a'.repeat(32);
    const longest = Math.max(...['png', 'jpg', 'webp', 'gif'].map((extension) => `${hex}.${extension}`.length));
    expect(MEDIA_KEY_PATTERN.test(`${hex}.webp`)).toBe(true);
    expect(longest).toBe(MEDIA_KEY_MAX);
  });

  it('accepts PNG, JPEG, WebP and GIF only', () => {
    for (const mime of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) expect(isImageMimeType(mime)).toBe(true);
    for (const mime of ['image/svg+xml', 'text/plain', '', undefined, null, 'toString']) {
      expect(isImageMimeType(mime)).toBe(false);
    }
    expect(IMAGE_ACCEPT).toBe('image/png,image/jpeg,image/webp,image/gif');
  });

  it('pre-checks a chosen file by type and size', () => {
    expect(imageFileProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES }, messages)).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 }, messages)).toBe('size');
    expect(imageFileProblem({ type: 'text/plain', size: 10 }, messages)).toBe('type');
  });

  it('recognises media keys and their content types', () => {
    const key = `${'a'.repeat(32)}.png`;
    expect(MEDIA_KEY_PATTERN.test(key)).toBe(true);
    expect(mediaKeyType(key)).toBe('image/png');
    expect(mediaKeyType(`${'0'.repeat(32)}.jpg`)).toBe('image/jpeg');
    expect(mediaKeyType(`${'0'.repeat(32)}.webp`)).toBe('image/webp');
    for (const bad of ['../etc/passwd', `${'a'.repeat(32)}.svg`, `${'A'.repeat(32)}.png`, `${'a'.repeat(31)}.png`]) {
      expect(mediaKeyType(bad)).toBeNull();
    }
    expect(mediaUrl(key)).toBe(`/api/media/${key}`);
    expect(mediaUrl(null)).toBeNull();
  });
});
