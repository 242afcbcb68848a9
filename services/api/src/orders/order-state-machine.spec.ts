import { describe, expect, it } from '@jest/globals';
import { ConflictException, NotFoundException } from '@nestjs/common';
import {
  findOrderTransition,
  ORDER_MESSAGES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  orderStateConflict,
  TRANSACTION_CODE_PATTERN,
} from '@qmj/contracts';
import { type EntityManager, QueryFailedError } from 'typeorm';
import type { Product } from '../catalog/product.entity.js';
import type { ProductStockService } from '../catalog/product-stock.service.js';
import type { Clock } from '../common/clock.js';
import type { UnitOfWork } from '../database/unit-of-work.js';
import type { MediaService } from '../media/media.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { Order } from './order.entity.js';
import {
  type NewOrderRequest,
  noticeOf,
  OrderStateMachine,
  resolveTransition,
  statusColumns,
} from './order-state-machine.js';
import type { PendingOrdersCap } from './pending-orders-cap.js';

type Call = [string, ...unknown[]];

/** 23:30 in Manila on Saturday 31 January 2026. */
const SATURDAY_NIGHT = new Date('2026-01-31T15:30:00.000Z');

/** The product row as the transaction locks it: its price is what an order copies. */
const LOCKED_PRODUCT = { id: 11, name: 'Magic Mug', unitPrice: 30000, stock: 9 } as Product;

/**
 * A fake unit of work, database, stock service, media and notifications that record what the
 * state machine does, in order (each call with whether a transaction was open).
 */
function harness(
  options: {
    affected?: number[];
    reserve?: boolean;
    current?: OrderStatus | null;
    currentQuantity?: number;
    failures?: unknown[];
  } = {},
) {
  const calls: Call[] = [];
  const affected = [...(options.affected ?? [])];
  const failures = [...(options.failures ?? [])];
  let inside = false;
  let afterCommit: (() => unknown)[] = [];
  const manager = {
    createQueryBuilder: () => {
      const query: { set?: Record<string, unknown>; where?: string; params?: Record<string, unknown> } = {};
      const builder = {
        update: () => builder,
        set: (values: Record<string, unknown>) => {
          query.set = values;
          return builder;
        },
        where: (where: string, params: Record<string, unknown>) => {
          query.where = where;
          query.params = params;
          return builder;
        },
        execute: async () => {
          calls.push(['update', query]);
          return { affected: affected.length ? affected.shift() : 1 };
        },
      };
      return builder;
    },
    findOneBy: async () => {
      calls.push(['read']);
      return order('approved', { categoryId: 5, approvedAt: SATURDAY_NIGHT });
    },
    query: async (_sql: string, params: unknown[]) => void calls.push(['sales', params, inside]),
    connection: { options: { type: 'mysql' } },
  } as unknown as EntityManager;
  const unitOfWork = {
    engine: 'mysql',
    get inTransaction() {
      return inside;
    },
    // After the rollback: the order as it is now.
    manager: {
      findOne: async () =>
        options.current === null
          ? null
          : { id: 7, status: options.current ?? 'approved', quantity: options.currentQuantity ?? 2 },
    },
    async transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
      if (inside) return work(manager);
      calls.push(['begin']);
      inside = true;
      afterCommit = [];
      try {
        const result = await work(manager);
        calls.push(['commit']);
        inside = false;
        for (const effect of afterCommit) await effect();
        return result;
      } catch (error) {
        calls.push(['rollback']);
        throw error;
      } finally {
        inside = false;
      }
    },
    afterCommit: (effect: () => unknown) => void afterCommit.push(effect),
    insert: async (_entity: unknown, values: Record<string, unknown>) => {
      calls.push(['insert', values]);
      const failure = failures.shift();
      if (failure) throw failure;
      return 42;
    },
  } as unknown as UnitOfWork;
  const stock = {
    lock: async (productId: number) => {
      calls.push(['lock', productId, inside]);
      return { ...LOCKED_PRODUCT, id: productId };
    },
    reserve: async (product: Product, quantity: number) => {
      calls.push(['reserve', product.id, quantity, inside]);
      return options.reserve ?? true;
    },
    release: async (product: Product, quantity: number) => {
      calls.push(['release', product.id, quantity, inside]);
    },
  } as unknown as ProductStockService;
  const notifications = {
    record: async (kind: string, order: { id: number }) => void calls.push(['notice', kind, order.id, inside]),
    mailDecision: async (kind: string, order: { id: number }) => void calls.push(['mail', kind, order.id, inside]),
  } as unknown as NotificationsService;
  const media = {
    keep: async (upload: { key: string }) => {
      calls.push(['keep', upload.key, inside]);
      return upload.key;
    },
  } as unknown as MediaService;
  const clock = { now: () => SATURDAY_NIGHT } as Clock;
  const caps: [ownerId: number, adding: number, inside: boolean][] = [];
  const pendingCap = {
    check: async (ownerId: number, adding: number) => void caps.push([ownerId, adding, inside]),
  } as unknown as PendingOrdersCap;
  return {
    machine: new OrderStateMachine(unitOfWork, stock, notifications, media, clock, pendingCap),
    calls,
    caps,
  };
}

