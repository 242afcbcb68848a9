import { describe, expect, it } from '@jest/globals';
import { QR_SIZE, qrPattern } from './qr-pattern';

describe('qrPattern', () => {
  it('is a square grid, the same for the same seed', () => {
    const grid = qrPattern('0917 123 4567');
    expect(grid).toHaveLength(QR_SIZE);
    expect(grid.every((row) => row.length === QR_SIZE)).toBe(true);
    expect(qrPattern('0917 123 4567')).toEqual(grid);
  });

  it('draws the three finder squares', () => {
    const grid = qrPattern('x');
    for (const [top, left] of [
      [0, 0],
      [0, QR_SIZE - 7],
      [QR_SIZE - 7, 0],
    ]) {
      expect(grid[top][left]).toBe(true);
      expect(grid[top + 1][left + 1]).toBe(false);
      expect(grid[top + 3][left + 3]).toBe(true);
    }
  });
});
