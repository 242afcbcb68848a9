import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  BOOKING_DECLINE_REASON,
  BOOKING_MESSAGES,
  BOOKING_PAYMENT_MESSAGES,
  type BookingAction,
  type BookingActor,
  type BookingStatus,
  type BookingTransition,
  bookingStateConflict,
  coveredDays,
  findBookingTransition,
} from '@qmj/contracts';
import type { EntityManager } from 'typeorm';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MediaService, type PendingUpload } from '../media/media.service.js';
import { type DecidedBooking, NotificationsService } from '../notifications/notifications.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { Booking } from './booking.entity.js';
import { BookingAddOn } from './booking-add-on.entity.js';
import { ADD_ONS_OF_BOOKINGS, BookingCapacity } from './booking-capacity.js';
import { BookingPaymentStateMachine } from './payments/booking-payment-state-machine.js';
import type { Service } from './service.entity.js';
import { SERVICE_BY_ID_LOCKED } from './service-queries.js';

/** The row of BOOKING_TRANSITIONS for `action` by `who` from `from`, or 409 naming the booking's status. */
export function resolveBookingTransition(
  from: BookingStatus | 'new',
  action: BookingAction,
  who: BookingActor,
): BookingTransition {
  const rule = findBookingTransition(from, action, who);
  if (rule) return rule;
  // 'new' has a row only for the owner's request; anything else is a programming error.
  if (from === 'new') throw new Error(`no transition makes a new booking by ${who} "${action}"`);
  throw new ConflictException(bookingStateConflict(from, action));
}

/** The columns a transition sets: the status, and for a decision when it was made (and a decline's fixed reason). */
export function bookingStatusColumns(
  rule: BookingTransition,
  now: Date,
): { status: BookingStatus; updatedAt: Date; decidedAt?: Date; reason?: string } {
  const columns: { status: BookingStatus; updatedAt: Date; decidedAt?: Date; reason?: string } = {
    status: rule.to,
    updatedAt: now,
  };
  if (rule.action === 'approve' || rule.action === 'decline') columns.decidedAt = now;
  if (rule.action === 'decline') columns.reason = BOOKING_DECLINE_REASON;
  return columns;
}

/** The notice a transition sends to the customer, if any. */
export function bookingNoticeOf(rule: BookingTransition): 'bookingApproved' | 'bookingDeclined' | null {
  if (rule.effect !== 'notify' && rule.effect !== 'claim-capacity-and-notify') return null;
  return rule.to === 'approved' ? 'bookingApproved' : 'bookingDeclined';
}

/** The values of a new booking; the status is the state machine's, the receipt's key the stored file's. */
export type NewBooking = Omit<
  Booking,
  'id' | 'status' | 'reason' | 'decidedAt' | 'createdAt' | 'updatedAt' | 'receiptKey'
>;

/** An add-on of a new booking: the slot's name and price now, and the quantity asked. */
export type NewBookingAddOn = Omit<BookingAddOn, 'id' | 'bookingId'>;

/** Makes a request's booking from its service as it is under the service's row lock (title, prices, slots). */
export type BookingDraft = (service: Service) => Promise<{ booking: NewBooking; addOns: NewBookingAddOn[] }>;

export interface BookingStep {
  /** The booking as the caller loaded it (its ownership already checked). */
  booking: Booking;
  action: BookingAction;
  who: BookingActor;
  /** The status the caller acted on (the list the booking was in); the loaded status when absent. */
  expected?: BookingStatus;
  /** `done`: the administrator marks the event done with money still outstanding. */
  confirmOutstanding?: boolean;
}

/** Thrown inside a transaction when the booking was no longer in the expected status; answered as 409 after the rollback. */
class StaleBookingState extends Error {
  constructor(
    readonly bookingId: number,
    readonly action: BookingAction,
  ) {
    super(`booking ${bookingId} left its expected status before "${action}"`);
  }
}

/**
 * The booking state machine (docs/bookings.md): every status change goes through `create` (a
 * request) or `apply`, which applies the BOOKING_TRANSITIONS row inside one transaction: the
 * service's row lock first, a conditional update on the expected old status, the row's effect
 * (capacity checked, or claimed: every covered day and add-on slot), the row's effect on the
 * booking's payments (made, the down payment confirmed, voided, or required settled) and the
 * customer's notice.
 */
