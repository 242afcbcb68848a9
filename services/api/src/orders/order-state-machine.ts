import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  findOrderTransition,
  ORDER_MESSAGES,
  type OrderAction,
  type OrderActor,
  type OrderNoticeKind,
  type OrderStatus,
  type OrderTransition,
  orderStateConflict,
  SALE_STATUSES,
} from '@qmj/contracts';
import type { EntityManager } from 'typeorm';
import type { Product } from '../catalog/product.entity.js';
import { ProductStockService } from '../catalog/product-stock.service.js';
import { Clock } from '../common/clock.js';
import { isUniqueViolation } from '../common/db-errors.js';
import { PreparedQuery } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MediaService, type PendingUpload } from '../media/media.service.js';
import { type DecidedOrder, NotificationsService } from '../notifications/notifications.service.js';
import { addToDailySales, saleDay } from './daily-sales.js';
import { Order } from './order.entity.js';
import { PendingOrdersCap } from './pending-orders-cap.js';
import { generateTransactionCode } from './transaction-code.js';

/** The row of ORDER_TRANSITIONS for `action` by `who` from `from`, or 409 naming the order's status. */
export function resolveTransition(from: OrderStatus | 'new', action: OrderAction, who: OrderActor): OrderTransition {
  const rule = findOrderTransition(from, action, who);
  if (rule) return rule;
  // 'new' has a row for every owner action that makes an order; anything else is a programming error.
  if (from === 'new') throw new Error(`no transition makes a new order by ${who} "${action}"`);
  throw new ConflictException(orderStateConflict(from, action));
}

/** The columns a transition sets besides its caller's own changes: the status, approvedAt and updatedAt. */
export function statusColumns(
  rule: OrderTransition,
  now: Date,
): { status: OrderStatus; updatedAt: Date; approvedAt?: Date | null } {
  const columns: { status: OrderStatus; updatedAt: Date; approvedAt?: Date | null } = {
    status: rule.to,
    updatedAt: now,
  };
  if (rule.action === 'approve') columns.approvedAt = now;
  // Back to pending (an undone approval or a denial or cancellation undone): no longer a sale.
  else if (rule.to === 'pending') columns.approvedAt = null;
  return columns;
}

/** How a transition moves an order's total in the sales: +1 into a sale, -1 out of one, 0 otherwise. */
export function saleEffect(rule: OrderTransition): -1 | 0 | 1 {
  const wasSale = rule.from !== 'new' && SALE_STATUSES.includes(rule.from);
  const isSale = SALE_STATUSES.includes(rule.to);
  return wasSale === isSale ? 0 : isSale ? 1 : -1;
}

/** The notice a transition sends to the customer, if any: the table row's effect (docs/orders.md). */
export function noticeOf(rule: OrderTransition): OrderNoticeKind | null {
  return rule.notice ?? null;
}

/** Column values a transition may change besides the status (checkout's details, a reason …). */
export type OrderChanges = Partial<
  Pick<
    Order,
    | 'address'
    | 'contact'
    | 'otherInfo'
    | 'customerName'
    | 'paymentMethod'
    | 'receiptKey'
    | 'shippingFee'
    | 'unitPrice'
    | 'total'
    | 'reason'
    | 'productName'
    | 'imageKey'
    | 'categoryId'
    | 'sizeId'
  >
>;

/**
 * Changes made from the order's product row as the transaction locked it: what an order copies
 * from its product (price, name, image …) is the product's as the order commits (docs/orders.md).
 */
type ChangesFromProduct = (product: Product) => OrderChanges;

export interface TransitionStep {
  /** The order as the caller loaded it (its ownership already checked). */
  order: Order;
  action: OrderAction;
  who: OrderActor;
  /** The status the caller acted on (the list the order was in); the loaded status when absent. */
  expected?: OrderStatus;
  changes?: OrderChanges | ChangesFromProduct;
}

/** The values of a new order; the status and the transaction code are the state machine's. */
export type NewOrder = Omit<
  Order,
  'id' | 'status' | 'transactionCode' | 'hiddenByCustomer' | 'approvedAt' | 'createdAt' | 'updatedAt'
>;

