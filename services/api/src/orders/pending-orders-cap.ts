import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { type OrderStatus, pendingOrdersLimitMessage } from '@qmj/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PreparedQuery } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { UsersService } from '../users/users.service.js';
import { Order } from './order.entity.js';

const PENDING_ORDERS_OF_OWNER = PreparedQuery.values<{ count: number | string }>(
  'pending orders of a customer',
  (manager) =>
    manager
      .createQueryBuilder(Order, 'o')
      .select('COUNT(1)', 'count')
      .where('o.ownerId = :ownerId AND o.status = :status', { status: 'pending' satisfies OrderStatus }),
);

/**
 * The cap on one customer's pending orders (`MAX_PENDING_ORDERS_PER_CUSTOMER`): each holds reserved
 * stock, so without it one customer could reserve a product's whole stock with orders never paid
 * (docs/orders.md).
 */
@Injectable()
export class PendingOrdersCap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UsersService,
  ) {}

  /**
   * In the caller's transaction, before any stock moves: 409 when `adding` more pending orders would
   * give the customer more than the cap. The customer's row is locked first (`UsersService.lock`),
   * so two placements of one customer count one after the other.
   */
  check(ownerId: number, adding: number): Promise<void> {
    const max = this.config.maxPendingOrdersPerCustomer;
    return this.unitOfWork.transaction(async () => {
      await this.users.lock(ownerId);
      const pending = Number((await this.unitOfWork.row(PENDING_ORDERS_OF_OWNER, { ownerId }))?.count ?? 0);
      if (pending + adding > max) throw new ConflictException(pendingOrdersLimitMessage(max));
    });
  }
}