@Injectable()
export class BookingStateMachine {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly capacity: BookingCapacity,
    private readonly notifications: NotificationsService,
    private readonly media: MediaService,
    private readonly payments: BookingPaymentStateMachine,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Files a request: pending, refused with 409 when a covered day is full or an add-on has not that
   * much left. The booking is drafted from the service read under its lock, so an edit of the
   * service's prices racing the request gives it the prices current when it commits; the receipt
   * is moved into place once it commits; its two payments are made in the same transaction, and
   * `stored` runs there once the booking is in (its receipt's reading queued, docs/receipts.md).
   */
  async create(
    serviceId: number,
    draft: BookingDraft,
    receipt: PendingUpload,
    stored?: (id: number) => Promise<void>,
  ): Promise<number> {
    const rule = resolveBookingTransition('new', 'request', 'owner');
    const { balanceDueDaysBefore } = await this.settings.balance();
    return this.transaction(async (manager) => {
      // Kept first, so that whatever refuses the request below removes the receipt with the rollback.
      const receiptKey = await this.media.keep(receipt);
      const { booking, addOns } = await draft(await this.lockService(serviceId));
      if (rule.effect === 'check-capacity') {
        await this.capacity.requireOpenDays(coveredDays(booking.startDate, booking.endDate));
        await this.capacity.requireAddOns({ ...booking, addOns });
      }
      const now = new Date();
      const result = await manager.insert(Booking, {
        ...booking,
        receiptKey,
        status: rule.to,
        reason: null,
        decidedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      const bookingId = Number(result.identifiers[0].id);
      const rows = addOns.map((addOn) => ({ ...addOn, bookingId }));
      if (rows.length > 0) await manager.insert(BookingAddOn, rows);
      if (rule.payments === 'schedule') {
        await this.payments.schedule({ ...booking, id: bookingId, receiptKey, createdAt: now }, balanceDueDaysBefore);
      }
      await stored?.(bookingId);
      return bookingId;
    });
  }

  /**
   * Applies one transition in ONE transaction. A booking that left the expected status answers 409
   * with its status now; an approval finding a full day or an add-on short answers 409 and changes
   * nothing. The notice's e-mail goes out once it commits.
   */
  async apply(step: BookingStep): Promise<void> {
    const { booking } = step;
    const rule = findBookingTransition(step.expected ?? booking.status, step.action, step.who);
    if (!rule) throw new ConflictException(bookingStateConflict(booking.status, step.action));
    const days = coveredDays(booking.startDate, booking.endDate);
    if (rule.effect === 'claim-capacity-and-notify') {
      // Only a booking still in the status it left refuses a full day early: a stale one keeps its own 409.
      await this.capacity.ensureDayRows(days, { refuseFull: booking.status === rule.from });
    }
    const notice = bookingNoticeOf(rule);
    try {
      await this.transaction(async (manager) => {
        const service = await this.lockService(booking.serviceId);
        const result = await manager
          .createQueryBuilder()
          .update(Booking)
          .set(bookingStatusColumns(rule, new Date()))
          .where('id = :id AND status = :from', { id: booking.id, from: rule.from })
          .execute();
        if (!result.affected) throw new StaleBookingState(booking.id, step.action);
        if (rule.effect === 'claim-capacity-and-notify') {
          const addOns = await this.unitOfWork.rows(ADD_ONS_OF_BOOKINGS, { bookingIds: [booking.id] });
          await this.capacity.requireAddOns({ ...booking, addOns }, booking.id);
          await this.capacity.claimDays(days);
        }
        await this.settlePayments(rule, step);
        if (notice) {
          const decided = decidedBooking(booking, service.imageKey, rule);
          await this.notifications.recordBooking(notice, decided);
          this.unitOfWork.afterCommit(() => this.notifications.mailBookingDecision(notice, decided));
        }
      });
    } catch (error) {
      if (error instanceof StaleBookingState) throw await this.staleConflict(error);
      throw error;
    }
  }

  /** The row's effect on the booking's payments, in its transaction (docs/bookings.md, Payments). */
  private async settlePayments(rule: BookingTransition, step: BookingStep): Promise<void> {
    if (rule.payments === 'confirm-down-payment') await this.payments.confirmDownPayment(step.booking.id);
    if (rule.payments === 'void') await this.payments.voidPayments(step.booking.id);
    if (rule.payments === 'require-settled' && !step.confirmOutstanding) {
      if ((await this.payments.outstanding(step.booking.id)) > 0) {
        throw new ConflictException(BOOKING_PAYMENT_MESSAGES.outstanding);
      }
    }
  }

  /**
   * A transaction of the state machine, at READ COMMITTED so that once the service's row lock is
   * taken, each read sees what other transitions committed last (the add-on check), never a
   * snapshot from before the lock. A lock conflict runs it again from the start (UnitOfWork).
   */
  private transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.unitOfWork.transaction(work, { isolation: 'READ COMMITTED' });
  }

  /**
   * Takes the service row's write lock before anything else, so that every transition of one
   * service runs one at a time on MySQL/MariaDB (the add-on check reads what the others committed)
   * and rows are always locked in the same order: service, booking, days. SQLite runs one
   * transaction at a time, so there it only reads the row.
   */
  private async lockService(serviceId: number): Promise<Service> {
    const service = await this.unitOfWork.row(SERVICE_BY_ID_LOCKED, { id: serviceId });
    if (!service) throw new NotFoundException(BOOKING_MESSAGES.serviceMissing);
    return service;
  }

  /** After the rollback: the booking's status now (committed, outside the transaction), for the 409's message. */
  private async staleConflict(error: StaleBookingState): Promise<Error> {
    const current = await this.unitOfWork.manager.findOne(Booking, {
      where: { id: error.bookingId },
      select: { id: true, status: true },
    });
    if (!current) return new NotFoundException(BOOKING_MESSAGES.bookingMissing);
    return new ConflictException(bookingStateConflict(current.status, error.action));
  }
}

function decidedBooking(booking: Booking, imageKey: string | null, rule: BookingTransition): DecidedBooking {
  return {
    id: booking.id,
    ownerId: booking.ownerId,
    serviceTitle: booking.serviceTitle,
    eventTitle: booking.eventTitle,
    imageKey,
    name: booking.name,
    email: booking.email,
    startDate: booking.startDate,
    endDate: booking.endDate,
    startTime: booking.startTime,
    endTime: booking.endTime,
    location: booking.location,
    total: booking.total,
    downPayment: booking.downPayment,
    reason: bookingStatusColumns(rule, new Date()).reason ?? booking.reason,
  };
}