/** A new order of a customer and a product, its values made from the product row as the transaction locked it. */
export interface NewOrderRequest {
  ownerId: number;
  productId: number;
  /** The rest of the order from its product; it may refuse (throw), which rolls everything back. */
  values: (product: Product) => Omit<NewOrder, 'ownerId' | 'productId'>;
  /** The receipt image the order records (its `receiptKey`), kept by the same transaction. */
  receipt?: PendingUpload | null;
  /** Runs in the same transaction once the order is in (its receipt's reading queued, docs/receipts.md). */
  stored?: (id: number) => Promise<void>;
}

/**
 * Thrown inside a transaction when the order was no longer in the expected status, or no longer of
 * the quantity its caller read; answered as 409 after the rollback.
 */
class StaleOrderState extends Error {
  constructor(
    readonly orderId: number,
    readonly action: OrderAction,
    readonly from: OrderStatus,
    readonly quantity: number,
  ) {
    super(`order ${orderId} left its expected status or quantity before "${action}"`);
  }
}

/** Whether a transition gives the customer one more pending order of their own doing (capped per customer). */
function addsPendingOrder(rule: OrderTransition, who: OrderActor): boolean {
  return rule.to === 'pending' && who === 'owner';
}

const MAX_CODE_ATTEMPTS = 5;

/** Every placement and cart line (docs/architecture.md#prepared-queries). */
const INSERT_ORDER = PreparedQuery.insert('insert an order', Order);

/**
 * The order state machine (docs/orders.md): every status change goes through `apply` (or
 * `create` for a new order), which applies the ORDER_TRANSITIONS row inside one transaction: a
 * conditional update on the expected old status, the stock effect (one conditional update and its
 * history row), approvedAt, the day's sales (docs/dashboard.md), and the customer's notice. Stock
 * is never read and then written; what an order copies from its product is read from the product
 * row the transaction locks. A transaction that lost a lock race is run again by the unit of work.
 */
