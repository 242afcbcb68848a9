import { describe, expect, it } from '@jest/globals';
import { screenStatuses, viewOf } from '../common/list-views';
import { ORDER_LIST_SCREEN } from '../order-list/order-list-screen';
import { ORDER_REQUEST_SCREEN } from '../order-requests/order-request-screen';

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
