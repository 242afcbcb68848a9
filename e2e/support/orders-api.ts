// Placing an order through the API, when a journey arranges its data before it opens a page.
import type { APIRequestContext } from '@playwright/test';
import type { Order } from '@qmj/contracts';
import type { BearerHeader } from './accounts-api.js';
import { expect } from './fixtures.js';

/** One of a product, cash on delivery, with the journeys' delivery details under `customerName`; the order placed. */
export async function placeCodOrder(
  request: APIRequestContext,
  auth: BearerHeader,
  productId: number,
  customerName: string,
): Promise<Order> {
  const placed = await request.post('/api/orders', {
    headers: auth,
    data: {
      productId,
      quantity: 1,
      intent: 'order',
      paymentMethod: 'COD',
      address: '12 Rizal Street, Lipa City, Batangas',
      contact: '09171234567',
      otherInfo: 'Blue gate',
      customerName,
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as Order;
}

/** The administrator approves the order, as its Approve button does. */
export async function approveOrder(request: APIRequestContext, admin: BearerHeader, orderId: number): Promise<void> {
  expect((await request.post(`/api/admin/orders/${orderId}/approve`, { headers: admin, data: {} })).ok()).toBe(true);
}
