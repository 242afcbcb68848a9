import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AUTH_MESSAGES, type LoginResponse, usernameKey } from '@qmj/contracts';
import { IsNull, LessThan, MoreThan } from 'typeorm';
import { AfterReply } from '../common/after-reply.js';
import { Clock } from '../common/clock.js';
import { JobLocks } from '../common/job-locks.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MailService } from '../mail/mail.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AttemptLimiterService } from './attempt-limiter.service.js';
import type { JwtPayload } from './jwt.strategy.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordResetToken } from './password-reset-token.entity.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** How long the replica that won the hourly purge of reset tokens keeps its lock. */
const PURGE_LEASE_MS = 10 * 60 * 1000;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');
  private dummyHash: Promise<string> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly mail: MailService,
    private readonly unitOfWork: UnitOfWork,
    private readonly passwords: PasswordHasher,
    private readonly limiter: AttemptLimiterService,
    private readonly afterReply: AfterReply,
    private readonly jobs: JobLocks,
    private readonly clock: Clock,
  ) {}

  async session(user: User): Promise<LoginResponse> {
    const ver = await this.users.sessionVersion(user.id);
    const payload: JwtPayload = { sub: user.id, role: user.role, username: user.username, ver };
    return { accessToken: this.jwt.sign(payload), user: UsersService.toSessionUser(user) };
  }

  /**
   * Signs in within the attempt limits of this username from this address (docs/security.md,
   * Throttling): the attempt is counted as a failure before the password is checked, and taken back
   * when it was right.
   */
  async login(username: string, password: string, address: string): Promise<LoginResponse> {
    const reservation = await this.limiter.reserveSignIn(usernameKey(username), address);
    let session: LoginResponse;
    try {
      session = await this.checkPassword(username, password);
    } catch (error) {
      if (!(error instanceof UnauthorizedException)) await this.limiter.unanswered(reservation);
      throw error;
    }
    await this.limiter.signedIn(reservation);
    return session;
  }

  private async checkPassword(username: string, password: string): Promise<LoginResponse> {
    const user = await this.users.findByUsername(username);
    if (!user) {
      // The same work as a real check, so the answer time does not tell which usernames exist.
      this.dummyHash ??= this.passwords.hash(randomBytes(16).toString('hex'));
      await this.passwords.verify(password, await this.dummyHash);
      throw new UnauthorizedException(AUTH_MESSAGES.accountMissing);
    }
    if (!(await this.passwords.verify(password, user.passwordHash))) {
      throw new UnauthorizedException(AUTH_MESSAGES.invalidPassword);
    }
    if (user.status !== 'active') throw new UnauthorizedException(AUTH_MESSAGES.accountMissing);
    if (this.passwords.needsRehash(user.passwordHash)) {
      await this.users.setPasswordHash(user, await this.passwords.hash(password));
    }
    return this.session(user);
  }

  async register(username: string, password: string): Promise<User> {
    return this.users.create(username, password, 'customer');
  }

  /**
   * Queues a reset link to every account with this address, at most a few an hour per address; the
   * caller answers the same at once either way, and the accounts are looked up after the answer.
   */
  async requestPasswordReset(email: string): Promise<void> {
    if (!(await this.limiter.resetMailAllowed(email))) return;
    this.afterReply.run('The reset mail', () => this.sendResetLinks(email));
  }

  private async sendResetLinks(email: string): Promise<void> {
    const users = await this.users.findByEmail(email);
    for (const user of users) {
      if (!user.email || user.status !== 'active') continue;
      const token = randomBytes(32).toString('base64url');
      await this.unitOfWork.transaction((manager) =>
        manager.insert(
          PasswordResetToken,
          manager.create(PasswordResetToken, {
            userId: user.id,
            tokenHash: sha256(token),
            expiresAt: new Date(this.clock.now().getTime() + RESET_TOKEN_TTL_MS),
            usedAt: null,
          }),
        ),
      );
      const link = `${this.config.publicUrl}/forgotpass?token=${token}`;
      try {
        await this.mail.send({
          to: user.email,
          subject: 'QMJ password reset',
          text: [
            `Hello ${user.showedUsername ?? user.username},`,
            '',
            'Someone asked to reset the password of your QMJ account. To choose a new password, open this link within one hour:',
            '',
            link,
            '',
            'If you did not ask for this, you can ignore this message; your password stays the same.',
          ].join('\n'),
        });
      } catch (error) {
        this.logger.error(`Could not send the reset mail: ${(error as Error).message}`);
      }
    }
  }

  /**
   * Uses a reset token once: a second use, an unknown or an expired token is 400. The token is spent,
   * the password changed, the account's sessions ended and its other links spent in one transaction.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const now = this.clock.now();
    const tokenHash = sha256(token);
    const row = await this.unitOfWork
      .repository(PasswordResetToken)
      .findOneBy({ tokenHash, usedAt: IsNull(), expiresAt: MoreThan(now) });
    const user = row && (await this.users.findById(row.userId));
    if (!row || !user) throw new BadRequestException(AUTH_MESSAGES.resetTokenInvalid);
    const passwordHash = await this.passwords.hash(password);
    await this.unitOfWork.transaction(async (manager) => {
      // Conditional: of two uses of one link, one spends it and the other is refused.
      const claimed = await manager.update(
        PasswordResetToken,
        { id: row.id, usedAt: IsNull(), expiresAt: MoreThan(now) },
        { usedAt: now },
      );
      if (claimed.affected !== 1) throw new BadRequestException(AUTH_MESSAGES.resetTokenInvalid);
      await this.users.setPasswordHash(user, passwordHash);
      await this.users.endSessions(user);
      // Any other link sent to this account stops working too.
      await manager.update(PasswordResetToken, { userId: user.id, usedAt: IsNull() }, { usedAt: now });
    });
  }

  /** Deletes the reset tokens whose hour has passed (used or not). */
  async purgeExpiredResetTokens(): Promise<number> {
    const now = this.clock.now();
    const result = await this.unitOfWork.transaction((manager) =>
      manager.delete(PasswordResetToken, { expiresAt: LessThan(now) }),
    );
    return result.affected ?? 0;
  }

  @Cron(CronExpression.EVERY_HOUR)
  purgeExpiredResetTokensOnce(): Promise<boolean> {
    return this.jobs.runOnce('purge-reset-tokens', PURGE_LEASE_MS, async () => {
      return `${await this.purgeExpiredResetTokens()} expired reset tokens deleted`;
    });
  }
}
