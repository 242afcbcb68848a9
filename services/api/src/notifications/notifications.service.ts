import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  BUSINESS,
  formatClockSpan,
  formatPesos,
  mediaUrl,
  NOTIFICATION_MAIL_SUBJECTS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TEXTS,
  type NotificationKind,
  type Notification as NotificationView,
  type OrderNoticeKind,
} from '@qmj/contracts';
import { IsNull } from 'typeorm';
import { isoDate } from '../common/database-rows.js';
import { PreparedQuery } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MailService } from '../mail/mail.service.js';
import { UsersService } from '../users/users.service.js';
import { Notification } from './notification.entity.js';

/** What a notice says about the order it is about. */
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

/** What a decision notice says about the booking it is about (docs/bookings.md). */
export interface DecidedBooking {
  id: number;
  ownerId: number;
  serviceTitle: string;
  eventTitle: string;
  /** The service's image, shown beside the notice. */
  imageKey: string | null;
  name: string;
  /** The booking's own e-mail address: its mail goes there. */
  email: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  location: string;
  total: number;
  downPayment: number;
  reason: string | null;
}

type BookingNoticeKind = 'bookingApproved' | 'bookingDeclined';

/** A payment's notice: its balance due soon or overdue, or its receipt rejected (docs/bookings.md, Payments). */
export type PaymentNoticeKind = 'balanceDueSoon' | 'balanceOverdue' | 'paymentRejected';

/** What a booking's notice shows: its event, the service's picture, and the booking's total or the payment's amount. */
export type BookingNotice = Pick<DecidedBooking, 'id' | 'ownerId' | 'name' | 'eventTitle' | 'imageKey' | 'total'>;

export function toNotificationView(row: Notification): NotificationView {
  return {
    id: Number(row.id),
    kind: row.kind,
    message: row.message,
    orderId: row.orderId === null ? null : Number(row.orderId),
    bookingId: row.bookingId === null ? null : Number(row.bookingId),
    productName: row.productName,
    imageUrl: mediaUrl(row.imageKey),
    quantity: Number(row.quantity),
    total: Number(row.total),
    read: row.readAt !== null,
    createdAt: isoDate(row.createdAt),
  };
}

/** Every decision on an order or a booking writes one (docs/architecture.md#prepared-queries). */
const INSERT_NOTIFICATION = PreparedQuery.insert('insert a notice', Notification);

/** The most notices the bell lists, newest first. */
const LISTED_NOTICES = 200;

const NOTICES_OF_USER = PreparedQuery.entities('notices of a user', (manager) =>
  manager
    .createQueryBuilder(Notification, 'n')
    .where('n.userId = :userId')
    .orderBy('n.id', 'DESC')
    .limit(LISTED_NOTICES),
);

