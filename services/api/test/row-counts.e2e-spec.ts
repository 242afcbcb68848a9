// The list totals the database keeps (docs/architecture.md#counted-lists): after inserts, status
// changes and deletes made through the API and by hand, each counted value's counters add up to the
// rows that hold it, on SQLite and on MariaDB; a rolled-back write leaves them as they were.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ORDER_STATUSES } from '@qmj/contracts';
import { Product } from '../src/catalog/product.entity.js';
import { RowCount } from '../src/database/row-count.entity.js';
import { UnitOfWork } from '../src/database/unit-of-work.js';
import { Order } from '../src/orders/order.entity.js';
import { User } from '../src/users/user.entity.js';
import { createCategory } from './catalog-fixtures.js';
import { bearer, type Customer, orderIn, type Shop, startShop } from './order-fixtures.js';
import { type TestApp, uniqueName } from './test-app.js';

let t: TestApp;
let shop: Shop;
let customer: Customer;

beforeAll(async () => {
  ({
    t,
    shop,
    customers: [customer],
  } = await startShop(2));
});

afterAll(async () => {
  await t?.close();
});

const COUNTED_ROWS = {
  'orders.status': [Order, 'status'],
  'users.role': [User, 'role'],
  'products.categoryId': [Product, 'categoryId'],
} as const;

/** Each counted value's total as the counters have it, and as counting the rows gives it. */
async function countsOf(counted: keyof typeof COUNTED_ROWS): Promise<{ kept: object; counted: object }> {
  const unitOfWork = t.app.get(UnitOfWork);
  const counters = await unitOfWork.repository(RowCount).findBy({ counted });
  const kept: Record<string, number> = {};
  for (const counter of counters) kept[counter.value] = (kept[counter.value] ?? 0) + Number(counter.total);
  const [entity, column] = COUNTED_ROWS[counted];
  const rows = await unitOfWork.repository<Order | User | Product>(entity).find({ select: { [column]: true } });
  const real: Record<string, number> = {};
  for (const row of rows) {
    const value = String((row as unknown as Record<string, string>)[column]);
    real[value] = (real[value] ?? 0) + 1;
  }
  for (const value of Object.keys(kept)) if (kept[value] === 0 && real[value] === undefined) delete kept[value];
  return { kept, counted: real };
}

const adminTotal = async (status: string) =>
  (await t.http().get(`/api/admin/orders?status=${status}`).set(bearer(shop.admin)).expect(200)).body.total;

describe('the counted list totals', () => {
  it('follow orders placed, decided and removed through the API', async () => {
    const product = await shop.product(50);
    for (const status of ['cart', 'pending', 'approved', 'denied', 'received', 'cancelled'] as const) {
      await orderIn(t, shop, customer, product.id, status);
    }
    const cartLine = await orderIn(t, shop, customer, product.id, 'cart');
    await t.http().delete(`/api/orders/${cartLine.id}`).set(bearer(customer.token)).expect(204);

    const { kept, counted } = await countsOf('orders.status');
    expect(kept).toEqual(counted);
    expect(counted).toMatchObject({ cart: 1, pending: 1, approved: 1, denied: 1, received: 1, cancelled: 1 });
    for (const status of ORDER_STATUSES.filter((status) => status !== 'cart')) {
      expect(await adminTotal(status)).toBe(counted[status as keyof typeof counted] ?? 0);
    }
  });

  it('follow rows written by hand, many at once, and customers registered', async () => {
    const unitOfWork = t.app.get(UnitOfWork);
    await unitOfWork.transaction(async (manager) => {
      await manager.update(Order, { status: 'pending' }, { status: 'approved' });
      await manager.delete(Order, { status: 'denied' });
    });
    expect((await countsOf('orders.status')).kept).toEqual((await countsOf('orders.status')).counted);
    const users = await countsOf('users.role');
    expect(users.kept).toEqual(users.counted);
    expect(users.counted).toMatchObject({ admin: 1, customer: expect.any(Number) });
    const customers = await t.http().get('/api/admin/users').set(bearer(shop.admin)).expect(200);
    expect(customers.body.total).toBe((users.counted as { customer: number }).customer);
  });

  it('follow products added, moved to another category and removed, and the catalogue list sees each', async () => {
    const listTotal = async () => (await t.http().get('/api/products').expect(200)).body.total;
    const before = await listTotal();
    const removed = await shop.product(5);
    const moved = await shop.product(5);
    expect(await listTotal()).toBe(before + 2);
    const frames = await createCategory(t, shop.admin, uniqueName('Frames'));
    const unitOfWork = t.app.get(UnitOfWork);
    await unitOfWork.transaction(async (manager) => {
      await manager.update(Product, { id: moved.id }, { categoryId: frames.id });
    });
    expect(await listTotal()).toBe(before + 2);
    // Not the newest product: only the count tells the list that it is gone.
    await unitOfWork.transaction(async (manager) => {
      await manager.delete(Product, { id: removed.id });
    });
    expect(await listTotal()).toBe(before + 1);
    const products = await countsOf('products.categoryId');
    expect(products.kept).toEqual(products.counted);
    expect(products.counted).toMatchObject({ [frames.id]: 1 });
  });

  it('stay as they were when the write rolls back', async () => {
    const before = await countsOf('orders.status');
    const unitOfWork = t.app.get(UnitOfWork);
    await expect(
      unitOfWork.transaction(async (manager) => {
        await manager.update(Order, { status: 'approved' }, { status: 'delivering' });
        throw new Error('the work fails after its write');
      }),
    ).rejects.toThrow('the work fails after its write');
    expect(await countsOf('orders.status')).toEqual(before);
  });
});
