import sharp from 'sharp';

/** The hash's grid: 16 rows of 17 cells, one bit per pair of neighbours, 256 bits. */
const ROWS = 16;
const COLUMNS = ROWS + 1;
/** The picture is first brought to this square, its contrast stretched there, so a rescaled copy hashes alike. */
const WORKING_SIZE = 256;
/** Neighbours closer than this (of 255) count as equal: blank paper never flips a bit with compression noise. */
const MARGIN = 8;

/** At most this many bits may differ for two pictures to be the same picture (a re-saved or re-compressed copy). */
export const SAME_PICTURE_DISTANCE = 12;

/**
 * A difference hash of the picture (docs/receipts.md): upright, greyscale, contrast stretched,
 * shrunk to ROWS × COLUMNS, one bit per pair of neighbours (the left brighter by MARGIN or not); hex.
 */
export async function pictureHash(image: Buffer): Promise<string> {
  const working = await sharp(image, { failOn: 'none' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .normalise()
    .resize(WORKING_SIZE, WORKING_SIZE, { fit: 'fill' })
    .raw()
    .toBuffer();
  const pixels = await sharp(working, { raw: { width: WORKING_SIZE, height: WORKING_SIZE, channels: 1 } })
    .resize(COLUMNS, ROWS, { fit: 'fill' })
    .raw()
    .toBuffer();
  let bits = '';
  for (let row = 0; row < ROWS; row += 1) {
    for (let column = 0; column < ROWS; column += 1) {
      const at = row * COLUMNS + column;
      bits += pixels[at] - pixels[at + 1] > MARGIN ? '1' : '0';
    }
  }
  return BigInt(`0b${bits}`)
    .toString(16)
    .padStart((ROWS * ROWS) / 4, '0');
}

/** How many bits two hashes differ in. */
export function hashDistance(a: string, b: string): number {
  let differing = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (differing > 0n) {
    count += Number(differing & 1n);
    differing >>= 1n;
  }
  return count;
}
