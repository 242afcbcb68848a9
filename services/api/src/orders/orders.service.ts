import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type AdminOrder,
  type AdminOrderAction,
  type AdminOrdersQuery,
  type CheckoutRequest,
  CUSTOMER_ORDER_TABS,
  type CustomerOrdersQuery,
  cartLineConflict,
  DEFAULT_DENY_REASON,
  type DenyOrderRequest,
  detailsToKeep,
  type ImageMimeType,
  type LastOrderDetails,
  NO_ORDER_DETAILS,
  ORDER_MESSAGES,
  type OrderAction,
  type OrderCustomization,
  type OrderDetails,
  type OrderStatus,
  type Order as OrderView,
  orderTotal,
  ownersReading,
  type Page,
  type PaymentMethod,
  type PlaceOrderRequest,
  type ReceiptReading,
  type ShippingQuote,
  shippingFeeFor,
  UNDO_CANCEL_REASON,
} from '@qmj/contracts';
import { In, type SelectQueryBuilder } from 'typeorm';
import type { Product } from '../catalog/product.entity.js';
import { ProductStockService } from '../catalog/product-stock.service.js';
import { ProductsService } from '../catalog/products.service.js';
import { containsPattern, matchesSearch, selectColumns } from '../common/database-rows.js';
import { newestFirstPage } from '../common/paging.js';
import { CustomizationsService } from '../customizations/customizations.service.js';
import { type EntityWithValues, PreparedPage, PreparedQuery } from '../database/prepared-query.js';
import { countedRows } from '../database/row-counts.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MediaService, type PendingUpload, type UploadedImage } from '../media/media.service.js';
import { ReceiptReadings, receiptBadgeValues, withReceiptBadge } from '../receipts/receipt-readings.service.js';
import { type ReviewOfOrder, withReviewOfOrder } from '../reviews/reviews.service.js';
import type { User } from '../users/user.entity.js';
import { type OwnerUsername, withOwnerUsername } from '../users/users.service.js';
import { Order } from './order.entity.js';
import { type OrderChanges, OrderStateMachine } from './order-state-machine.js';
import { toAdminOrder, toOrder } from './order-view.js';

const ORDER_BY_ID = PreparedQuery.entities('order by id', (manager) =>
  manager.createQueryBuilder(Order, 'o').where('o.id = :id'),
);

const ORDER_OF_OWNER = PreparedQuery.entities('order of its owner', (manager) =>
  manager.createQueryBuilder(Order, 'o').where('o.id = :id AND o.ownerId = :ownerId'),
);

/** An order with what its views show beside it: its review's id and its owner's username. */
type OrderRow = EntityWithValues<Order, ReviewOfOrder & OwnerUsername>;

/** An order's query reading, in the same statement, what its views show beside it (`OrderRow`). */
const withReviewAndOwner = (orders: SelectQueryBuilder<Order>) =>
  withOwnerUsername(withReviewOfOrder(orders, 'o.id'), 'o.ownerId');

const ORDER_ROW_BY_ID = PreparedQuery.entitiesWithValues<Order, OrderRow['values']>('order row by id', (manager) =>
  withReviewAndOwner(manager.createQueryBuilder(Order, 'o')).where('o.id = :id'),
);

const ORDER_ROW_OF_OWNER = PreparedQuery.entitiesWithValues<Order, OrderRow['values']>(
  'order row of its owner',
  (manager) => withReviewAndOwner(manager.createQueryBuilder(Order, 'o')).where('o.id = :id AND o.ownerId = :ownerId'),
);

/** The customer's own orders of a tab's statuses, not hidden; searched by product name when `search`. */
const CUSTOMER_ORDERS = PreparedPage.withValues<Order, OrderRow['values'], { search: boolean }>(
  'customer orders',
  (manager, { search }) => {
    const orders = manager
      .createQueryBuilder(Order, 'o')
      .where('o.ownerId = :ownerId AND o.status IN (:...statuses) AND o.hiddenByCustomer = :hidden', { hidden: false });
    return search ? orders.andWhere(matchesSearch('o.productName')) : orders;
  },
  withReviewAndOwner,
);

/**
 * Every order of a status, hidden ones included; searched by product, transaction code or customer
 * when `search`; of one receipt badge when `receipt` (docs/receipts.md).
 */
