import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  checkReceipt,
  ownersReading,
  type ReceiptFields,
  type ReceiptPreviewRequest,
  type ReceiptReading as ReceiptReadingView,
  receiptBadge,
} from '@qmj/contracts';
import { In, IsNull, LessThanOrEqual, Not } from 'typeorm';
import { BookingsService } from '../bookings/bookings.service.js';
import { BookingPaymentsService } from '../bookings/payments/booking-payments.service.js';
import { Clock } from '../common/clock.js';
import { JobLocks } from '../common/job-locks.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MediaService, type UploadedImage } from '../media/media.service.js';
import { OrdersService } from '../orders/orders.service.js';
import { SettingsService } from '../settings/settings.service.js';
import type { User } from '../users/user.entity.js';
import { hashDistance, pictureHash, SAME_PICTURE_DISTANCE } from './picture-hash.js';
import { closeReceiptReader, readReceipt } from './receipt-reader.js';
import { ReceiptReading } from './receipt-reading.entity.js';
import { ReceiptReadings } from './receipt-readings.service.js';

/** A replica holds a claimed receipt this long; one whose reader died is claimed again after it. */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;
/** A receipt claimed this often without an answer (it crashed its reader) is given up as unreadable. */
const MAX_ATTEMPTS = 3;
/** Receipts claimed per look at the queue. */
const BATCH = 5;

/** What a picture says once read: its fields and its hash (null when it does not decode). */
interface ReadPicture {
  fields: ReceiptFields;
  pictureHash: string | null;
}

const NOTHING_READ: ReceiptFields = {
  amount: null,
  referenceNumber: null,
  paidAt: null,
  recipientNumber: null,
  recipientName: null,
};

/**
 * Reads the GCash receipts and checks them (docs/receipts.md). Stored receipts are read after the
 * answer, from the queue: each replica claims queued readings with a conditional update, so two
 * never read the same one, and a claim whose replica died is taken again once its lease lapses. The
 * preview reads a receipt at once, before its order or booking exists.
 */
