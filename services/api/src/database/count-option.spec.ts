import { describe, expect, it } from '@jest/globals';
import { countOption } from './count-option.js';

describe('countOption', () => {
  it('reads --name N or --name=N, undefined when absent', () => {
    expect(countOption([], 'products')).toBeUndefined();
    expect(countOption(['--products', '250'], 'products')).toBe(250);
    expect(countOption(['--orders=42', '--products', '7'], 'orders')).toBe(42);
  });

  it('refuses anything but a positive whole number', () => {
    for (const bad of ['0', '-5', 'many', '1.5']) {
      expect(() => countOption(['--orders', bad], 'orders')).toThrow(/--orders must be a whole number/);
    }
  });
});