const ORDERS_OF_STATUS = PreparedPage.withValues<Order, OrderRow['values'], { search: boolean; receipt: boolean }>(
  'orders of a status',
  (manager, { search, receipt }) => {
    const orders = manager.createQueryBuilder(Order, 'o').where('o.status = :status');
    const searched = search
      ? orders.andWhere(matchesSearch('o.productName', 'o.transactionCode', 'o.customerName'))
      : orders;
    return receipt ? withReceiptBadge(searched, 'o.receiptKey') : searched;
  },
  withReviewAndOwner,
  (manager, { search, receipt }) => (search || receipt ? null : countedRows(manager, 'orders.status', 'status')),
);

/** The details of the customer's last order that is not a cart line (the checkout form starts from them). */
const LAST_DETAILS = PreparedQuery.values<OrderDetails>('details of the last order', (manager) =>
  selectColumns(manager.createQueryBuilder(Order, 'o'), {
    address: 'o.address',
    contact: 'o.contact',
    otherInfo: 'o.otherInfo',
    customerName: 'o.customerName',
  })
    .where('o.ownerId = :ownerId AND o.status <> :cart AND o.hiddenByCustomer = :hidden', {
      cart: 'cart' satisfies OrderStatus,
      hidden: false,
    })
    .orderBy('o.updatedAt', 'DESC')
    .addOrderBy('o.id', 'DESC')
    .limit(1),
);

/** The administrator's actions that the path names (`POST admin/orders/:id/<action>`). */
export type AdminAction = Extract<OrderAction, 'approve' | 'deny' | 'undo' | 'deliver' | 'delivered'>;

