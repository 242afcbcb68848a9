import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LocalStorageDriver } from './local-storage.driver.js';
import { MediaController } from './media.controller.js';
import { MediaService } from './media.service.js';
import { STORAGE_DRIVER, type StorageDriver } from './storage-driver.js';

/** Picks the storage driver from `STORAGE_DRIVER`. */
export function createStorageDriver(config: AppConfig): StorageDriver {
  switch (config.storage.driver) {
    case 'local':
      return new LocalStorageDriver(config.storage.uploadsDir);
    case 's3':
      // The production seam: an S3-compatible driver implements StorageDriver (put/get/remove by
      // visibility and key) and is returned here, configured from its own S3_* settings.
      throw new Error(
        'STORAGE_DRIVER=s3 is not available yet: use STORAGE_DRIVER=local (files under DATA_DIR/uploads).',
      );
  }
}

@Module({
  controllers: [MediaController],
  providers: [MediaService, { provide: STORAGE_DRIVER, useFactory: createStorageDriver, inject: [APP_CONFIG] }],
  exports: [MediaService],
})
export class MediaModule {}
