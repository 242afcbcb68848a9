import { fnv1a } from '@qmj/contracts';

/** Modules per side of the drawn code (the size of a version-1 QR code). */
export const QR_SIZE = 21;

const FINDER = 7;

function inFinder(row: number, column: number, size: number): 'ring' | 'core' | 'gap' | null {
  const corners: [number, number][] = [
    [0, 0],
    [0, size - FINDER],
    [size - FINDER, 0],
  ];
  for (const [top, left] of corners) {
    const r = row - top;
    const c = column - left;
    // The finder plus its one-module white margin.
    if (r >= -1 && r <= FINDER && c >= -1 && c <= FINDER) {
      if (r < 0 || c < 0 || r === FINDER || c === FINDER) return 'gap';
      if (r === 0 || c === 0 || r === FINDER - 1 || c === FINDER - 1) return 'ring';
      if (r >= 2 && r <= 4 && c >= 2 && c <= 4) return 'core';
      return 'gap';
    }
  }
  return null;
}

/**
 * A QR-looking grid (dark = true) drawn from `seed`: the three finder squares in their corners and
 * a stable pattern elsewhere. It is a picture only, not a code that a reader could scan.
 */
export function qrPattern(seed: string, size = QR_SIZE): boolean[][] {
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => {
      const finder = inFinder(row, column, size);
      if (finder) return finder !== 'gap';
      return fnv1a(`${seed}:${row}:${column}`) % 2 === 0;
    }),
  );
}
