import { BadRequestException } from '@nestjs/common';
import { CATALOG_MESSAGES, type ImageMimeType, MAX_IMAGE_MEGAPIXELS } from '@qmj/contracts';
import sharp, { type Metadata, type Sharp } from 'sharp';

const MAX_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

const ENCODERS: Record<ImageMimeType, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/gif': (image) => image.gif(),
};

/** Whether an image holds anything that may tell who took it, where or with what (a colour profile does not). */
function carriesMetadata(metadata: Metadata): boolean {
  return Boolean(
    metadata.exif ||
      metadata.xmp ||
      metadata.iptc ||
      metadata.tifftagPhotoshop ||
      metadata.comments?.length ||
      metadata.orientation,
  );
}

/**
 * The image without its metadata (docs/security.md, Inputs): one that carries EXIF (with the place a
 * photo was taken), XMP, IPTC, text comments or an orientation is decoded and encoded again in its
 * own format, turned upright by its orientation first since that tag goes too, the frames of an
 * animated GIF or WebP kept; one that carries none is kept as sent. More than MAX_IMAGE_MEGAPIXELS,
 * or bytes that do not decode, answer 400.
 */
export async function withoutMetadata(data: Buffer, mime: ImageMimeType): Promise<Buffer> {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  const image = sharp(data, { animated, limitInputPixels: MAX_PIXELS });
  try {
    // The header is read first, and refused past the pixel limit before any pixel is decoded.
    if (!carriesMetadata(await image.metadata())) return data;
    return await ENCODERS[mime](image.autoOrient()).toBuffer();
  } catch (error) {
    const tooLarge = /pixel limit/i.test((error as Error).message);
    throw new BadRequestException(tooLarge ? CATALOG_MESSAGES.imageTooManyPixels : CATALOG_MESSAGES.imageUnreadable);
  }
}
