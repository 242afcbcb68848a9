import { describe, expect, it } from '@jest/globals';
import { bodyLimitBytes } from './request-body.js';

describe('bodyLimitBytes', () => {
  it('reads BODY_LIMIT in bytes, with or without a unit', () => {
    expect(bodyLimitBytes('1mb')).toBe(1024 * 1024);
    expect(bodyLimitBytes(' 500KB ')).toBe(500 * 1024);
    expect(bodyLimitBytes('1.5kb')).toBe(1536);
    expect(bodyLimitBytes('2048')).toBe(2048);
  });

  it('refuses anything else', () => {
    expect(() => bodyLimitBytes('lots')).toThrow("BODY_LIMIT must be a size such as 1mb or 500kb, not 'lots'");
    expect(() => bodyLimitBytes('1tb')).toThrow();
  });
});
