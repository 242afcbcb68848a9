import { Injectable } from '@nestjs/common';
import {
  apiContract,
  apiPath,
  DEMO_GCASH_NUMBER,
  mediaUrl,
  type PaymentSettings,
  type PaymentSettingsUpdate,
} from '@qmj/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock.js';
import { inTransaction } from '../common/transaction.js';
import { MediaService, type UploadedImage } from '../media/media.service.js';
import { BusinessSettings } from './business-settings.entity.js';

const SETTINGS_ID = 1;

/** The business's settings: the GCash number and QR image checkout shows (docs/orders.md, Payment). */
@Injectable()
export class SettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
    private readonly clock: Clock,
  ) {}

  async payment(): Promise<PaymentSettings> {
    const row = await this.row();
    return {
      gcashNumber: row?.gcashNumber ?? DEMO_GCASH_NUMBER,
      gcashQrUrl: mediaUrl(row?.gcashQrKey ?? null) ?? apiPath(apiContract.settings.gcashQrPng, {}),
      gcashQrUploaded: Boolean(row?.gcashQrKey),
    };
  }

  async gcashNumber(): Promise<string> {
    return (await this.row())?.gcashNumber ?? DEMO_GCASH_NUMBER;
  }

  /** Sets the number and, when a QR image comes (checked by its bytes), replaces the uploaded one. */
  async updatePayment(
    update: Pick<PaymentSettingsUpdate, 'gcashNumber'>,
    qr: UploadedImage | undefined,
  ): Promise<PaymentSettings> {
    const qrKey = qr ? await this.media.storeImage(qr) : null;
    const before = await this.row();
    try {
      await inTransaction(this.dataSource, (manager) =>
        manager.save(BusinessSettings, {
          id: SETTINGS_ID,
          gcashNumber: update.gcashNumber,
          gcashQrKey: qrKey ?? before?.gcashQrKey ?? null,
          updatedAt: this.clock.now(),
        }),
      );
    } catch (error) {
      await this.media.remove(qrKey);
      throw error;
    }
    if (qrKey) await this.media.remove(before?.gcashQrKey);
    return this.payment();
  }

  private row(): Promise<BusinessSettings | null> {
    return this.dataSource.manager.findOneBy(BusinessSettings, { id: SETTINGS_ID });
  }
}
