import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  type AdminBooking,
  type AdminBookingsQuery,
  BOOKING_MESSAGES,
  type BookingRequest,
  type BookingStatus,
  type Booking as BookingView,
  bookingTotal,
  CAPACITY_STATUSES,
  downPayment,
  type ImageMimeType,
  manilaToday,
  type Page,
} from '@qmj/contracts';
import type { SelectQueryBuilder } from 'typeorm';
import { newestFirstPage } from '../common/paging.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type EntityWithValues, PreparedPage, PreparedQuery, type QueryPart } from '../database/prepared-query.js';
import { countedRows } from '../database/row-counts.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MediaService, type PendingUpload, type UploadedImage } from '../media/media.service.js';
import { ReceiptReadings, receiptBadgeValues, withReceiptBadge } from '../receipts/receipt-readings.service.js';
import type { User } from '../users/user.entity.js';
import { type OwnerUsername, withOwnerUsername } from '../users/users.service.js';
import { Booking } from './booking.entity.js';
import type { BookingAddOn } from './booking-add-on.entity.js';
import { bookingCalendar } from './booking-calendar.js';
import { ADD_ONS_OF_BOOKINGS } from './booking-capacity.js';
import { BookingStateMachine, type NewBookingAddOn } from './booking-state-machine.js';
import { toAdminBooking, toBooking } from './booking-view.js';
import { BookingPaymentLedger } from './payments/booking-payment-ledger.js';
import type { Service } from './service.entity.js';
import type { ServiceAddOn } from './service-add-on.entity.js';
import { ServicesService } from './services.service.js';

/** A request priced from its service's prices now. */
export interface PricedRequest {
  service: Service;
  addOns: NewBookingAddOn[];
  total: number;
  downPayment: number;
}

/** The administrator's decisions that the path names (`POST admin/bookings/:id/<action>`). */
export type AdminBookingAction = 'approve' | 'decline' | 'done';

/** The customer's own bookings, of one status when `ofStatus`. */
const CUSTOMER_BOOKINGS = PreparedPage.entities('customer bookings', (manager, { ofStatus }: { ofStatus: boolean }) => {
  const bookings = manager.createQueryBuilder(Booking, 'b').where('b.ownerId = :ownerId');
  return ofStatus ? bookings.andWhere('b.status = :status') : bookings;
});

/** A booking with its owner's username beside it, as the administrator's views show it. */
export type BookingWithOwner = EntityWithValues<Booking, OwnerUsername>;

const withOwner = (bookings: SelectQueryBuilder<Booking>) => withOwnerUsername(bookings, 'b.ownerId');

/** Every booking of a status; of one receipt badge when `receipt` (docs/receipts.md). */
const BOOKINGS_OF_STATUS = PreparedPage.withValues<Booking, BookingWithOwner['values'], { receipt: boolean }>(
  'bookings of a status',
  (manager, { receipt }) => {
    const bookings = manager.createQueryBuilder(Booking, 'b').where('b.status = :status');
    return receipt ? withReceiptBadge(bookings, 'b.receiptKey') : bookings;
  },
  withOwner,
  (manager, { receipt }) => (receipt ? null : countedRows(manager, 'bookings.status', 'status')),
);

const BOOKING_BY_ID = PreparedQuery.entities('booking by id', (manager) =>
  manager.createQueryBuilder(Booking, 'b').where('b.id = :id'),
);

const BOOKINGS_BY_IDS = PreparedQuery.entities('bookings by ids', (manager) =>
  manager.createQueryBuilder(Booking, 'b').where('b.id IN (:...ids)'),
);

const BOOKINGS_WITH_OWNERS_BY_IDS = PreparedQuery.entitiesWithValues<Booking, BookingWithOwner['values']>(
  'bookings with owners by ids',
  (manager) => withOwner(manager.createQueryBuilder(Booking, 'b')).where('b.id IN (:...ids)'),
);

const BOOKING_OF_OWNER = PreparedQuery.entities('booking of its owner', (manager) =>
  manager.createQueryBuilder(Booking, 'b').where('b.id = :id AND b.ownerId = :ownerId'),
);

/** The values `withBookingCount` selects. */
export type BookingCount = { bookings: number | string };

/** `query` reading, beside each customer (`ownerIdColumn`), how many booking requests they made (the Customers screen). */
export const withBookingCount: QueryPart = (query, ownerIdColumn) =>
  query.addSelect(
    (bookings) => bookings.select('COUNT(*)').from(Booking, 'counted').where(`counted.ownerId = ${ownerIdColumn}`),
    'bookings',
  );

/**
 * Booking requests and the customers' and administrator's views of them (docs/bookings.md). The
 * total, down payment, owner and status are the API's: nothing of these is taken from the browser.
 * Another customer's booking is 404.
 */
