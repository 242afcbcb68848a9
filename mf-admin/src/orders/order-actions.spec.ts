import { describe, expect, it } from '@jest/globals';
import {
  findOrderTransition,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  RECEIPT_BADGES,
  type ReceiptBadge,
} from '@qmj/contracts';
import { needsReceiptConfirmation } from '../common/admin-actions';
import { screenStatuses } from '../common/list-views';
import { ORDER_LIST_SCREEN } from '../order-list/order-list-screen';
import { ORDER_REQUEST_SCREEN } from '../order-requests/order-request-screen';
import { ADMIN_ORDER_ACTIONS, ORDER_ACTION_WORDING, offeredActions, orderActionBody } from './order-actions';

const requests = screenStatuses(ORDER_REQUEST_SCREEN);
const deliveries = screenStatuses(ORDER_LIST_SCREEN);

describe('offeredActions on Product Request (pending / approved / denied)', () => {
  it('offers Approve and Deny on a pending order', () => {
    expect(offeredActions('pending', requests)).toEqual(['approve', 'deny']);
  });

  it('offers Undo and Deny on an approved order, not Deliver (that is the Order List)', () => {
    expect(offeredActions('approved', requests)).toEqual(['undo', 'deny']);
  });

  it('offers only Undo on a declined order: the state machine has no deny from denied', () => {
    expect(offeredActions('denied', requests)).toEqual(['undo']);
  });
});

describe('offeredActions on the Order List (approved / delivering / received)', () => {
  it('offers Deliver Product on an accepted order, not Undo back to pending nor Deny', () => {
    expect(offeredActions('approved', deliveries)).toEqual(['deliver']);
  });

  it('offers Item Delivered and Undo on an order on delivery', () => {
    expect(offeredActions('delivering', deliveries)).toEqual(['delivered', 'undo']);
  });

  it('offers Undo on a delivered order', () => {
    expect(offeredActions('received', deliveries)).toEqual(['undo']);
  });
});

describe('offeredActions and the state machine', () => {
  it('never offers an action ORDER_TRANSITIONS does not give the administrator', () => {
    const everyStatus = [...ORDER_STATUSES];
    for (const status of ORDER_STATUSES) {
      for (const action of offeredActions(status, everyStatus)) {
        expect(findOrderTransition(status, action, 'admin')).toBeDefined();
      }
    }
  });

  it('offers every administrator transition when the screen lists every status', () => {
    const adminRows = ORDER_TRANSITIONS.filter((row) => row.who === 'admin');
    for (const row of adminRows) {
      if (row.from === 'new') continue;
      expect(offeredActions(row.from, [...ORDER_STATUSES])).toContain(row.action);
    }
  });

  it('offers nothing on orders that are the customer’s to change', () => {
    expect(offeredActions('cart', [...ORDER_STATUSES])).toEqual([]);
    expect(offeredActions('cancelled', [...ORDER_STATUSES])).toEqual([]);
  });
});

describe('wording', () => {
  it('has a button text, a confirm title and a question naming the code for every action', () => {
    for (const action of ADMIN_ORDER_ACTIONS) {
      const wording = ORDER_ACTION_WORDING[action];
      expect(wording.button).not.toBe('');
      expect(wording.title).not.toBe('');
      expect(wording.question('ABCD1234')).toContain('ABCD1234');
    }
    expect(ORDER_ACTION_WORDING.approve.title).toBe('Approve Order');
    expect(ORDER_ACTION_WORDING.deny.title).toBe('Deny Order');
    expect(ORDER_ACTION_WORDING.undo.title).toBe('Undo');
    expect(ORDER_ACTION_WORDING.deliver.button).toBe('Deliver Product');
    expect(ORDER_ACTION_WORDING.delivered.button).toBe('Item Delivered');
  });
});

describe('orderActionBody', () => {
  it('names the status the administrator saw', () => {
    expect(orderActionBody('approve', 'pending')).toEqual({ expectedStatus: 'pending' });
    expect(orderActionBody('undo', 'received', 'ignored')).toEqual({ expectedStatus: 'received' });
  });

  it('sends a deny reason trimmed, and none when blank so the API records its default', () => {
    expect(orderActionBody('deny', 'approved', '  Out of stock  ')).toEqual({
      reason: 'Out of stock',
      expectedStatus: 'approved',
    });
    expect(orderActionBody('deny', 'pending', '   ')).toEqual({ expectedStatus: 'pending' });
  });
});

describe('needsReceiptConfirmation', () => {
  const withReceipt = (badge: ReceiptBadge | null) => ({ receipt: badge === null ? null : { badge } });

  it('asks before approving a pending order whose receipt is suspicious: that accepts its GCash payment', () => {
    expect(findOrderTransition('pending', 'approve', 'admin')?.to).toBe('approved');
    expect(needsReceiptConfirmation('approve', withReceipt('suspicious'))).toBe(true);
  });

  it('does not ask for any other action, nor for a receipt that is verified, needs a look, is unread or missing', () => {
    for (const action of ADMIN_ORDER_ACTIONS.filter((action) => action !== 'approve')) {
      expect(needsReceiptConfirmation(action, withReceipt('suspicious'))).toBe(false);
    }
    for (const badge of [...RECEIPT_BADGES.filter((badge) => badge !== 'suspicious'), null]) {
      expect(needsReceiptConfirmation('approve', withReceipt(badge))).toBe(false);
    }
  });
});
