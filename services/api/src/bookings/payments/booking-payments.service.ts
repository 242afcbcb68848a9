import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type AdminBookingPayment,
  type AdminBookingPaymentsQuery,
  BOOKING_PAYMENT_MESSAGES,
  type BookingPaymentAction,
  type BookingPaymentState,
  type BookingPayment as BookingPaymentView,
  type ImageMimeType,
  type Page,
} from '@qmj/contracts';
import { MediaService, type UploadedImage } from '../../media/media.service.js';
import type { User } from '../../users/user.entity.js';
import type { Booking } from '../booking.entity.js';
import { BookingsService, type BookingWithOwner } from '../bookings.service.js';
import type { BookingPayment } from './booking-payment.entity.js';
import { BookingPaymentLedger, type LedgerPayment } from './booking-payment-ledger.js';
import { BookingPaymentStateMachine } from './booking-payment-state-machine.js';

/** The administrator's steps that the path names (`POST admin/booking-payments/:id/<action>`). */
export type AdminPaymentAction = Exclude<BookingPaymentAction, 'send'>;

/**
 * A booking's payments for its owner and the administrator, and the administrator's Payments view
 * (docs/bookings.md, Payments). Another customer's booking or payment is 404, exactly like one that
 * does not exist.
 */
@Injectable()
export class BookingPaymentsService {
  constructor(
    private readonly bookings: BookingsService,
    private readonly ledger: BookingPaymentLedger,
    private readonly stateMachine: BookingPaymentStateMachine,
    private readonly media: MediaService,
  ) {}

  /** `GET bookings/:id/payments`: the schedule, down payment first. */
  async schedule(user: User, bookingId: number): Promise<BookingPaymentView[]> {
    const booking = await this.bookings.visible(user, bookingId);
    return (await this.ledger.schedules([booking])).byBooking.get(booking.id) ?? [];
  }

  /** `POST bookings/:id/payments/balance`: the owner sends the balance with its receipt, to be checked. */
  async payBalance(
    user: User,
    bookingId: number,
    method: 'gcash' | 'bank-transfer',
    receipt: UploadedImage | undefined,
  ): Promise<BookingPaymentView> {
    if (!receipt) throw new BadRequestException(BOOKING_PAYMENT_MESSAGES.receiptRequired);
    const booking = await this.bookings.own(user, bookingId);
    const [, balance] = await this.paymentsOf(booking);
    await this.stateMachine.apply({ payment: balance, booking, action: 'send', who: 'owner', method, receipt });
    return this.view(booking, await this.ledger.find(balance.id));
  }

  /** What the balance of the customer's own booking comes to (a receipt's preview reads against it). */
  async balanceDue(user: User, bookingId: number): Promise<number> {
    const [, balance] = await this.paymentsOf(await this.bookings.own(user, bookingId));
    return balance.amount;
  }

  /** The private receipt image of a payment of the caller's booking (any for the administrator). */
  async receipt(user: User, id: number): Promise<{ data: Buffer; contentType: ImageMimeType }> {
    const { payment } = await this.visible(user, id);
    const file = payment.receiptKey ? await this.media.read(payment.receiptKey, 'private') : null;
    if (!file) throw new NotFoundException(BOOKING_PAYMENT_MESSAGES.receiptMissing);
    return file;
  }

  /** A payment of the caller's booking (any for the administrator); another customer's is 404 like a missing one. */
  async visible(user: User, id: number): Promise<{ payment: BookingPayment; booking: Booking }> {
    const { payment } = await this.ledger.find(id);
    const booking = await this.bookings.find(payment.bookingId);
    if (user.role !== 'admin' && booking.ownerId !== user.id) {
      throw new NotFoundException(BOOKING_PAYMENT_MESSAGES.paymentMissing);
    }
    return { payment, booking };
  }

  /** `POST admin/booking-payments/:id/<action>`: one row of the payment state machine, by the administrator. */
  async step(
    id: number,
    action: AdminPaymentAction,
    body: { expectedState?: BookingPaymentState; reason?: string },
  ): Promise<AdminBookingPayment> {
    const { payment } = await this.ledger.find(id);
    const booking = await this.bookings.find(payment.bookingId);
    await this.stateMachine.apply({
      payment,
      booking,
      action,
      who: 'admin',
      expected: body.expectedState,
      reason: body.reason,
    });
    const [view] = await this.adminViews([await this.ledger.find(id)]);
    return view;
  }

  /** `GET admin/booking-payments`: one standing, due ones by due day, confirmed ones newest first. */
  async adminList(query: AdminBookingPaymentsQuery): Promise<Page<AdminBookingPayment>> {
    const page = await this.ledger.page(query);
    return { ...page, items: await this.adminViews(page.items) };
  }

  /** The down payment and the balance of a booking. */
  private async paymentsOf(booking: Booking): Promise<[BookingPayment, BookingPayment]> {
    const [down, balance] = await this.ledger.paymentsOf(booking.id);
    if (!down || !balance) throw new NotFoundException(BOOKING_PAYMENT_MESSAGES.paymentMissing);
    return [down, balance];
  }

  private async view(booking: Booking, payment: LedgerPayment): Promise<BookingPaymentView> {
    const [view] = await this.ledger.views([payment], new Map([[booking.id, booking.status]]));
    return view;
  }

  /** Each payment with its booking and the customer's username (read with the booking). */
  private async adminViews(payments: readonly LedgerPayment[]): Promise<AdminBookingPayment[]> {
    const bookings = await this.bookings.withOwnersByIds(payments.map(({ payment }) => payment.bookingId));
    const views = await this.ledger.views(
      payments,
      new Map([...bookings].map(([id, { entity }]) => [id, entity.status])),
    );
    return views.map((view) => {
      const { entity: booking, values } = bookings.get(view.bookingId) as BookingWithOwner;
      return Object.assign(view, {
        booking: {
          id: booking.id,
          status: booking.status,
          eventTitle: booking.eventTitle,
          serviceTitle: booking.serviceTitle,
          customerName: booking.name,
          username: values.ownerUsername ?? '',
          startDate: booking.startDate,
          endDate: booking.endDate,
          total: booking.total,
        },
      });
    });
  }
}
