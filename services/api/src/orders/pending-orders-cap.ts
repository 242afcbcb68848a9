import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { pendingOrdersLimitMessage } from '@qmj/contracts';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { User } from '../users/user.entity.js';
import { Order } from './order.entity.js';

/**
 * The cap on one customer's pending orders (`MAX_PENDING_ORDERS_PER_CUSTOMER`): each holds reserved
 * stock, so without it one customer could reserve a product's whole stock with orders never paid
 * (docs/orders.md).
 */
@Injectable()
export class PendingOrdersCap {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * On the caller's transaction, before any stock moves: 409 when `adding` more pending orders would
   * give the customer more than the cap. The customer's row is locked first, so two placements of
   * one customer count one after the other (SQLite runs one transaction at a time anyway).
   */
  async check(manager: EntityManager, ownerId: number, adding: number): Promise<void> {
    const max = this.config.maxPendingOrdersPerCustomer;
    if (manager.dataSource.options.type !== 'better-sqlite3') {
      await manager
        .createQueryBuilder(User, 'u')
        .select('u.id')
        .where('u.id = :ownerId', { ownerId })
        .setLock('pessimistic_write')
        .getRawOne();
    }
    const pending = await manager.countBy(Order, { ownerId, status: 'pending' });
    if (pending + adding > max) throw new ConflictException(pendingOrdersLimitMessage(max));
  }
}