function order(status: OrderStatus, overrides: Partial<Order> = {}): Order {
  return {
    id: 7,
    status,
    ownerId: 3,
    productId: 11,
    categoryId: 1,
    quantity: 2,
    transactionCode: 'ABCD1234',
    productName: 'Magic Mug',
    imageKey: null,
    customerName: 'Maria',
    total: 53000,
    reason: null,
    ...overrides,
  } as Order;
}

const names = (calls: Call[]) => calls.map((call) => call[0]);

describe('the pure rules', () => {
  it('resolves every row of the table and refuses anything else with 409 naming the status', () => {
    for (const row of ORDER_TRANSITIONS) expect(resolveTransition(row.from, row.action, row.who)).toBe(row);
    expect(() => resolveTransition('delivering', 'cancel', 'owner')).toThrow(
      new ConflictException(orderStateConflict('delivering', 'cancel')),
    );
    expect(() => resolveTransition('pending', 'approve', 'owner')).toThrow(ConflictException);
  });

  it('sets approvedAt on approval, clears it back at pending, leaves it otherwise', () => {
    const now = new Date('2026-01-02T03:04:05.678Z');
    const rule = (from: OrderStatus, action: Parameters<typeof findOrderTransition>[1]) => {
      const row = findOrderTransition(from, action, 'admin') ?? findOrderTransition(from, action, 'owner');
      if (!row) throw new Error(`no row for ${from} ${action}`);
      return row;
    };
    expect(statusColumns(rule('pending', 'approve'), now)).toEqual({
      status: 'approved',
      updatedAt: now,
      approvedAt: now,
    });
    expect(statusColumns(rule('approved', 'undo'), now)).toEqual({
      status: 'pending',
      updatedAt: now,
      approvedAt: null,
    });
    expect(statusColumns(rule('cancelled', 'undoCancel'), now)).toMatchObject({ approvedAt: null });
    expect(statusColumns(rule('approved', 'deliver'), now)).toEqual({ status: 'delivering', updatedAt: now });
  });

  it('notifies on approve, deny, deliver and delivered only', () => {
    const expected: Record<string, string> = {
      approve: 'approved',
      deny: 'denied',
      deliver: 'shipped',
      delivered: 'received',
    };
    for (const row of ORDER_TRANSITIONS) expect(noticeOf(row)).toBe(expected[row.action] ?? null);
  });
});

