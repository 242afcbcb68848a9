import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { calendarDate, clockTime, fromJsonText, requiredText, slotNumber } from './booking-fields.js';
import { BOOKING_MESSAGES } from './booking-messages.js';

const messageOf = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues[0]?.message;

describe('requiredText', () => {
  const title = requiredText(5);

  it('trims, and refuses blank or too long text', () => {
    expect(title.parse('  Gala ')).toBe('Gala');
    expect(messageOf(title.safeParse('   '))).toBe(BOOKING_MESSAGES.fillRequired);
    expect(messageOf(title.safeParse('abcdef'))).toContain('5');
    expect(title.safeParse('abcde').success).toBe(true);
  });
});

describe('calendarDate and clockTime', () => {
  it('take a real date and a 24-hour time', () => {
    expect(calendarDate.parse(' 2025-06-10 ')).toBe('2025-06-10');
    expect(clockTime.parse('18:30')).toBe('18:30');
  });

  it('say which is wrong', () => {
    expect(messageOf(calendarDate.safeParse('2025-02-30'))).toBe(BOOKING_MESSAGES.dateInvalid);
    expect(messageOf(calendarDate.safeParse(''))).toBe(BOOKING_MESSAGES.fillRequired);
    expect(messageOf(clockTime.safeParse('24:00'))).toBe(BOOKING_MESSAGES.timeInvalid);
  });
});

describe('fromJsonText', () => {
  const list = fromJsonText(z.array(z.number()));

  it('reads a JSON text or takes the value itself', () => {
    expect(list.parse('[1,2]')).toEqual([1, 2]);
    expect(list.parse([3])).toEqual([3]);
  });

  it('leaves a text that is not JSON to fail the schema', () => {
    expect(list.safeParse('[1,').success).toBe(false);
  });
});

describe('slotNumber', () => {
  it('is one of the six add-on slots, also from text', () => {
    expect(slotNumber.parse('6')).toBe(6);
    for (const slot of [0, 7, 1.5, 'x'])
      expect(messageOf(slotNumber.safeParse(slot))).toBe(BOOKING_MESSAGES.slotNotOffered);
  });
});
