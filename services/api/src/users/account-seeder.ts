import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { normalizeUsername, usernameKey, usernameProblem } from '@qmj/contracts';
import { PasswordHasher } from '../auth/password-hasher.js';
import { StartRefusedError } from '../common/start-refused.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { seedOnce } from '../database/seed-once.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { User } from './user.entity.js';
import { UsersService } from './users.service.js';

/**
 * At every start: the administrator from ADMIN_USERNAME / ADMIN_PASSWORD is created, or its password
 * is brought in line; a previous administrator (ADMIN_USERNAME changed) becomes a customer, and a
 * customer's account is never taken over (docs/security.md, The administrator account). On an empty
 * database the demo customer is created too.
 */
@Injectable()
export class AccountSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Accounts');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly passwords: PasswordHasher,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await seedOnce(this.unitOfWork, {
      table: User,
      everyStart: () => this.seedAdmin(),
      seed: () => this.seedDemo(),
      logger: this.logger,
    });
  }

  private async seedAdmin(): Promise<void> {
    const { username, password, passwordGenerated } = this.config.admin;
    const problem = usernameProblem(normalizeUsername(username));
    if (problem) throw new StartRefusedError(`ADMIN_USERNAME '${username}' cannot be a username: ${problem}`);
    const existing = await this.users.findByUsername(username);
    if (existing && existing.role !== 'admin') {
      throw new StartRefusedError(
        `ADMIN_USERNAME '${username}' is the username of an existing customer account; set ADMIN_USERNAME to a name no customer uses.`,
      );
    }
    for (const demoted of await this.users.demoteAdministratorsOtherThan(usernameKey(username))) {
      this.logger.log(`Administrator account '${demoted}' is a customer now (ADMIN_USERNAME changed)`);
    }
    if (!existing) {
      await this.users.create(username, password, 'admin');
      this.logger.log(`Administrator account '${username}' created`);
    } else {
      const inactive = existing.status !== 'active';
      const passwordHash = (await this.passwords.verify(password, existing.passwordHash))
        ? null
        : await this.passwords.hash(password);
      await this.unitOfWork.transaction(async () => {
        if (inactive) await this.users.activate(existing);
        if (passwordHash) {
          // A new password ends the account's sessions.
          await this.users.setPasswordHash(existing, passwordHash);
          await this.users.endSessions(existing);
        }
      });
      if (passwordHash) this.logger.log(`Administrator account '${username}' updated from the configuration`);
    }
    if (passwordGenerated) {
      this.print(
        `\n  Administrator: ${username} / ${password}\n  (generated; kept in ${this.config.dataDir}/admin-password, set ADMIN_PASSWORD to choose one)\n`,
      );
    }
  }

  /** The demo customer, printed as the administrator's sign-in is (so the seed leaves no line to log). */
  private async seedDemo(): Promise<undefined> {
    const { username, password } = this.config.demo;
    if (await this.users.findByUsername(username)) return;
    await this.users.create(username, password, 'customer');
    this.print(`\n  Demo customer: ${username} / ${password}\n`);
  }

  /** Printed plainly (not through the logger) so it stands out in the start-up output; silent in tests. */
  private print(text: string): void {
    if (this.config.nodeEnv !== 'test') console.log(text);
  }
}
