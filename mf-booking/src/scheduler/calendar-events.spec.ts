import { describe, expect, it } from '@jest/globals';
import type { AdminBooking } from '@qmj/contracts';
import { approvedBookingInput, movedTimes, scheduleEventInput } from './calendar-events';

describe('the events the scheduler draws', () => {
  it('draws a scheduler event at its instants, carrying the event for editing', () => {
    const event = {
      id: 7,
      text: 'Team meeting',
      startDate: '2026-02-02T01:00:00.000Z',
      endDate: '2026-02-02T02:30:00.000Z',
    };
    expect(scheduleEventInput(event)).toMatchObject({
      id: 'schedule-7',
      title: 'Team meeting',
      start: event.startDate,
      end: event.endDate,
      allDay: false,
      extendedProps: { scheduleEvent: event },
    });
  });

  it('draws an approved booking read-only, titled with its event and service, at its Manila dates and times', () => {
    const booking = {
      id: 3,
      eventTitle: 'Santos wedding',
      serviceTitle: 'Wedding package',
      startDate: '2026-03-14',
      startTime: '09:00',
      endDate: '2026-03-15',
      endTime: '17:30',
    } as AdminBooking;
    expect(approvedBookingInput(booking)).toMatchObject({
      id: 'booking-3',
      title: 'Santos wedding (Wedding package)',
      start: '2026-03-14T09:00',
      end: '2026-03-15T17:30',
      editable: false,
      interactive: false,
    });
  });

  it('sends a moved event as UTC instants', () => {
    const start = new Date('2026-02-03T09:00:00+08:00');
    const end = new Date('2026-02-03T10:00:00+08:00');
    expect(movedTimes(start, end)).toEqual({
      startDate: '2026-02-03T01:00:00.000Z',
      endDate: '2026-02-03T02:00:00.000Z',
    });
  });

  it('keeps an event that ends when it starts that way after a move', () => {
    const start = new Date('2026-02-03T01:00:00.000Z');
    expect(movedTimes(start, null)).toEqual({ startDate: start.toISOString(), endDate: start.toISOString() });
  });
});