@Injectable()
export class BookingsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly media: MediaService,
    private readonly services: ServicesService,
    private readonly stateMachine: BookingStateMachine,
    private readonly receiptReadings: ReceiptReadings,
    private readonly payments: BookingPaymentLedger,
  ) {}

  /**
   * `POST /api/bookings`: a pending request of the signed-in customer. Dates are checked against
   * Manila's today, the receipt by its bytes; inside the state machine's transaction, add-ons are
   * checked against the service's named slots and priced from them, and a full day or an add-on
   * short of stock is refused (409).
   */
  async request(user: User, body: BookingRequest, receipt: UploadedImage | undefined): Promise<BookingView> {
    const today = manilaToday();
    if (body.startDate < today) throw new BadRequestException(BOOKING_MESSAGES.startInPast);
    if (body.meetingDate < today) throw new BadRequestException(BOOKING_MESSAGES.meetingInPast);
    if (!receipt) throw new BadRequestException(BOOKING_MESSAGES.receiptRequired);
    const pendingReceipt = await this.media.prepare(receipt, 'private');
    const id = await this.stateMachine.create(
      body.serviceId,
      async (service) => {
        const addOns = askedAddOns(await this.services.offeredSlots(service.id), body.addOns);
        const total = bookingTotal(service.lowPricing, addOns);
        return {
          booking: {
            ownerId: user.id,
            serviceId: service.id,
            serviceTitle: service.title,
            eventTitle: body.eventTitle,
            startDate: body.startDate,
            endDate: body.endDate,
            meetingDate: body.meetingDate,
            meetingTime: body.meetingTime,
            startTime: body.startTime,
            endTime: body.endTime,
            location: body.location,
            description: body.description,
            name: body.name,
            email: body.email,
            phone: body.phone,
            lowPricing: service.lowPricing,
            total,
            downPayment: downPayment(total),
          },
          addOns,
        };
      },
      pendingReceipt,
      (requested) => this.queueReading(pendingReceipt, requested),
    );
    return this.view(await this.find(id));
  }

  /** Inside the transaction that stored the down payment's receipt: its reading queued (docs/receipts.md). */
  private async queueReading(receipt: PendingUpload, id: number): Promise<void> {
    const booking = await this.find(id);
    await this.receiptReadings.enqueue(receipt.key, {
      purpose: 'booking',
      paysFor: `booking #${booking.id}`,
      due: booking.downPayment,
      madeAt: booking.createdAt,
    });
  }

  /** The down payment due for a service with these add-ons, priced now (`POST /api/receipts/preview`). */
  async downPaymentDue(serviceId: number, asked: BookingRequest['addOns']): Promise<number> {
    return (await this.price(serviceId, asked)).downPayment;
  }

  /** A service with these add-ons priced now, as a request would be (a quotation before filing). */
  async price(serviceId: number, asked: BookingRequest['addOns']): Promise<PricedRequest> {
    const service = await this.services.find(serviceId);
    const addOns = askedAddOns(await this.services.offeredSlots(serviceId), asked);
    const total = bookingTotal(service.lowPricing, addOns);
    return { service, addOns, total, downPayment: downPayment(total) };
  }

  /** The customer's own bookings (of one status, or all), newest first. */
  mine(user: User, query: { status?: BookingStatus; page: number; pageSize: number }): Promise<Page<BookingView>> {
    return newestFirstPage(
      this.unitOfWork,
      CUSTOMER_BOOKINGS.of({ ofStatus: query.status !== undefined }),
      { ownerId: user.id, status: query.status },
      query,
      (page) => this.views(page),
    );
  }

  /** One booking, for its owner and the administrator (404 to anyone else). */
  async get(user: User, id: number): Promise<BookingView> {
    return this.view(await this.visible(user, id));
  }

  /** The receipt image of a booking, for its owner and the administrator only (404 to anyone else). */
  async receipt(user: User, id: number): Promise<{ data: Buffer; contentType: ImageMimeType }> {
    const booking = await this.visible(user, id);
    const file = booking.receiptKey ? await this.media.read(booking.receiptKey, 'private') : null;
    if (!file) throw new NotFoundException(BOOKING_MESSAGES.receiptMissing);
    return file;
  }

  /** An approved (or done) booking as an iCalendar file; 409 while it is not approved. */
  async calendar(user: User, id: number): Promise<{ text: string; fileName: string }> {
    const booking = await this.visible(user, id);
    if (!CAPACITY_STATUSES.includes(booking.status)) {
      throw new ConflictException(BOOKING_MESSAGES.calendarNotApproved);
    }
    const domain = new URL(this.config.publicUrl).hostname;
    return { text: bookingCalendar(booking, domain), fileName: `booking-${booking.id}.ics` };
  }

  /** `POST /api/bookings/:id/withdraw`: the owner takes back a pending request (the row stays, withdrawn). */
  async withdraw(user: User, id: number): Promise<BookingView> {
    const booking = await this.own(user, id);
    await this.stateMachine.apply({ booking, action: 'withdraw', who: 'owner' });
    return this.view(await this.find(id));
  }

  /** The administrator's lists: every booking of a status, newest first, with its owner's username. */
  adminList(query: AdminBookingsQuery): Promise<Page<AdminBooking>> {
    return newestFirstPage(
      this.unitOfWork,
      BOOKINGS_OF_STATUS.of({ receipt: Boolean(query.receipt) }),
      { status: query.status, ...receiptBadgeValues(query.receipt) },
      query,
      (page) => this.adminViews(page),
    );
  }

  /**
   * `POST /api/admin/bookings/:id/<action>`: one row of the state machine, by the administrator;
   * `done` with money outstanding only when `confirmOutstanding`.
   */
  async decide(
    id: number,
    action: AdminBookingAction,
    body: { expectedStatus?: BookingStatus; confirmOutstanding?: boolean },
  ): Promise<AdminBooking> {
    await this.stateMachine.apply({
      booking: await this.find(id),
      action,
      who: 'admin',
      expected: body.expectedStatus,
      confirmOutstanding: body.confirmOutstanding,
    });
    const [view] = await this.adminViews([...(await this.withOwnersByIds([id])).values()]);
    return view;
  }

  private async view(booking: Booking): Promise<BookingView> {
    const [view] = await this.views([booking]);
    return view;
  }

  /** Bookings as the API answers them: add-ons, receipt reading and payments, one query per table for all. */
  async views(bookings: readonly Booking[]): Promise<BookingView[]> {
    const [addOns, { byBooking, readings }] = await this.details(bookings);
    return bookings.map((booking) =>
      toBooking(
        booking,
        addOns.get(booking.id) ?? [],
        readings.get(booking.receiptKey ?? '') ?? null,
        byBooking.get(booking.id) ?? [],
      ),
    );
  }

  private async adminViews(rows: readonly BookingWithOwner[]): Promise<AdminBooking[]> {
    const [addOns, { byBooking, readings }] = await this.details(rows.map(({ entity }) => entity));
    return rows.map(({ entity: booking, values }) =>
      toAdminBooking(
        booking,
        addOns.get(booking.id) ?? [],
        readings.get(booking.receiptKey ?? '') ?? null,
        byBooking.get(booking.id) ?? [],
        values.ownerUsername ?? '',
      ),
    );
  }

  /** The add-ons and payment schedules of these bookings, with the readings of every receipt among them. */
  private details(bookings: readonly Booking[]) {
    return Promise.all([
      this.addOnsOf(bookings),
      this.payments.schedules(
        bookings,
        bookings.map((booking) => booking.receiptKey),
      ),
    ]);
  }

  /** The add-ons of these bookings, by booking. */
  private async addOnsOf(bookings: readonly Booking[]): Promise<Map<number, BookingAddOn[]>> {
    const byBooking = new Map<number, BookingAddOn[]>();
    if (bookings.length === 0) return byBooking;
    const rows = await this.unitOfWork.rows(ADD_ONS_OF_BOOKINGS, { bookingIds: bookings.map((booking) => booking.id) });
    for (const row of rows) {
      const addOns = byBooking.get(row.bookingId);
      if (addOns) addOns.push(row);
      else byBooking.set(row.bookingId, [row]);
    }
    return byBooking;
  }

  /** These bookings, by id (a page of payments' bookings). */
  async byIds(ids: readonly number[]): Promise<Map<number, Booking>> {
    if (ids.length === 0) return new Map();
    const rows = await this.unitOfWork.rows(BOOKINGS_BY_IDS, { ids: [...new Set(ids)] });
    return new Map(rows.map((booking) => [booking.id, booking]));
  }

  /** These bookings with their owners' usernames, by id (the administrator's views). */
  async withOwnersByIds(ids: readonly number[]): Promise<Map<number, BookingWithOwner>> {
    if (ids.length === 0) return new Map();
    const rows = await this.unitOfWork.rows(BOOKINGS_WITH_OWNERS_BY_IDS, { ids: [...new Set(ids)] });
    return new Map(rows.map((row) => [row.entity.id, row]));
  }

  /** 404 'That booking does not exist.' */
  async find(id: number): Promise<Booking> {
    const booking = await this.unitOfWork.row(BOOKING_BY_ID, { id });
    if (!booking) throw new NotFoundException(BOOKING_MESSAGES.bookingMissing);
    return booking;
  }

  /** The customer's own booking; anyone else's is 404, exactly like one that does not exist. */
  async own(user: User, id: number): Promise<Booking> {
    const booking = await this.unitOfWork.row(BOOKING_OF_OWNER, { id, ownerId: user.id });
    if (!booking) throw new NotFoundException(BOOKING_MESSAGES.bookingMissing);
    return booking;
  }

  /** Any booking for the administrator, the customer's own for a customer. */
  visible(user: User, id: number): Promise<Booking> {
    return user.role === 'admin' ? this.find(id) : this.own(user, id);
  }
}

/** The add-ons a request asks (quantity above 0) with the slot's name and price; 400 for a slot the service does not offer. */
function askedAddOns(offered: ReadonlyMap<number, ServiceAddOn>, asked: BookingRequest['addOns']): NewBookingAddOn[] {
  const addOns: NewBookingAddOn[] = [];
  for (const { slot, quantity } of asked) {
    const offeredSlot = offered.get(slot);
    if (!offeredSlot) {
      if (quantity > 0) throw new BadRequestException(BOOKING_MESSAGES.slotNotOffered);
    } else if (quantity > 0) {
      addOns.push({ slot, name: offeredSlot.name, price: offeredSlot.price, quantity });
    }
  }
  return addOns;
}
