import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { BUSINESS_TIME_ZONE } from '@qmj/contracts';
import { Clock } from '../common/clock.js';
import { JobLocks } from '../common/job-locks.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { BackupsService } from './backups.service.js';

/** Longer than any backup takes, shorter than the day until the next one. */
const BACKUP_LEASE_MS = 60 * 60 * 1000;

const manilaHour = new Intl.DateTimeFormat('en-GB', {
  hour: 'numeric',
  hourCycle: 'h23',
  timeZone: BUSINESS_TIME_ZONE,
});

/**
 * The nightly backup (docs/architecture.md#backups): at BACKUP_HOUR, Manila time, one replica (the
 * job lock's winner) makes a backup and then removes those older than BACKUP_RETENTION_DAYS, so a
 * failed backup never costs an older one.
 */
@Injectable()
export class NightlyBackup {
  constructor(
    private readonly backups: BackupsService,
    private readonly jobs: JobLocks,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Cron(CronExpression.EVERY_HOUR)
  run(): Promise<boolean> {
    if (Number(manilaHour.format(this.clock.now())) !== this.config.backup.hour) return Promise.resolve(false);
    return this.jobs.runOnce('nightly-backup', BACKUP_LEASE_MS, async () => {
      const { folder, manifest } = await this.backups.backup();
      const removed = await this.backups.prune();
      return `${folder} made (${manifest.counts.mediaFiles} media files, ${manifest.counts.bytes} bytes); ${removed.length} older backups removed`;
    });
  }
}
