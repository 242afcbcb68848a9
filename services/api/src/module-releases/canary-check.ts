import { Inject, Injectable, Logger } from '@nestjs/common';
import { BUSINESS, canaryFails, MODULE_RELEASE_MESSAGES } from '@qmj/contracts';
import { JobLocks, ScheduledJob } from '../common/job-locks.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { UsersService } from '../users/users.service.js';
import type { ModuleRelease } from './module-release.entity.js';
import { ModuleReleasesService } from './module-releases.service.js';

/** A share of sessions that met an error, as the notice says it. */
const rateOf = (release: Pick<ModuleRelease, 'sessions' | 'errors'> | undefined) =>
  `${Math.round((100 * (release?.errors ?? 0)) / Math.max(release?.sessions ?? 0, 1))} %`;

const NOTICE_SUBJECT = 'A module canary was rolled back';

/**
 * The automatic rollback (docs/deploying-modules.md): every MODULE_CANARY_CHECK_EVERY_MS one replica (the job
 * lock's winner) ends each canary whose share of sessions with an error is more than MODULE_CANARY_ERROR_FACTOR
 * times its live release's (`canaryFails`), and tells the administrator.
 */
@Injectable()
export class CanaryCheck extends ScheduledJob {
  private readonly logger = new Logger('ModuleReleases');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    jobs: JobLocks,
    private readonly releases: ModuleReleasesService,
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {
    super(jobs, 'module-canary-check', config.moduleReleases.canaryCheckEveryMs);
  }

  protected async work(): Promise<string> {
    return `${await this.check()} canaries rolled back`;
  }

  /** Ends every failing canary; how many this call ended. */
  async check(): Promise<number> {
    const { canaryErrorFactor: factor, canaryMinErrors: minErrors } = this.config.moduleReleases;
    let ended = 0;
    for (const { canary, live } of await this.releases.canaries()) {
      const counts = live ?? { sessions: 0, errors: 0 };
      if (!canaryFails(canary, counts, { factor, minErrors })) continue;
      if (!(await this.releases.endFailedCanary(canary))) continue;
      ended += 1;
      await this.notify(
        MODULE_RELEASE_MESSAGES.autoRolledBack(canary.remote, canary.version, rateOf(canary), rateOf(live)),
      );
    }
    return ended;
  }

  /**
   * The administrator's notice: the log, and a mail to the administrator account's address when it has one
   * (docs/deploying-modules.md, Automatic rollback). A mail failure is logged, never thrown.
   */
  private async notify(text: string): Promise<void> {
    this.logger.warn(text);
    try {
      const address = (await this.users.findByUsername(this.config.admin.username))?.email?.trim();
      if (address) await this.mail.send({ to: address, subject: NOTICE_SUBJECT, text: `${text}\n\n${BUSINESS.name}` });
    } catch (error) {
      this.logger.warn(`could not mail the rollback notice: ${(error as Error).message}`);
    }
  }
}