describe('OrderStateMachine.apply', () => {
  it('approves: product lock, conditional update on the old status, notice inside, mail after the commit', async () => {
    const { machine, calls } = harness();
    await machine.apply([{ order: order('pending'), action: 'approve', who: 'admin' }]);
    expect(names(calls)).toEqual(['begin', 'lock', 'update', 'sales', 'notice', 'commit', 'mail']);
    const [, query] = calls[2] as [string, { set: Record<string, unknown>; where: string; params: object }];
    expect(query.where).toBe('id = :id AND status = :from AND quantity = :quantity');
    expect(query.params).toEqual({ id: 7, from: 'pending', quantity: 2 });
    expect(query.set).toMatchObject({ status: 'approved', approvedAt: SATURDAY_NIGHT });
    // The order's total joins its Manila day's sales in the same transaction.
    expect(calls[3]).toEqual(['sales', ['2026-01-31', 1, 53000, 53000], true]);
    expect(calls.find((call) => call[0] === 'notice')).toEqual(['notice', 'approved', 7, true]);
    expect(calls.find((call) => call[0] === 'mail')).toEqual(['mail', 'approved', 7, false]);
  });

  it('denies an approved order: the reason set with the status, the stock released in the same transaction', async () => {
    const { machine, calls } = harness();
    await machine.apply([
      { order: order('approved'), action: 'deny', who: 'admin', changes: { reason: 'No more blue mugs' } },
    ]);
    expect(names(calls)).toEqual(['begin', 'lock', 'read', 'update', 'sales', 'release', 'notice', 'commit', 'mail']);
    expect(calls[3][1]).toMatchObject({
      set: { reason: 'No more blue mugs', status: 'denied' },
      params: { from: 'approved' },
    });
    // Taken back from the day it was approved, whatever the day of the denial.
    expect(calls[4]).toEqual(['sales', ['2026-01-31', 5, -53000, -53000], true]);
    expect(calls[5]).toEqual(['release', 11, 2, true]);
  });

  it('reserves when an order becomes pending again, and rolls everything back when short (409)', async () => {
    const { machine, calls } = harness({ reserve: false });
    const refused = machine.apply([{ order: order('cancelled'), action: 'undoCancel', who: 'owner' }]);
    await expect(refused).rejects.toThrow(new ConflictException(ORDER_MESSAGES.outOfStock));
    expect(names(calls)).toEqual(['begin', 'lock', 'update', 'reserve', 'rollback']);
  });

  it('answers 409 with the current status when the order left the expected one (0 rows)', async () => {
    const { machine, calls } = harness({ affected: [0], current: 'approved' });
    const stale = machine.apply([{ order: order('pending'), action: 'deny', who: 'admin', expected: 'pending' }]);
    await expect(stale).rejects.toThrow(new ConflictException(orderStateConflict('approved', 'deny')));
    expect(names(calls)).toEqual(['begin', 'lock', 'update', 'rollback']);
  });

  it('answers 409 asking to check the cart when a line changed its quantity after it was read', async () => {
    const { machine, calls } = harness({ affected: [0], current: 'cart', currentQuantity: 5 });
    const stale = machine.apply([{ order: order('cart'), action: 'place', who: 'owner', expected: 'cart' }]);
    await expect(stale).rejects.toThrow(new ConflictException(ORDER_MESSAGES.quantityChanged));
    expect(names(calls)).toEqual(['begin', 'lock', 'update', 'rollback']);
  });

  it("checks the customer's cap of pending orders inside the transaction, for the owner's placements only", async () => {
    const { machine, caps } = harness();
    await machine.apply([
      { order: order('cart', { id: 8 }), action: 'place', who: 'owner' },
      { order: order('cart', { id: 9 }), action: 'place', who: 'owner' },
    ]);
    expect(caps).toEqual([[3, 2, true]]);
    await machine.apply([{ order: order('denied'), action: 'undo', who: 'admin' }]);
    expect(caps).toHaveLength(1);
  });

  it('answers 404 when the order disappeared meanwhile', async () => {
    const { machine } = harness({ affected: [0], current: null });
    await expect(machine.apply([{ order: order('cart'), action: 'place', who: 'owner' }])).rejects.toThrow(
      NotFoundException,
    );
  });

  it('refuses a transition the table does not have before starting any transaction', async () => {
    const { machine, calls } = harness();
    await expect(machine.apply([{ order: order('delivering'), action: 'cancel', who: 'owner' }])).rejects.toThrow(
      new ConflictException(orderStateConflict('delivering', 'cancel')),
    );
    // An expected status without that action names the order's actual status.
    await expect(
      machine.apply([{ order: order('received'), action: 'approve', who: 'admin', expected: 'delivering' }]),
    ).rejects.toThrow(new ConflictException(orderStateConflict('received', 'approve')));
    expect(calls).toEqual([]);
  });

  it('applies several steps in one transaction, all or nothing, product by product', async () => {
    const { machine, calls } = harness({ affected: [1, 0], current: 'pending' });
    const steps = [
      { order: order('cart', { id: 9, productId: 20 }), action: 'place' as const, who: 'owner' as const },
      { order: order('cart', { id: 8, productId: 10 }), action: 'place' as const, who: 'owner' as const },
    ];
    await expect(machine.apply(steps)).rejects.toThrow(ConflictException);
    expect(names(calls)).toEqual(['begin', 'lock', 'update', 'reserve', 'lock', 'update', 'rollback']);
    expect(calls[1]).toEqual(['lock', 10, true]);
    expect(calls[4]).toEqual(['lock', 20, true]);
  });

  it('prices a checkout from the product row its transaction locked, and keeps the receipt in it', async () => {
    const { machine, calls } = harness();
    await machine.apply(
      [
        {
          order: order('cart'),
          action: 'place',
          who: 'owner',
          expected: 'cart',
          changes: (product) => ({ unitPrice: product.unitPrice, total: product.unitPrice * 2, receiptKey: 'r.png' }),
        },
      ],
      { key: 'r.png', visibility: 'private' },
    );
    expect(names(calls)).toEqual(['begin', 'keep', 'lock', 'update', 'reserve', 'commit']);
    expect(calls[1]).toEqual(['keep', 'r.png', true]);
    expect(calls[3][1]).toMatchObject({
      set: { unitPrice: 30000, total: 60000, receiptKey: 'r.png', status: 'pending' },
    });
  });
});

