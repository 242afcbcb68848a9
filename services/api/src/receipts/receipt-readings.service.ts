import { Global, Injectable, Module } from '@nestjs/common';
import type { ReceiptBadge, ReceiptReading as ReceiptReadingView } from '@qmj/contracts';
import { Clock } from '../common/clock.js';
import { PreparedQuery, type QueryPart } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { type ReceiptPurpose, ReceiptReading } from './receipt-reading.entity.js';

const READINGS_OF_FILES = PreparedQuery.entities('receipt readings of files', (manager) =>
  manager.createQueryBuilder(ReceiptReading, 'r').where('r.fileKey IN (:...fileKeys)'),
);

const QUEUE_READING = PreparedQuery.insert('queue a receipt reading', ReceiptReading);

/** What a stored receipt pays for, as the module that stores it knows it. */
export interface ReceiptPayment {
  purpose: ReceiptPurpose;
  /** The records, named: `order QMJ4K2P9`, `booking #12`. */
  paysFor: string;
  /** Centavos. */
  due: number;
  madeAt: Date;
}

/**
 * The receipt readings as the orders and bookings see them (docs/receipts.md): a reading queued in
 * the transaction that stores its receipt, the readings of a page of records, and the badge filter
 * of the administrator's lists. Global, so the modules that store receipts need not import it.
 */
@Injectable()
export class ReceiptReadings {
  private readonly listeners: (() => void)[] = [];

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Inside the transaction that stores the receipt `fileKey`: its reading, queued; the reader is woken once it commits. */
  async enqueue(fileKey: string, payment: ReceiptPayment): Promise<void> {
    const now = this.clock.now();
    await this.unitOfWork.insert(QUEUE_READING, {
      fileKey,
      ...payment,
      state: 'queued',
      badge: 'unread',
      claimedBy: null,
      claimedUntil: null,
      attempts: 0,
      amount: null,
      referenceNumber: null,
      paidAt: null,
      recipientNumber: null,
      recipientName: null,
      pictureHash: null,
      checks: null,
      readAt: null,
      createdAt: now,
      updatedAt: now,
    });
    this.unitOfWork.afterCommit(() => {
      for (const listener of this.listeners) listener();
    });
  }

  /** `listener` runs after each commit that queued a reading (the reader starts at once rather than at its next poll). */
  whenQueued(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** The readings of these receipt files, by file key. */
  async ofFiles(fileKeys: readonly (string | null)[]): Promise<Map<string, ReceiptReadingView>> {
    const keys = [...new Set(fileKeys.filter((key): key is string => key !== null))];
    if (keys.length === 0) return new Map();
    const rows = await this.unitOfWork.rows(READINGS_OF_FILES, { fileKeys: keys });
    return new Map(rows.map((row) => [row.fileKey, toReceiptReading(row)]));
  }
}

/** `query` narrowed to the records whose receipt (`fileKeyColumn`) has the badge `:receiptBadge`. */
export const withReceiptBadge: QueryPart = (query, fileKeyColumn) => {
  const readings = query
    .subQuery()
    .select('rb.fileKey')
    .from(ReceiptReading, 'rb')
    .where('rb.badge = :receiptBadge')
    .getQuery();
  return query.andWhere(`${fileKeyColumn} IN ${readings}`);
};

/** The values `withReceiptBadge` binds. */
export function receiptBadgeValues(badge: ReceiptBadge | undefined): { receiptBadge?: ReceiptBadge } {
  return badge ? { receiptBadge: badge } : {};
}

export function toReceiptReading(row: ReceiptReading): ReceiptReadingView {
  return {
    state: row.state,
    badge: row.badge,
    amount: row.amount,
    referenceNumber: row.referenceNumber,
    paidAt: row.paidAt,
    recipientNumber: row.recipientNumber,
    recipientName: row.recipientName,
    checks: row.checks,
    readAt: row.readAt?.toISOString() ?? null,
  };
}

@Global()
@Module({ providers: [ReceiptReadings], exports: [ReceiptReadings] })
export class ReceiptReadingsModule {}
