import { describe, expect, it } from '@jest/globals';
import { clockSpan, clockTime } from './clock-time';

describe('clock times', () => {
  it('reads a 24-hour time in the 12-hour clock', () => {
    expect(clockTime('00:05')).toBe('12:05 AM');
    expect(clockTime('08:00')).toBe('8:00 AM');
    expect(clockTime('12:30')).toBe('12:30 PM');
    expect(clockTime('21:00')).toBe('9:00 PM');
  });

  it('shows anything else as it came', () => {
    expect(clockTime('9am')).toBe('9am');
  });

  it('joins a start and an end', () => {
    expect(clockSpan('09:00', '17:30')).toBe('9:00 AM – 5:30 PM');
  });
});
