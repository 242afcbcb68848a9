import { describe, expect, it } from '@jest/globals';
import { parseProductCount } from './large-catalog.js';

describe('parseProductCount', () => {
  it('reads --products N or --products=N, 10,000 by default', () => {
    expect(parseProductCount([])).toBe(10_000);
    expect(parseProductCount(['--products', '250'])).toBe(250);
    expect(parseProductCount(['--products=42'])).toBe(42);
  });

  it('refuses anything but a positive whole number', () => {
    for (const bad of ['0', '-5', 'many', '1.5']) {
      expect(() => parseProductCount(['--products', bad])).toThrow(/--products must be a whole number/);
    }
  });
});
