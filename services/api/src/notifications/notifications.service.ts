import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  formatPesos,
  mediaUrl,
  NOTIFICATION_MAIL_SUBJECTS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TEXTS,
  type NotificationKind,
  type Notification as NotificationView,
} from '@qmj/contracts';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { isoDate } from '../common/database-rows.js';
import { inTransaction } from '../common/transaction.js';
import { MailService } from '../mail/mail.service.js';
import { UsersService } from '../users/users.service.js';
import { Notification } from './notification.entity.js';

/** What a decision notice says about the order it is about. */
export interface DecidedOrder {
  id: number;
  ownerId: number;
  transactionCode: string;
  productName: string;
  imageKey: string | null;
  quantity: number;
  total: number;
  customerName: string;
  reason: string | null;
}

export function toNotificationView(row: Notification): NotificationView {
  return {
    id: Number(row.id),
    kind: row.kind,
    message: row.message,
    orderId: row.orderId === null ? null : Number(row.orderId),
    productName: row.productName,
    imageUrl: mediaUrl(row.imageKey),
    quantity: Number(row.quantity),
    total: Number(row.total),
    read: row.readAt !== null,
    createdAt: isoDate(row.createdAt),
  };
}

/** In-app notices (written in the decision's transaction) and their e-mails (sent after it commits). */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly users: UsersService,
  ) {}

  /** Writes the customer's notice with the caller's manager, so it commits or rolls back with the decision. */
  async record(manager: EntityManager, kind: NotificationKind, order: DecidedOrder): Promise<void> {
    await manager.insert(Notification, {
      userId: order.ownerId,
      kind,
      message: NOTIFICATION_TEXTS[kind](order.customerName, order.productName),
      orderId: order.id,
      productName: order.productName,
      imageKey: order.imageKey,
      quantity: order.quantity,
      total: order.total,
      readAt: null,
      createdAt: new Date(),
    });
  }

  /**
   * The e-mail that goes with a notice, when the customer's profile has an e-mail address. Called
   * after the decision committed; a mail failure is logged and never breaks the decision.
   */
  async mailDecision(kind: NotificationKind, order: DecidedOrder): Promise<void> {
    try {
      const user = await this.users.findById(order.ownerId);
      const to = user?.email?.trim();
      if (!to) return;
      const lines = [
        NOTIFICATION_TEXTS[kind](order.customerName, order.productName),
        '',
        `Transaction code: ${order.transactionCode}`,
        `Quantity: ${order.quantity}`,
        `Total: ${formatPesos(order.total)}`,
      ];
      if (kind === 'denied' && order.reason) lines.push(`Reason: ${order.reason}`);
      lines.push('', 'QMJ Events and Creative Services');
      await this.mail.send({ to, subject: NOTIFICATION_MAIL_SUBJECTS[kind], text: lines.join('\n') });
    } catch (error) {
      this.logger.warn(`could not mail the ${kind} notice of order ${order.id}: ${(error as Error).message}`);
    }
  }

  /** The signed-in customer's notices, newest first. */
  async list(userId: number): Promise<NotificationView[]> {
    const rows = await this.dataSource.manager.find(Notification, {
      where: { userId },
      order: { id: 'DESC' },
      take: 200,
    });
    return rows.map(toNotificationView);
  }

  /** Marks one of the customer's own notices read (another's is 404). */
  async markRead(userId: number, id: number): Promise<NotificationView> {
    await inTransaction(this.dataSource, (manager) =>
      manager
        .createQueryBuilder()
        .update(Notification)
        .set({ readAt: new Date() })
        .where({ id, userId, readAt: IsNull() })
        .execute(),
    );
    return toNotificationView(await this.own(userId, id));
  }

  /** Deletes one of the customer's own notices (another's is 404). */
  async remove(userId: number, id: number): Promise<void> {
    const result = await inTransaction(this.dataSource, (manager) => manager.delete(Notification, { id, userId }));
    if (!result.affected) throw new NotFoundException(NOTIFICATION_MESSAGES.notFound);
  }

  private async own(userId: number, id: number): Promise<Notification> {
    const row = await this.dataSource.manager.findOneBy(Notification, { id, userId });
    if (!row) throw new NotFoundException(NOTIFICATION_MESSAGES.notFound);
    return row;
  }
}
