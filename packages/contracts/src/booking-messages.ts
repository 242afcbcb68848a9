import { MAX_EVENT_DAYS, MAX_RANGE_DAYS } from './booking-calendar.js';
import { DOWN_PAYMENT_RATE } from './constants.js';
import { NUMBER_RANGE } from './limits.js';
import { formatPercent } from './money.js';

export const ADD_ON_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'] as const;

export const BOOKING_MESSAGES = {
  fillRequired: 'Please fill in all required fields.',
  confirmSave: 'Are you sure you want to save?',
  addItemLimit: 'Button is disabled due to reaching the limit of 3 records.',
  negativeQuantity: 'Input cannot be negative. Please enter a value of 0 or higher.',
  emailInvalid: 'Please enter a valid e-mail address.',
  phoneInvalid: 'Please enter an 11-digit mobile number such as 09171234567.',
  phonePlaceholder: '09XXXXXXXXX',
  dateInvalid: 'Please enter a date as YYYY-MM-DD.',
  timeInvalid: 'Please enter a time as HH:mm.',
  endBeforeStart: 'The end date cannot be before the start date.',
  endTimeBeforeStart: 'The end time must be after the start time.',
  startInPast: 'The event cannot start in the past.',
  meetingInPast: 'The meeting cannot be in the past.',
  meetingAfterEvent: 'The meeting must be on or before the start date.',
  tooManyDays: `An event can cover at most ${MAX_EVENT_DAYS} days.`,
  dayFull: 'One of the chosen days is already fully booked. Please choose other dates.',
  receiptRequired: `Please upload the receipt of your ${formatPercent(DOWN_PAYMENT_RATE)} down payment.`,
  slotNotOffered: 'That add-on is not offered for this service.',
  quantityInvalid: `Quantities must be whole numbers from 0 to ${NUMBER_RANGE.addOnQuantity.max}.`,
  serviceMissing: 'That service does not exist.',
  bookingMissing: 'That booking does not exist.',
  receiptMissing: 'This booking has no receipt.',
  calendarNotApproved: 'Only an approved booking can be added to a calendar.',
  scheduleEventMissing: 'That event does not exist.',
  bookedRecordMissing: 'That record does not exist.',
  monthInvalid: 'Please choose a month as YYYY-MM.',
  rangeInvalid: `Please choose a range of at most ${MAX_RANGE_DAYS} days, the end not before the start.`,
  saved: 'Your booking request has been filed.',
} as const;

/** 'Input exceeds the limit for second stock.' for slot 2. */
export function exceedsStockMessage(slot: number): string {
  return `Input exceeds the limit for ${ADD_ON_ORDINALS[slot - 1] ?? `#${slot}`} stock.`;
}
