import { describe, expect, it } from '@jest/globals';
import {
  cartLineConflict,
  findOrderTransition,
  NO_ORDER_DETAILS,
  ORDER_MESSAGES,
  ORDER_TRANSITIONS,
  orderStateConflict,
  orderTotal,
  ownerActions,
  prefilledOrderDetails,
  profileWithDetails,
  shippingFeeFor,
} from './orders.js';
import {
  adminOrderActionSchema,
  denyOrderSchema,
  detailsToKeep,
  placeOrderSchema,
  shippingQuoteQuerySchema,
} from './orders-schemas.js';
import { type Profile, updateProfileSchema } from './users.js';

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

  it("offers the owner only the table's actions: none once the order is on its way", () => {
    expect(ownerActions('pending')).toEqual(['cancel']);
    expect(ownerActions('cancelled')).toEqual(['undoCancel']);
    expect(ownerActions('delivering')).toEqual([]);
    expect(ownerActions('approved')).toEqual([]);
  });

  it('sends the customer a notice when an order is decided, shipped and received, and on nothing else', () => {
    const notices = Object.fromEntries(
      ORDER_TRANSITIONS.filter((row) => row.notice).map((row) => [`${row.from} ${row.action}`, row.notice]),
    );
    expect(notices).toEqual({
      'pending approve': 'approved',
      'pending deny': 'denied',
      'approved deny': 'denied',
      'approved deliver': 'shipped',
      'delivering delivered': 'received',
    });
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

describe('placeOrderSchema', () => {
  const details = { address: ' Lipa City ', contact: '0917', otherInfo: 'Gate', customerName: 'Juan' };

  it('adds to the cart with a product and a quantity only, keeping no details', () => {
    const line = placeOrderSchema.parse({ productId: '3', quantity: '2', intent: 'cart', address: '  ' });
    expect(line).toMatchObject({ productId: 3, quantity: 2, intent: 'cart' });
    expect(detailsToKeep(line)).toEqual(NO_ORDER_DETAILS);
    expect(detailsToKeep(placeOrderSchema.parse({ productId: 3, quantity: 1, intent: 'cart', ...details }))).toEqual(
      NO_ORDER_DETAILS,
    );
  });

  it('places an order only with every detail, trimmed', () => {
    for (const name of Object.keys(details)) {
      const result = placeOrderSchema.safeParse({ productId: 3, quantity: 1, ...details, [name]: ' ' });
      expect(result.success ? null : result.error.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [[name], ORDER_MESSAGES.fillRequired],
      ]);
    }
    const order = placeOrderSchema.parse({ productId: 3, quantity: 1, ...details });
    expect(detailsToKeep(order)).toEqual({ ...details, address: 'Lipa City' });
  });
});

const customerProfile: Profile = {
  id: 7,
  username: 'demo',
  role: 'customer',
  showedUsername: 'Demo',
  contact: '09171234567',
  address: 'Lipa City',
  otherInfo: 'Blue gate',
  legitName: 'Juan Dela Cruz',
  gender: 'male',
  email: 'juan@example.com',
  status: 'active',
  profilePictureUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const lastOrderDetails = {
  address: 'Tanauan',
  contact: '09998887777',
  otherInfo: 'Red door',
  customerName: 'Ana Cruz',
};

describe('prefilledOrderDetails', () => {
  it('prefills the address, contact, other information and the legit name from the profile first', () => {
    expect(prefilledOrderDetails(customerProfile, lastOrderDetails)).toEqual({
      address: 'Lipa City',
      contact: '09171234567',
      otherInfo: 'Blue gate',
      customerName: 'Juan Dela Cruz',
    });
  });

  it("takes what the profile lacks from the last order's details", () => {
    const bare = { ...customerProfile, address: null, legitName: '', contact: null, otherInfo: null };
    expect(prefilledOrderDetails(bare, lastOrderDetails)).toEqual(lastOrderDetails);
    expect(prefilledOrderDetails(null, lastOrderDetails)).toEqual(lastOrderDetails);
    expect(prefilledOrderDetails({ ...customerProfile, address: null }, lastOrderDetails).address).toBe('Tanauan');
  });

  it('leaves empty what neither knows', () => {
    expect(prefilledOrderDetails({ ...customerProfile, address: null }, null).address).toBe('');
    expect(prefilledOrderDetails(null, null)).toEqual(NO_ORDER_DETAILS);
  });
});

describe('profileWithDetails', () => {
  it('saves the four details as the account details the profile editor checks, keeping the displayed name', () => {
    const update = profileWithDetails(customerProfile, lastOrderDetails);
    expect(updateProfileSchema.parse(update)).toEqual({
      showedUsername: 'Demo',
      contact: '09998887777',
      address: 'Tanauan',
      otherInfo: 'Red door',
      legitName: 'Ana Cruz',
    });
    // Gender and e-mail are left out, so the API keeps them.
    expect(update).not.toHaveProperty('gender');
    expect(profileWithDetails({ ...customerProfile, showedUsername: null }, lastOrderDetails).showedUsername).toBe(
      'demo',
    );
  });
});
