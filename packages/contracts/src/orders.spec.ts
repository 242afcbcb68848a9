import { describe, expect, it } from '@jest/globals';
import {
  adminOrderActionSchema,
  cartLineConflict,
  denyOrderSchema,
  findOrderTransition,
  ORDER_MESSAGES,
  ORDER_TRANSITIONS,
  orderStateConflict,
  orderTotal,
  shippingFeeFor,
  shippingQuoteQuerySchema,
} from './orders.js';

describe('the order state machine', () => {
  it('has one row for each (from, action, who)', () => {
    const keys = ORDER_TRANSITIONS.map((row) => `${row.from}|${row.action}|${row.who}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reserves stock whenever an order becomes pending from outside the reservation', () => {
    for (const row of ORDER_TRANSITIONS.filter((transition) => transition.to === 'pending')) {
      expect(row.stock).toBe(row.from === 'approved' ? 'none' : 'reserve');
    }
  });

  it('lets only the owner cancel and only the administrator approve', () => {
    expect(findOrderTransition('pending', 'cancel', 'owner')?.to).toBe('cancelled');
    expect(findOrderTransition('pending', 'cancel', 'admin')).toBeUndefined();
    expect(findOrderTransition('pending', 'approve', 'owner')).toBeUndefined();
    expect(findOrderTransition('delivering', 'cancel', 'owner')).toBeUndefined();
  });

  it('steps undo back one status at a time', () => {
    expect(findOrderTransition('received', 'undo', 'admin')?.to).toBe('delivering');
    expect(findOrderTransition('delivering', 'undo', 'admin')?.to).toBe('approved');
    expect(findOrderTransition('approved', 'undo', 'admin')?.to).toBe('pending');
    expect(findOrderTransition('denied', 'undo', 'admin')).toMatchObject({ to: 'pending', stock: 'reserve' });
  });
});

describe('shippingFeeFor', () => {
  it('is a whole ₱25 to ₱35, the same for the same address however it is written', () => {
    const fee = shippingFeeFor('123 Rizal St., Lipa City');
    expect(fee % 100).toBe(0);
    expect(fee).toBeGreaterThanOrEqual(2500);
    expect(fee).toBeLessThanOrEqual(3500);
    expect(shippingFeeFor('  123 rizal st lipa city ')).toBe(fee);
  });

  it('spreads over the whole range', () => {
    const fees = new Set(Array.from({ length: 200 }, (_, index) => shippingFeeFor(`${index} Mabini St`)));
    expect(fees.size).toBe(11);
  });
});

describe('orders', () => {
  it('totals unit price × quantity + shipping fee', () => {
    expect(orderTotal(25000, 3, 3000)).toBe(78000);
  });
});

describe('order request schemas', () => {
  it('reads the expected status of an administrator action, and a deny reason', () => {
    expect(adminOrderActionSchema.parse({})).toEqual({});
    expect(adminOrderActionSchema.parse({ expectedStatus: 'pending' })).toEqual({ expectedStatus: 'pending' });
    expect(adminOrderActionSchema.safeParse({ expectedStatus: 'lost' }).success).toBe(false);
    expect(denyOrderSchema.parse({ reason: '  Out of ink ' })).toEqual({ reason: 'Out of ink' });
  });

  it('needs an address for a shipping quote', () => {
    const blank = shippingQuoteQuerySchema.safeParse({ address: '   ' });
    expect(blank.success ? null : blank.error.issues[0]?.message).toBe(ORDER_MESSAGES.addressRequired);
    expect(shippingQuoteQuerySchema.parse({ address: ' Lipa ' })).toEqual({ address: 'Lipa' });
  });

  it('names the status when a line has left the cart', () => {
    expect(cartLineConflict('pending')).toBe('This order is pending, so its quantity can no longer be changed.');
    expect(orderStateConflict('delivering', 'cancel')).toContain('on delivery');
  });
});