describe('OrderStateMachine.create', () => {
  const request = (values: Partial<ReturnType<NewOrderRequest['values']>> = {}): NewOrderRequest => ({
    ownerId: 3,
    productId: 11,
    values: (product) => ({
      productName: product.name,
      imageKey: null,
      categoryId: 1,
      sizeId: 1,
      unitPrice: product.unitPrice,
      quantity: 2,
      shippingFee: 3000,
      total: product.unitPrice * 2 + 3000,
      address: 'Lipa',
      contact: '0917',
      otherInfo: '-',
      customerName: 'Maria',
      paymentMethod: 'COD',
      receiptKey: null,
      reason: null,
      customizationId: null,
      ...values,
    }),
  });

  it('places an order: the product row locked and copied, the stock reserved, then the pending row with a new code', async () => {
    const { machine, calls } = harness();
    expect(await machine.create(request(), 'place')).toBe(42);
    expect(names(calls)).toEqual(['begin', 'lock', 'reserve', 'insert', 'commit']);
    const inserted = calls[3][1] as Record<string, unknown>;
    expect(inserted).toMatchObject({
      status: 'pending',
      hiddenByCustomer: false,
      approvedAt: null,
      ownerId: 3,
      productId: 11,
      unitPrice: 30000,
      total: 63000,
    });
    expect(inserted.transactionCode).toMatch(TRANSACTION_CODE_PATTERN);
  });

  it("checks the customer's cap of pending orders when placing, not when adding to the cart", async () => {
    const { machine, caps } = harness();
    await machine.create(request(), 'addToCart');
    expect(caps).toEqual([]);
    await machine.create(request(), 'place');
    expect(caps).toEqual([[3, 1, true]]);
  });

  it('adds to the cart without touching the stock', async () => {
    const { machine, calls } = harness();
    await machine.create(request(), 'addToCart');
    expect(names(calls)).toEqual(['begin', 'lock', 'insert', 'commit']);
    expect(calls[2][1]).toMatchObject({ status: 'cart' });
  });

  it('refuses an order short of stock without inserting it', async () => {
    const { machine, calls } = harness({ reserve: false });
    await expect(machine.create(request(), 'place')).rejects.toThrow(new ConflictException(ORDER_MESSAGES.outOfStock));
    expect(names(calls)).toEqual(['begin', 'lock', 'reserve', 'rollback']);
  });

  it('keeps the receipt first in the transaction that records it, so that a refusal removes it', async () => {
    const { machine, calls } = harness();
    await machine.create(
      { ...request({ receiptKey: 'r.png' }), receipt: { key: 'r.png', visibility: 'private' } },
      'place',
    );
    expect(names(calls)).toEqual(['begin', 'keep', 'lock', 'reserve', 'insert', 'commit']);
    expect(calls[1]).toEqual(['keep', 'r.png', true]);
  });

  it('makes another transaction code, in the same transaction, when the unique index refuses one', async () => {
    const duplicate = new QueryFailedError(
      'INSERT',
      [],
      Object.assign(new Error('dup'), { code: 'ER_DUP_ENTRY', errno: 1062 }),
    );
    const { machine, calls } = harness({ failures: [duplicate] });
    expect(await machine.create(request(), 'addToCart')).toBe(42);
    const codes = calls
      .filter((call) => call[0] === 'insert')
      .map((call) => (call[1] as { transactionCode: string }).transactionCode);
    expect(codes).toHaveLength(2);
    expect(names(calls)).toEqual(['begin', 'lock', 'insert', 'insert', 'commit']);
  });
});
