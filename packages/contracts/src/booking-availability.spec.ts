import { describe, expect, it } from '@jest/globals';
import { availabilityQuerySchema, dateRangeQuerySchema } from './booking-availability.js';
import { BOOKING_MESSAGES } from './booking-messages.js';

describe('dateRangeQuerySchema', () => {
  it('takes a range of up to 366 days, both ends included', () => {
    expect(dateRangeQuerySchema.safeParse({ start: '2024-01-01', end: '2024-12-31' }).success).toBe(true);
    expect(dateRangeQuerySchema.safeParse({ start: '2025-06-10', end: '2025-06-10' }).success).toBe(true);
  });

  it('refuses a longer range or one ending before it starts', () => {
    for (const range of [
      { start: '2025-01-01', end: '2026-01-02' },
      { start: '2025-06-10', end: '2025-06-09' },
    ]) {
      expect(dateRangeQuerySchema.safeParse(range).error?.issues).toEqual([
        expect.objectContaining({ message: BOOKING_MESSAGES.rangeInvalid, path: ['end'] }),
      ]);
    }
  });
});

describe('availabilityQuerySchema', () => {
  it('takes a month as YYYY-MM', () => {
    expect(availabilityQuerySchema.safeParse({ month: '2025-12' }).success).toBe(true);
    for (const month of ['2025-13', '2025-1', '2025-06-01'])
      expect(availabilityQuerySchema.safeParse({ month }).error?.issues[0]?.message).toBe(
        BOOKING_MESSAGES.monthInvalid,
      );
  });
});