/**
 * Cart, checkout and orders. Prices, fees, totals, transaction codes, owners and statuses are the
 * API's: nothing of these is taken from the browser, and what an order copies from its product is
 * read from the product row its transaction locks. Another customer's order is 404.
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly media: MediaService,
    private readonly stateMachine: OrderStateMachine,
    private readonly products: ProductsService,
    private readonly stock: ProductStockService,
    private readonly customizations: CustomizationsService,
    private readonly receiptReadings: ReceiptReadings,
  ) {}

  quote(address: string): ShippingQuote {
    return { address, shippingFee: shippingFeeFor(address) };
  }

  /** `POST /api/orders`: intent `cart` makes a cart line (no stock change), `order` a pending order with its stock reserved. */
  async place(user: User, body: PlaceOrderRequest, receipt: UploadedImage | undefined): Promise<OrderView> {
    // Whether the product takes a design never changes: read before, like the design itself.
    const { customizableSize } = await this.products.find(body.productId);
    const customizationId = await this.customizations.forOrder(user, customizableSize, body.customizationId);
    const placing = body.intent === 'order';
    if (placing && body.paymentMethod === 'GCASH' && !receipt) {
      throw new BadRequestException(ORDER_MESSAGES.receiptRequired);
    }
    const pending = await this.prepareReceipt(placing ? body.paymentMethod : 'COD', receipt);
    const id = await this.stateMachine.create(
      {
        ownerId: user.id,
        productId: body.productId,
        values: (product) => {
          // A cart line reserves nothing, so its quantity is only checked against the stock now.
          if (!placing && body.quantity > product.stock) throw new ConflictException(ORDER_MESSAGES.outOfStock);
          return {
            ...snapshot(product),
            quantity: body.quantity,
            ...priced(product.unitPrice, body.quantity, detailsToKeep(body)),
            paymentMethod: body.paymentMethod,
            receiptKey: pending?.key ?? null,
            reason: null,
            customizationId,
          };
        },
        receipt: pending,
        stored: (placed) => this.queueReading(pending, [placed]),
      },
      placing ? 'place' : 'addToCart',
    );
    return this.view(id);
  }

  /** The customer's own orders of one tab, not hidden, newest first, searched by product name. */
  async list(user: User, query: CustomerOrdersQuery): Promise<Page<OrderView>> {
    return newestFirstPage(
      this.unitOfWork,
      CUSTOMER_ORDERS.of({ search: Boolean(query.q) }),
      { ownerId: user.id, statuses: CUSTOMER_ORDER_TABS[query.tab], pattern: query.q && containsPattern(query.q) },
      query,
      (page) => this.views(page),
    );
  }

  /**
   * The details of the customer's last placed order (not a cart line, not one they hid), for the
   * checkout to prefill; null before their first order. Only ever the caller's own.
   */
  async lastDetails(user: User): Promise<LastOrderDetails> {
    return { details: await this.unitOfWork.row(LAST_DETAILS, { ownerId: user.id }) };
  }

  /** One of the customer's own orders (a notice opens it); another's is 404. */
  async one(user: User, id: number): Promise<OrderView> {
    const row = await this.unitOfWork.row(ORDER_ROW_OF_OWNER, { id, ownerId: user.id });
    if (!row) throw new NotFoundException(ORDER_MESSAGES.orderMissing);
    const [view] = await this.views([row]);
    return view;
  }

  /**
   * `PATCH /api/orders/:id {quantity}`: a cart line's quantity, from 1 to the product's stock, priced
   * at the product's price; both read from the product row the change's transaction locks.
   */
  async changeQuantity(user: User, id: number, quantity: number): Promise<OrderView> {
    const order = await this.own(user, id);
    if (order.status !== 'cart') throw new ConflictException(cartLineConflict(order.status));
    const result = await this.unitOfWork.transaction(async (manager) => {
      const product = await this.stock.lock(order.productId);
      if (quantity > product.stock) throw new ConflictException(ORDER_MESSAGES.maxStock);
      return manager
        .createQueryBuilder()
        .update(Order)
        .set({
          quantity,
          unitPrice: product.unitPrice,
          total: orderTotal(product.unitPrice, quantity, order.shippingFee),
          updatedAt: new Date(),
        })
        .where('id = :id AND ownerId = :ownerId AND status = :status', { id, ownerId: user.id, status: 'cart' })
        .execute();
    });
    if (!result.affected) {
      const now = await this.own(user, id);
      throw new ConflictException(cartLineConflict(now.status));
    }
    return this.view(id);
  }

  /**
   * `POST /api/orders/checkout`: every selected cart line of the customer becomes pending with its
   * stock reserved, the details, fee, price and total set, in ONE transaction (all or nothing). The
   * price and the product's name and image are copied from the product row that transaction locks:
   * a price edited meanwhile is the one the orders get.
   */
  async checkout(user: User, body: CheckoutRequest, receipt: UploadedImage | undefined): Promise<OrderView[]> {
    if (body.paymentMethod === 'GCASH' && !receipt) throw new BadRequestException(ORDER_MESSAGES.receiptRequired);
    const ids = [...new Set(body.orderIds)];
    const orders = await this.unitOfWork.manager.find(Order, { where: { id: In(ids), ownerId: user.id } });
    if (orders.length !== ids.length) throw new NotFoundException(ORDER_MESSAGES.orderMissing);
    const pending = await this.prepareReceipt(body.paymentMethod, receipt);
    await this.stateMachine.apply(
      orders.map((order) => ({
        order,
        action: 'place',
        who: 'owner',
        expected: 'cart',
        changes: (product) => ({
          ...snapshot(product),
          ...priced(product.unitPrice, order.quantity, body),
          paymentMethod: body.paymentMethod,
          receiptKey: pending?.key ?? null,
        }),
      })),
      pending,
      () => this.queueReading(pending, ids),
    );
    return Promise.all(ids.map((id) => this.view(id)));
  }

  /** `POST /api/orders/:id/cancel {reason}`: the owner's pending order, its stock released. */
  async cancel(user: User, id: number, reason: string): Promise<OrderView> {
    const order = await this.own(user, id);
    await this.stateMachine.apply([{ order, action: 'cancel', who: 'owner', changes: { reason } }]);
    return this.view(id);
  }

  /** `POST /api/orders/:id/undo-cancel`: back to pending with 'no valid reason', its stock reserved again (409 when short). */
  async undoCancel(user: User, id: number): Promise<OrderView> {
    const order = await this.own(user, id);
    await this.stateMachine.apply([
      { order, action: 'undoCancel', who: 'owner', changes: { reason: UNDO_CANCEL_REASON } },
    ]);
    return this.view(id);
  }

  /**
   * `DELETE /api/orders/:id`: a cart line is deleted for real; any other order is only hidden from
   * the customer (its status, stock and sales never change).
   */
  async remove(user: User, id: number): Promise<void> {
    await this.unitOfWork.transaction(async (manager) => {
      const order = await this.own(user, id);
      if (order.status === 'cart') {
        const deleted = await manager
          .createQueryBuilder()
          .delete()
          .from(Order)
          .where('id = :id AND ownerId = :ownerId AND status = :status', { id, ownerId: user.id, status: 'cart' })
          .execute();
        if (deleted.affected) return;
        // Checked out meanwhile: it is an order now, so it is hidden like one.
      }
      await manager
        .createQueryBuilder()
        .update(Order)
        .set({ hiddenByCustomer: true })
        .where('id = :id AND ownerId = :ownerId', { id, ownerId: user.id })
        .execute();
    });
  }

  /** The receipt image of an order, for its owner and the administrator only (404 to anyone else). */
  async receipt(user: User, id: number): Promise<{ data: Buffer; contentType: ImageMimeType }> {
    const order = user.role === 'admin' ? await this.find(id) : await this.own(user, id);
    const file = order.receiptKey ? await this.media.read(order.receiptKey, 'private') : null;
    if (!file) throw new NotFoundException(ORDER_MESSAGES.receiptMissing);
    return file;
  }

  /** The administrator's lists: every order of a status, hidden ones included, newest first. */
  adminList(query: AdminOrdersQuery): Promise<Page<AdminOrder>> {
    return newestFirstPage(
      this.unitOfWork,
      ORDERS_OF_STATUS.of({ search: Boolean(query.q), receipt: Boolean(query.receipt) }),
      { status: query.status, pattern: query.q && containsPattern(query.q), ...receiptBadgeValues(query.receipt) },
      query,
      (page) => this.adminViews(page),
    );
  }

  /** `POST /api/admin/orders/:id/<action>`: one row of the state machine, by the administrator. */
  async decide(
    id: number,
    action: AdminAction,
    body: AdminOrderAction & Partial<DenyOrderRequest>,
  ): Promise<AdminOrder> {
    const order = await this.find(id);
    const from = body.expectedStatus ?? order.status;
    let changes: OrderChanges | undefined;
    if (action === 'deny') changes = { reason: body.reason || DEFAULT_DENY_REASON };
    else if (action === 'undo' && from === 'denied') changes = { reason: null };
    await this.stateMachine.apply([{ order, action, who: 'admin', expected: body.expectedStatus, changes }]);
    return this.adminView(id);
  }

  async view(id: number): Promise<OrderView> {
    const [view] = await this.views([await this.findRow(id)]);
    return view;
  }

  private async adminView(id: number): Promise<AdminOrder> {
    const [view] = await this.adminViews([await this.findRow(id)]);
    return view;
  }

  /** The orders with whether each has a review, and their receipts' readings. */
  private async views(rows: readonly OrderRow[]): Promise<OrderView[]> {
    const [designs, readings] = await this.designsAndReadings(rows);
    return rows.map(({ entity: order, values }) =>
      toOrder(order, values.reviewId !== null, designOf(order, designs), ownersReadingOf(order, readings)),
    );
  }

  /** The orders with whether each has a review and its owner's username. */
  private async adminViews(rows: readonly OrderRow[]): Promise<AdminOrder[]> {
    const [designs, readings] = await this.designsAndReadings(rows);
    return rows.map(({ entity: order, values }) =>
      toAdminOrder(
        order,
        values.reviewId !== null,
        designOf(order, designs),
        readingOf(order, readings),
        values.ownerUsername ?? '',
      ),
    );
  }

  /** The designs and receipt readings of these orders, one query each for them all. */
  private designsAndReadings(rows: readonly OrderRow[]) {
    return Promise.all([
      this.customizations.forOrders(rows.map(({ entity }) => entity.customizationId)),
      this.receiptReadings.ofFiles(rows.map(({ entity }) => entity.receiptKey)),
    ]);
  }

  /** 404 'That order does not exist.' */
  private async find(id: number): Promise<Order> {
    const order = await this.unitOfWork.row(ORDER_BY_ID, { id });
    if (!order) throw new NotFoundException(ORDER_MESSAGES.orderMissing);
    return order;
  }

  /** An order with what its views show beside it; 404 'That order does not exist.' */
  private async findRow(id: number): Promise<OrderRow> {
    const row = await this.unitOfWork.row(ORDER_ROW_BY_ID, { id });
    if (!row) throw new NotFoundException(ORDER_MESSAGES.orderMissing);
    return row;
  }

  /** The customer's own order; anyone else's is 404, exactly like one that does not exist. */
  private async own(user: User, id: number): Promise<Order> {
    const order = await this.unitOfWork.row(ORDER_OF_OWNER, { id, ownerId: user.id });
    if (!order) throw new NotFoundException(ORDER_MESSAGES.orderMissing);
    return order;
  }

  /**
   * Inside the transaction that stored the receipt: its reading queued with what it pays for, the
   * orders' totals and the earliest of them made (docs/receipts.md).
   */
  private async queueReading(receipt: PendingUpload | null, ids: readonly number[]): Promise<void> {
    if (!receipt) return;
    const orders = await this.unitOfWork.manager.find(Order, { where: { id: In([...ids]) }, order: { id: 'ASC' } });
    await this.receiptReadings.enqueue(receipt.key, {
      purpose: 'order',
      paysFor: `${orders.length > 1 ? 'orders' : 'order'} ${orders.map((order) => order.transactionCode).join(', ')}`,
      due: orders.reduce((sum, order) => sum + order.total, 0),
      madeAt: new Date(Math.min(...orders.map((order) => order.createdAt.getTime()))),
    });
  }

  /**
   * The amount due for a receipt before its orders exist (`POST /api/receipts/preview`): one order
   * of a product, or the customer's own cart lines, priced as placing them prices them now.
   */
  async amountDue(
    user: User,
    placing: { productId: number; quantity: number; address: string } | { orderIds: number[]; address: string },
  ): Promise<number> {
    if ('productId' in placing) {
      const product = await this.products.find(placing.productId);
      return priced(product.unitPrice, placing.quantity, { ...NO_ORDER_DETAILS, address: placing.address }).total;
    }
    const ids = [...new Set(placing.orderIds)];
    const lines = await this.unitOfWork.manager.find(Order, { where: { id: In(ids), ownerId: user.id } });
    if (lines.length !== ids.length) throw new NotFoundException(ORDER_MESSAGES.orderMissing);
    const prices = await Promise.all(lines.map((line) => this.products.find(line.productId)));
    return lines.reduce(
      (sum, line, index) =>
        sum + priced(prices[index].unitPrice, line.quantity, { ...NO_ORDER_DETAILS, address: placing.address }).total,
      0,
    );
  }

  /**
   * A GCash receipt, checked by its bytes and written PRIVATE under a temporary name before the
   * transaction, which keeps it with the order (removed if it rolls back); a COD order keeps none.
   */
  private async prepareReceipt(
    method: PaymentMethod,
    receipt: UploadedImage | undefined,
  ): Promise<PendingUpload | null> {
    if (method !== 'GCASH' || !receipt) return null;
    return this.media.prepare(receipt, 'private');
  }
}

