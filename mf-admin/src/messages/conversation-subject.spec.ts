import { describe, expect, it } from '@jest/globals';
import type { ConversationMessage } from '@qmj/contracts';
import { subjectLink, subjectLinks, subjectOf } from './conversation-subject';

const ORDER = { id: 5, transactionCode: 'QMJ-0005', productName: 'Mug', status: 'pending' } as const;
const BOOKING = { id: 8, eventTitle: 'Birthday', startDate: '2026-12-14', status: 'approved' } as const;

let nextId = 1;
const message = (about: Partial<Pick<ConversationMessage, 'order' | 'booking'>> = {}): ConversationMessage => ({
  id: nextId++,
  conversationId: 1,
  author: 'customer',
  text: 'A question',
  pictureUrls: [],
  order: null,
  booking: null,
  createdAt: '2026-11-27T03:00:00.000Z',
  ...about,
});

describe('subjectOf', () => {
  it('is what the latest message naming an order or a booking names', () => {
    expect(subjectOf([message({ order: ORDER }), message({ booking: BOOKING }), message()])).toEqual({
      kind: 'booking',
      booking: BOOKING,
    });
    expect(subjectOf([message({ booking: BOOKING }), message({ order: ORDER })])).toEqual({
      kind: 'order',
      order: ORDER,
    });
  });

  it('is none when no message names one', () => {
    expect(subjectOf([message(), message()])).toBeNull();
    expect(subjectOf([])).toBeNull();
  });
});

describe('subjectLink', () => {
  it("opens the screen that lists the record's status, at that view", () => {
    const order = (status: (typeof ORDER)['status'] | 'approved' | 'delivering' | 'denied') =>
      subjectLink({ kind: 'order', order: { ...ORDER, status } });
    expect(order('pending')).toEqual({ to: '/orderRequest?status=pending', screenTitle: 'Product Request' });
    expect(order('denied')).toEqual({ to: '/orderRequest?status=denied', screenTitle: 'Product Request' });
    expect(order('approved')).toEqual({ to: '/orderproducts?status=approved', screenTitle: 'Order List' });
    expect(order('delivering')).toEqual({ to: '/orderproducts?status=delivering', screenTitle: 'Order List' });
    const booking = (status: 'pending' | 'approved' | 'done') =>
      subjectLink({ kind: 'booking', booking: { ...BOOKING, status } });
    expect(booking('pending')).toEqual({ to: '/bookingtable?status=pending', screenTitle: 'Service Request' });
    expect(booking('approved')).toEqual({ to: '/approved_events?status=approved', screenTitle: 'Event Schedules' });
    expect(booking('done')).toEqual({ to: '/approved_events?status=done', screenTitle: 'Event Schedules' });
  });

  it('opens the order list, or the booking requests, for a status no screen lists', () => {
    expect(subjectLink({ kind: 'order', order: { ...ORDER, status: 'cancelled' } })).toEqual({
      to: '/orderproducts',
      screenTitle: 'Order List',
    });
    expect(subjectLink({ kind: 'booking', booking: { ...BOOKING, status: 'withdrawn' } })).toEqual({
      to: '/bookingtable',
      screenTitle: 'Service Request',
    });
  });
});

describe('subjectLinks', () => {
  it("opens each message's record at the view of its latest status", () => {
    const links = subjectLinks([
      message({ order: ORDER }),
      message({ order: { ...ORDER, status: 'delivering' } }),
      message({ booking: BOOKING }),
    ]);
    expect(links.order(ORDER.id)).toBe('/orderproducts?status=delivering');
    expect(links.booking(BOOKING.id)).toBe('/approved_events?status=approved');
  });
});