@Injectable()
export class OrderStateMachine {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly stock: ProductStockService,
    private readonly notifications: NotificationsService,
    private readonly media: MediaService,
    private readonly clock: Clock,
    private readonly pendingCap: PendingOrdersCap,
  ) {}

  /** Makes a new order: `addToCart` (cart, no stock change) or `place` (pending, stock reserved or 409). */
  create(request: NewOrderRequest, action: 'addToCart' | 'place'): Promise<number> {
    const rule = resolveTransition('new', action, 'owner');
    return this.unitOfWork.transaction(async () => {
      // Kept first, so that any refusal below removes the file with the rollback.
      if (request.receipt) await this.media.keep(request.receipt);
      if (addsPendingOrder(rule, 'owner')) await this.pendingCap.check(request.ownerId, 1);
      // The product row first: locked before the order's foreign key reads it.
      const product = await this.stock.lock(request.productId);
      const values: NewOrder = { ownerId: request.ownerId, productId: product.id, ...request.values(product) };
      await this.stockEffect(rule, product, values.quantity);
      const id = await this.insert(values, rule.to);
      await request.stored?.(id);
      return id;
    });
  }

  /**
   * Applies every step in ONE transaction: all or nothing. A step whose order left the expected
   * status answers 409 with the order's current status; a reservation short of stock answers 409
   * 'Not enough stock for this order.'. `receipt` (checkout's) is kept by the same transaction, and
   * `stored` runs in it last (the receipt's reading queued). The notices' e-mails go out after the commit.
   */
  async apply(
    steps: readonly TransitionStep[],
    receipt: PendingUpload | null = null,
    stored?: () => Promise<void>,
  ): Promise<void> {
    const planned = steps.map((step) => {
      const rule = findOrderTransition(step.expected ?? step.order.status, step.action, step.who);
      // No row for this action from that status: 409 naming the status the order is in.
      if (!rule) throw new ConflictException(orderStateConflict(step.order.status, step.action));
      return { step, rule };
    });
    // Rows are locked in one order (product, then order id) so that two multi-line checkouts never deadlock.
    planned.sort((a, b) => a.step.order.productId - b.step.order.productId || a.step.order.id - b.step.order.id);
    try {
      await this.unitOfWork.transaction(async (manager) => {
        // Kept first, so that any refusal below removes the file with the rollback.
        if (receipt) await this.media.keep(receipt);
        const placed = planned.filter(({ step, rule }) => addsPendingOrder(rule, step.who));
        for (const ownerId of new Set(placed.map(({ step }) => step.order.ownerId))) {
          await this.pendingCap.check(ownerId, placed.filter(({ step }) => step.order.ownerId === ownerId).length);
        }
        for (const { step, rule } of planned) {
          const order = await this.applyOne(manager, step, rule);
          const notice = noticeOf(rule);
          if (notice) this.unitOfWork.afterCommit(() => this.notifications.mailDecision(notice, order));
        }
        await stored?.();
      });
    } catch (error) {
      if (error instanceof StaleOrderState) throw await this.staleConflict(error);
      throw error;
    }
  }

  /** One transition, on the caller's transaction; the order as it now is. */
  private async applyOne(manager: EntityManager, step: TransitionStep, rule: OrderTransition): Promise<DecidedOrder> {
    const from = rule.from as OrderStatus;
    // Locked first (see `ProductStockService.lock`); what the order copies from it is this row's.
    const product = await this.stock.lock(step.order.productId);
    const changes = typeof step.changes === 'function' ? step.changes(product) : step.changes;
    const effect = saleEffect(rule);
    // A sale taken back leaves the day it was approved: read inside the transaction, before the update clears it.
    const before = effect < 0 ? await manager.findOneBy(Order, { id: step.order.id }) : null;
    const now = this.clock.now();
    const result = await manager
      .createQueryBuilder()
      .update(Order)
      .set({ ...changes, ...statusColumns(rule, now) })
      // The quantity too: a cart line changed after the caller read it would reserve and price the old one.
      .where('id = :id AND status = :from AND quantity = :quantity', {
        id: step.order.id,
        from,
        quantity: step.order.quantity,
      })
      .execute();
    if (!result.affected) throw new StaleOrderState(step.order.id, step.action, from, step.order.quantity);
    const order = { ...step.order, ...changes };
    if (effect > 0) {
      await addToDailySales(manager, [{ day: saleDay(now), categoryId: order.categoryId, amount: order.total }]);
    } else if (before?.approvedAt) {
      await addToDailySales(manager, [
        { day: saleDay(before.approvedAt), categoryId: before.categoryId, amount: -before.total },
      ]);
    }
    await this.stockEffect(rule, product, step.order.quantity);
    const notice = noticeOf(rule);
    if (notice) await this.notifications.record(notice, decided(order));
    return decided(order);
  }

  /** Inserts the order with a new transaction code; a code already taken (one chance in 36^8) is made again. */
  private async insert(values: NewOrder, status: OrderStatus): Promise<number> {
    const now = this.clock.now();
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.unitOfWork.insert(INSERT_ORDER, {
          ...values,
          status,
          transactionCode: generateTransactionCode(),
          hiddenByCustomer: false,
          approvedAt: null,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        // Only the refused insert is undone: the transaction goes on with another code.
        if (!isUniqueViolation(error) || attempt >= MAX_CODE_ATTEMPTS) throw error;
      }
    }
  }

  /** The rule's stock change on the product the transaction locked. */
  private async stockEffect(rule: OrderTransition, product: Product, quantity: number): Promise<void> {
    if (rule.stock === 'reserve') {
      if (!(await this.stock.reserve(product, quantity))) throw new ConflictException(ORDER_MESSAGES.outOfStock);
    } else if (rule.stock === 'release') {
      await this.stock.release(product, quantity);
    }
  }

  /** After the rollback: the order's status and quantity now (fresh, outside the transaction), for the 409's message. */
  private async staleConflict(error: StaleOrderState): Promise<Error> {
    const current = await this.unitOfWork.manager.findOne(Order, {
      where: { id: error.orderId },
      select: { id: true, status: true, quantity: true },
    });
    if (!current) return new NotFoundException(ORDER_MESSAGES.orderMissing);
    if (current.status === error.from && current.quantity !== error.quantity) {
      return new ConflictException(ORDER_MESSAGES.quantityChanged);
    }
    return new ConflictException(orderStateConflict(current.status, error.action));
  }
}

/** The order as its notice and e-mail tell it. */
function decided(order: Pick<Order, keyof DecidedOrder>): DecidedOrder {
  return {
    id: order.id,
    ownerId: order.ownerId,
    transactionCode: order.transactionCode,
    productName: order.productName,
    imageKey: order.imageKey,
    quantity: order.quantity,
    total: order.total,
    customerName: order.customerName,
    reason: order.reason,
  };
}
