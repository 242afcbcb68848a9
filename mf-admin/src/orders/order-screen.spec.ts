import { describe, expect, it } from '@jest/globals';
import { ORDER_LIST_SCREEN } from '../order-list/order-list-screen';
import { ORDER_REQUEST_SCREEN } from '../order-requests/order-request-screen';
import { capitalised, lastPage, screenStatuses, viewOf } from './order-screen';

describe('screens', () => {
  it('Product Request lists pending, approved and denied orders', () => {
    expect(screenStatuses(ORDER_REQUEST_SCREEN)).toEqual(['pending', 'approved', 'denied']);
    expect(ORDER_REQUEST_SCREEN.views.map((view) => view.label)).toEqual([
      'Pending Orders',
      'Approved Orders',
      'Declined Orders',
    ]);
  });

  it('the Order List lists approved, delivering and received orders with the shipping fee', () => {
    expect(screenStatuses(ORDER_LIST_SCREEN)).toEqual(['approved', 'delivering', 'received']);
    expect(ORDER_LIST_SCREEN.views.map((view) => view.label)).toEqual([
      'Order List',
      'On Delivery Orders',
      'Delivered Orders',
    ]);
    expect(ORDER_LIST_SCREEN.showShippingFee).toBe(true);
  });
});

describe('viewOf', () => {
  it('picks the view of a ?status= value and falls back to the first', () => {
    expect(viewOf(ORDER_REQUEST_SCREEN, 'denied').label).toBe('Declined Orders');
    expect(viewOf(ORDER_REQUEST_SCREEN, null).status).toBe('pending');
    expect(viewOf(ORDER_REQUEST_SCREEN, 'delivering').status).toBe('pending');
    expect(viewOf(ORDER_LIST_SCREEN, 'received').label).toBe('Delivered Orders');
  });
});

describe('lastPage', () => {
  it('is at least 1 and rounds up', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
  });
});

describe('capitalised', () => {
  it('capitalises the first letter only', () => {
    expect(capitalised('on delivery')).toBe('On delivery');
    expect(capitalised('')).toBe('');
  });
});
