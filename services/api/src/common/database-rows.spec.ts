import { describe, expect, it } from '@jest/globals';
import { containsPattern, isoDate } from './database-rows.js';

describe('database rows', () => {
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('Mug')).toBe('%mug%');
    expect(containsPattern('50%_off!')).toBe('%50!%!_off!!%');
  });

  it('reads both drivers’ dates', () => {
    expect(isoDate('2026-03-04 05:06:07.000')).toBe('2026-03-04T05:06:07.000Z');
    expect(isoDate('2026-03-04 05:06:07')).toBe('2026-03-04T05:06:07.000Z');
    expect(isoDate(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
  });
});