/** The reading of an order's receipt, from the readings of its page. */
function readingOf(order: Order, readings: Map<string, ReceiptReading>): ReceiptReading | null {
  return order.receiptKey === null ? null : (readings.get(order.receiptKey) ?? null);
}

/** The order's reading as its customer sees it (contracts' `ownersReading`). */
function ownersReadingOf(order: Order, readings: Map<string, ReceiptReading>): ReceiptReading | null {
  const reading = readingOf(order, readings);
  return reading && ownersReading(reading);
}

/** The design an order carries, from the designs of its page. */
function designOf(order: Order, designs: Map<number, OrderCustomization>): OrderCustomization | null {
  return order.customizationId === null ? null : (designs.get(order.customizationId) ?? null);
}

/** The product as the order copies it. */
function snapshot(product: Product) {
  return {
    productName: product.name,
    imageKey: product.imageKey,
    categoryId: product.categoryId,
    sizeId: product.sizeId,
  };
}

/** The server's prices: the product's unit price, the address's shipping fee, their total; and the details. */
function priced(unitPrice: number, quantity: number, details: OrderDetails) {
  // A cart line has no address yet: its fee is set at checkout (docs/orders.md).
  const shippingFee = details.address ? shippingFeeFor(details.address) : 0;
  return {
    unitPrice,
    shippingFee,
    total: orderTotal(unitPrice, quantity, shippingFee),
    address: details.address,
    contact: details.contact,
    otherInfo: details.otherInfo,
    customerName: details.customerName,
  };
}
