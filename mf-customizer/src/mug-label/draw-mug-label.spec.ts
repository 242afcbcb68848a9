import { describe, expect, it } from '@jest/globals';
import { MUG_COLORS } from '@qmj/contracts';
import { inkFor } from './draw-mug-label';

describe('inkFor', () => {
  it('writes black on light mugs and white on dark ones', () => {
    expect(inkFor('#ffffff')).toBe('#111111');
    expect(inkFor('#ffeb3b')).toBe('#111111');
    expect(inkFor('#000080')).toBe('#ffffff');
    expect(inkFor('#000000')).toBe('#ffffff');
  });

  it('gives every palette colour one of the two inks', () => {
    for (const { hex } of MUG_COLORS) expect(['#111111', '#ffffff']).toContain(inkFor(hex));
  });
});