/** In-app notices (written in the transition's transaction) and their e-mails (sent after it commits). */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly mail: MailService,
    private readonly users: UsersService,
  ) {}

  /** Writes the customer's notice in the caller's transaction, so it commits or rolls back with the transition. */
  async record(kind: OrderNoticeKind, order: DecidedOrder): Promise<void> {
    await this.insert(kind, order.customerName, {
      userId: order.ownerId,
      orderId: order.id,
      bookingId: null,
      productName: order.productName,
      imageKey: order.imageKey,
      quantity: order.quantity,
      total: order.total,
    });
  }

  /**
   * The same for a booking, decided, or one of its payments (its balance due soon or overdue, its receipt rejected;
   * their mails are the payments' own): the event title stands where an order's product name does.
   */
  async recordBooking(kind: BookingNoticeKind | PaymentNoticeKind, booking: BookingNotice): Promise<void> {
    await this.insert(kind, booking.name, {
      userId: booking.ownerId,
      orderId: null,
      bookingId: booking.id,
      productName: booking.eventTitle,
      imageKey: booking.imageKey,
      quantity: 1,
      total: booking.total,
    });
  }

  /**
   * The e-mail that goes with a notice, when the customer's profile has an e-mail address. Called
   * after the decision committed; a mail failure is logged and never breaks the decision.
   */
  async mailDecision(kind: OrderNoticeKind, order: DecidedOrder): Promise<void> {
    const lines = [
      NOTIFICATION_TEXTS[kind](order.customerName, order.productName),
      '',
      `Transaction code: ${order.transactionCode}`,
      `Quantity: ${order.quantity}`,
      `Total: ${formatPesos(order.total)}`,
    ];
    if (kind === 'denied' && order.reason) lines.push(`Reason: ${order.reason}`);
    await this.send(kind, async () => (await this.users.findById(order.ownerId))?.email, lines, `order ${order.id}`);
  }

  /** The e-mail of a booking's notice, to the address given with the booking; after the commit, like an order's. */
  async mailBookingDecision(kind: BookingNoticeKind, booking: DecidedBooking): Promise<void> {
    const days =
      booking.startDate === booking.endDate ? booking.startDate : `${booking.startDate} to ${booking.endDate}`;
    const lines = [
      NOTIFICATION_TEXTS[kind](booking.name, booking.eventTitle),
      '',
      `Service: ${booking.serviceTitle}`,
      `Date: ${days}, ${formatClockSpan(booking.startTime, booking.endTime)}`,
      `Location: ${booking.location}`,
      `Total: ${formatPesos(booking.total)}`,
      `Down payment: ${formatPesos(booking.downPayment)}`,
    ];
    if (kind === 'bookingDeclined' && booking.reason) lines.push(`Reason: ${booking.reason}`);
    await this.send(kind, async () => booking.email, lines, `booking ${booking.id}`);
  }

  private async insert(
    kind: NotificationKind,
    customerName: string,
    about: Pick<Notification, 'userId' | 'orderId' | 'bookingId' | 'productName' | 'imageKey' | 'quantity' | 'total'>,
  ): Promise<void> {
    await this.unitOfWork.insert(INSERT_NOTIFICATION, {
      ...about,
      kind,
      message: NOTIFICATION_TEXTS[kind](customerName, about.productName),
      readAt: null,
      createdAt: new Date(),
    });
  }

  /** Sends the mail when `recipient` names an address; a failure is logged, never thrown. */
  private async send(
    kind: NotificationKind,
    recipient: () => Promise<string | null | undefined>,
    lines: string[],
    what: string,
  ): Promise<void> {
    try {
      const address = (await recipient())?.trim();
      if (!address) return;
      lines.push('', BUSINESS.name);
      await this.mail.send({ to: address, subject: NOTIFICATION_MAIL_SUBJECTS[kind], text: lines.join('\n') });
    } catch (error) {
      this.logger.warn(`could not mail the ${kind} notice of ${what}: ${(error as Error).message}`);
    }
  }

  /** The signed-in customer's notices, newest first. */
  async list(userId: number): Promise<NotificationView[]> {
    const rows = await this.unitOfWork.rows(NOTICES_OF_USER, { userId });
    return rows.map(toNotificationView);
  }

  /** Marks every notice of the customer read ("Mark all as read"); the list as it is then. */
  async markAllRead(userId: number): Promise<NotificationView[]> {
    await this.unitOfWork.transaction((manager) =>
      manager
        .createQueryBuilder()
        .update(Notification)
        .set({ readAt: new Date() })
        .where({ userId, readAt: IsNull() })
        .execute(),
    );
    return this.list(userId);
  }

  /** Marks one of the customer's own notices read (another's is 404). */
  async markRead(userId: number, id: number): Promise<NotificationView> {
    await this.unitOfWork.transaction((manager) =>
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
    const result = await this.unitOfWork.transaction((manager) => manager.delete(Notification, { id, userId }));
    if (!result.affected) throw new NotFoundException(NOTIFICATION_MESSAGES.notFound);
  }

  private async own(userId: number, id: number): Promise<Notification> {
    const row = await this.unitOfWork.manager.findOneBy(Notification, { id, userId });
    if (!row) throw new NotFoundException(NOTIFICATION_MESSAGES.notFound);
    return row;
  }
}
