import { Module } from '@nestjs/common';
import { BackupsService } from './backups.service.js';
import { NightlyBackup } from './nightly-backup.js';

@Module({ providers: [BackupsService, NightlyBackup], exports: [BackupsService] })
export class BackupsModule {}
