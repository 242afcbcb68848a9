import { Injectable } from '@nestjs/common';
import {
  apiContract,
  apiPath,
  BALANCE_DUE_DAYS_DEFAULT,
  BALANCE_REMINDER_DAYS_DEFAULT,
  DEMO_GCASH_NUMBER,
  mediaUrl,
  type PaymentSettings,
  type PaymentSettingsUpdate,
} from '@qmj/contracts';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock.js';
import { PreparedQuery } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MediaService, type UploadedImage } from '../media/media.service.js';
import { BusinessSettings } from './business-settings.entity.js';

const SETTINGS_ID = 1;

/** The one row of settings, read by checkout and every booking request (docs/architecture.md#prepared-queries). */
const SETTINGS_ROW = PreparedQuery.entities('settings: the row', (manager) =>
  manager.createQueryBuilder(BusinessSettings, 's').where('s.id = :id'),
);

/** When a booking's balance is due and reminded, in days (docs/bookings.md, Payments). */
export type BalanceSettings = Pick<PaymentSettings, 'balanceDueDaysBefore' | 'balanceReminderDaysBefore'>;

/**
 * The business's settings: the GCash number and QR image checkout shows (docs/orders.md, Payment),
 * and the days a booking's balance is due and reminded before the event (docs/bookings.md, Payments).
 */
@Injectable()
export class SettingsService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly media: MediaService,
    private readonly clock: Clock,
  ) {}

  async payment(): Promise<PaymentSettings> {
    const row = await this.row();
    return {
      gcashNumber: row?.gcashNumber ?? DEMO_GCASH_NUMBER,
      gcashQrUrl: mediaUrl(row?.gcashQrKey ?? null) ?? apiPath(apiContract.settings.gcashQrPng, {}),
      gcashQrUploaded: Boolean(row?.gcashQrKey),
      ...balanceSettingsOf(row),
    };
  }

  async balance(): Promise<BalanceSettings> {
    return balanceSettingsOf(await this.row());
  }

  async gcashNumber(): Promise<string> {
    return (await this.row())?.gcashNumber ?? DEMO_GCASH_NUMBER;
  }

  /** Sets the number, the balance's days when given, and, when a QR image comes (checked by its bytes), replaces the uploaded one. */
  async updatePayment(
    update: Pick<PaymentSettingsUpdate, 'gcashNumber'> & Partial<BalanceSettings>,
    qr: UploadedImage | undefined,
  ): Promise<PaymentSettings> {
    const newQr = qr ? await this.media.prepare(qr) : null;
    await this.unitOfWork.transaction(async (manager) => {
      const newQrKey = newQr ? await this.media.keep(newQr) : null;
      const before = await this.lockedRow(manager);
      await manager.save(BusinessSettings, {
        id: SETTINGS_ID,
        gcashNumber: update.gcashNumber,
        gcashQrKey: newQrKey ?? before?.gcashQrKey ?? null,
        balanceDueDaysBefore: update.balanceDueDaysBefore ?? balanceSettingsOf(before).balanceDueDaysBefore,
        balanceReminderDaysBefore:
          update.balanceReminderDaysBefore ?? balanceSettingsOf(before).balanceReminderDaysBefore,
        updatedAt: this.clock.now(),
      });
      if (newQrKey) await this.media.discard(before?.gcashQrKey);
    });
    return this.payment();
  }

  private row(): Promise<BusinessSettings | null> {
    return this.unitOfWork.row(SETTINGS_ROW, { id: SETTINGS_ID });
  }

  /**
   * The row, locked on MySQL/MariaDB (SQLite's one writer needs no lock): of two QR replacements at
   * once, the second reads and discards the first's image rather than both discarding the one before.
   */
  private lockedRow(manager: EntityManager): Promise<BusinessSettings | null> {
    const query = manager.createQueryBuilder(BusinessSettings, 's').where('s.id = :id', { id: SETTINGS_ID });
    if (this.unitOfWork.engine !== 'sqlite') query.setLock('pessimistic_write');
    return query.getOne();
  }
}

function balanceSettingsOf(row: BusinessSettings | null): BalanceSettings {
  return {
    balanceDueDaysBefore: row?.balanceDueDaysBefore ?? BALANCE_DUE_DAYS_DEFAULT,
    balanceReminderDaysBefore: row?.balanceReminderDaysBefore ?? BALANCE_REMINDER_DAYS_DEFAULT,
  };
}