@Injectable()
export class ReceiptsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Receipts');
  private timer: NodeJS.Timeout | null = null;
  /** The queue being read now, so that a wake-up during a run waits for it rather than starting another. */
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly jobs: JobLocks,
    private readonly media: MediaService,
    private readonly settings: SettingsService,
    private readonly orders: OrdersService,
    private readonly bookings: BookingsService,
    private readonly bookingPayments: BookingPaymentsService,
    private readonly readings: ReceiptReadings,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.receiptReader.enabled) return;
    this.readings.whenQueued(() => this.wake());
    this.timer = setInterval(() => this.wake(), this.config.receiptReader.pollMs);
    // Readings queued before a restart are read now.
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await closeReceiptReader();
  }

  /** Reads the queue unless a run is going on; a run's failure is logged. */
  private wake(): void {
    if (this.running || this.stopped) return;
    this.running = this.readQueued()
      .catch((error: unknown) => {
        this.logger.error(`reading receipts failed: ${(error as Error).message}`);
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
  }

  /**
   * Claims and reads queued receipts (and lapsed claims) until none is left; how many this replica
   * read. `holder` names the replica (the tests race two).
   */
  async readQueued(holder = this.jobs.holder): Promise<number> {
    let read = 0;
    for (;;) {
      const now = this.clock.now();
      const waiting = await this.unitOfWork.manager.find(ReceiptReading, {
        select: { id: true },
        where: [{ state: 'queued' }, { state: 'reading', claimedUntil: LessThanOrEqual(now) }],
        order: { id: 'ASC' },
        take: BATCH,
      });
      if (waiting.length === 0) return read;
      for (const { id } of waiting) {
        if (this.stopped) return read;
        const claimed = await this.claim(id, holder);
        if (claimed) {
          await this.read(claimed, holder);
          read += 1;
        }
      }
    }
  }

  /** The reading `id` if this replica took it: queued, or claimed by a replica whose lease lapsed. */
  private async claim(id: number, holder: string): Promise<ReceiptReading | null> {
    const now = this.clock.now();
    const taken = await this.unitOfWork.transaction((manager) =>
      manager
        .createQueryBuilder()
        .update(ReceiptReading)
        .set({
          state: 'reading',
          claimedBy: holder,
          claimedUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
          attempts: () => 'attempts + 1',
          updatedAt: now,
        })
        .where("id = :id AND (state = 'queued' OR (state = 'reading' AND claimedUntil <= :now))", { id, now })
        .execute(),
    );
    if (taken.affected !== 1) return null;
    return this.unitOfWork.manager.findOneBy(ReceiptReading, { id });
  }

  /** Reads a claimed receipt, checks it and records the verdict, unless its claim was taken meanwhile. */
  private async read(reading: ReceiptReading, holder: string): Promise<void> {
    const picture =
      reading.attempts > MAX_ATTEMPTS ? { fields: NOTHING_READ, pictureHash: null } : await this.readStored(reading);
    await this.unitOfWork.transaction(async (manager) => {
      const { fields, state, hash, checks, badge } = await this.verdict(
        picture,
        reading.id,
        reading.due,
        reading.madeAt,
      );
      await manager.update(
        ReceiptReading,
        { id: reading.id, state: 'reading', claimedBy: holder },
        {
          ...fields,
          state,
          badge,
          checks,
          pictureHash: hash,
          readAt: this.clock.now(),
          claimedBy: null,
          claimedUntil: null,
          updatedAt: this.clock.now(),
        },
      );
    });
  }

  private async readStored(reading: ReceiptReading): Promise<ReadPicture> {
    const file = await this.media.read(reading.fileKey, 'private');
    if (!file) return { fields: NOTHING_READ, pictureHash: null };
    return this.readPicture(file.data);
  }

  /** OCR and the picture's hash; a picture OCR cannot read is a reading with nothing in it, never an error. */
  private async readPicture(image: Buffer): Promise<ReadPicture> {
    const [fields, hash] = await Promise.all([
      readReceipt(image).catch((error: unknown) => {
        this.logger.warn(`a receipt could not be read: ${(error as Error).message}`);
        return NOTHING_READ;
      }),
      pictureHash(image).catch(() => null),
    ]);
    const { amount, referenceNumber, paidAt, recipientNumber, recipientName } = fields;
    return { fields: { amount, referenceNumber, paidAt, recipientNumber, recipientName }, pictureHash: hash };
  }

  /**
   * The checks of a read picture against what it pays for: the amount due and when it was made,
   * the Settings' GCash number, and the other readings with its reference or its picture.
   */
  private async verdict(picture: ReadPicture, id: number | null, due: number, madeAt: Date) {
    const { fields, pictureHash: hash } = picture;
    const now = this.clock.now();
    const [gcashNumber, referenceUsedBy, pictureUsedBy] = await Promise.all([
      this.settings.gcashNumber(),
      this.referenceUsedBy(fields.referenceNumber, id),
      this.pictureUsedBy(hash, fields, id),
    ]);
    const checks = checkReceipt(fields, {
      due,
      gcashNumber,
      madeAt,
      now,
      referenceUsedBy,
      pictureHash: hash,
      pictureUsedBy,
    });
    const state = fields.amount === null && fields.referenceNumber === null ? 'unreadable' : 'read';
    return { fields, state, hash, checks, badge: receiptBadge(state, checks) } as const;
  }

  /** The first other receipt with this reference number, named by what it pays for. */
  private async referenceUsedBy(reference: string | null, id: number | null): Promise<string | null> {
    if (reference === null) return null;
    const other = await this.unitOfWork.manager.findOne(ReceiptReading, {
      select: { id: true, paysFor: true },
      where: { referenceNumber: reference, ...(id === null ? {} : { id: Not(id) }) },
      order: { id: 'ASC' },
    });
    return other?.paysFor ?? null;
  }

  /**
   * The first other receipt of the same picture, named: its hash within SAME_PICTURE_DISTANCE and
   * its text agreeing. GCash draws every receipt on one layout, so two different receipts can hash
   * alike: the picture counts as the same only when at least one of the amount, the reference and
   * the time was read on both and agrees, and none of them read on both differs.
   */
  private async pictureUsedBy(hash: string | null, fields: ReceiptFields, id: number | null): Promise<string | null> {
    if (hash === null) return null;
    const others = await this.unitOfWork.manager.find(ReceiptReading, {
      select: { id: true, paysFor: true, pictureHash: true, amount: true, referenceNumber: true, paidAt: true },
      where: { pictureHash: Not(IsNull()), state: In(['read', 'unreadable']) },
      order: { id: 'ASC' },
    });
    const same = others.find(
      (other) =>
        other.id !== id &&
        other.pictureHash !== null &&
        hashDistance(hash, other.pictureHash) <= SAME_PICTURE_DISTANCE &&
        textsAgree(fields, other),
    );
    return same?.paysFor ?? null;
  }

  /**
   * `POST /api/receipts/preview`: reads the customer's receipt at once and checks it against what
   * the API computes is due for what it pays for (never an amount sent by the browser).
   */
  async preview(
    user: User,
    request: ReceiptPreviewRequest,
    image: UploadedImage | undefined,
  ): Promise<ReceiptReadingView> {
    await this.media.imageType(image);
    const due = await this.amountDue(user, request);
    const picture = await this.readPicture((image as UploadedImage).buffer);
    const { fields, state, checks, badge } = await this.verdict(picture, null, due, this.clock.now());
    return ownersReading({ ...fields, state, badge, checks, readAt: this.clock.now().toISOString() });
  }

  private amountDue(user: User, request: ReceiptPreviewRequest): Promise<number> {
    const { productId, quantity = 1, orderIds, address = '', serviceId, addOns = [], bookingId } = request;
    if (productId !== undefined) return this.orders.amountDue(user, { productId, quantity, address });
    if (orderIds !== undefined) return this.orders.amountDue(user, { orderIds, address });
    if (serviceId !== undefined) return this.bookings.downPaymentDue(serviceId, addOns);
    if (bookingId !== undefined) return this.bookingPayments.balanceDue(user, bookingId);
    throw new BadRequestException();
  }
}

/** Whether two readings' texts say the same: some field read on both and equal, none read on both and different. */
function textsAgree(a: ReceiptFields, b: Pick<ReceiptFields, 'amount' | 'referenceNumber' | 'paidAt'>): boolean {
  const both = (['amount', 'referenceNumber', 'paidAt'] as const).filter(
    (field) => a[field] !== null && b[field] !== null,
  );
  return both.length > 0 && both.every((field) => a[field] === b[field]);
}
