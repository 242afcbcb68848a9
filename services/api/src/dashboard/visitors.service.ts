import { createHmac, randomBytes } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import {
  DASHBOARD_MESSAGES,
  isCalendarDate,
  MAX_RANGE_DAYS,
  manilaToday,
  shiftDay,
  type Visitors,
} from '@qmj/contracts';
import { type EntityManager, LessThan } from 'typeorm';
import { FixedWindowLimiter } from '../auth/attempt-limiter.service.js';
import { Clock } from '../common/clock.js';
import { isUniqueViolation } from '../common/db-errors.js';
import { JobLocks } from '../common/job-locks.js';
import { PreparedQuery } from '../database/prepared-query.js';
import { addToCounters } from '../database/raw-sql.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { DailyVisitors } from './daily-visitors.entity.js';
import { VisitorMark } from './visitor-mark.entity.js';
import { VisitorSalt } from './visitor-salt.entity.js';

/** The visitors counted on the days of a range (the dashboard's visitors chart). */
const VISITORS_OF_DAYS = PreparedQuery.entities('visitors of a range of days', (manager) =>
  manager.createQueryBuilder(DailyVisitors, 'v').where('v.day BETWEEN :from AND :to'),
);

/** User agents of crawlers, scripts and headless browsers: their page views are not visits. */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|curl|wget|headless|python-requests|python-urllib|aiohttp|httpx|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww|scrapy|phantomjs|puppeteer|playwright|lighthouse|pingdom|uptime|monitor|facebookexternalhit|preview/i;

/** Beacons one address may send per minute to this replica; beyond, they are not counted. */
const BEACONS_PER_MINUTE = 60;
/** Distinct visitors one address may add in a day (a household or an office behind one address). */
const VISITORS_PER_ADDRESS = 20;
/** Distinct visitors counted per day; beyond, the day's count stops growing rather than its marks. */
const VISITORS_PER_DAY = 500_000;
const FORGET_LEASE_MS = 10 * 60 * 1000;

export function isBotUserAgent(userAgent: string): boolean {
  return userAgent.trim() === '' || BOT_USER_AGENT.test(userAgent);
}

/**
 * First-party visitor counts (docs/dashboard.md#visitors). A visitor is an HMAC of (address, user
 * agent) under the salt of its Manila day, kept in the database so that every replica, and a
 * restart, hashes a visitor alike: the first to count a visit on a day draws it. A visitor is
 * counted once a day by its mark (day, hash), made in the transaction that adds it to the day's
 * count; an address adds at most VISITORS_PER_ADDRESS visitors a day. Once a day is over its salt
 * and marks are deleted, so no hash can be recomputed or linked to another day: only the count
 * per day stays.
 */
@Injectable()
export class VisitorsService {
  /** The current day's salt as stored; it never changes while the day lasts. */
  private today: { day: string; salt: Buffer } | null = null;
  private readonly limiter = new FixedWindowLimiter(60_000);

  constructor(
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly jobs: JobLocks,
  ) {}

  /** Counts a page view once per visitor and Manila day; bots and floods are left out. */
  async record(address: string, userAgent: string): Promise<void> {
    if (isBotUserAgent(userAgent)) return;
    if (!this.limiter.hit(address, BEACONS_PER_MINUTE)) return;
    const day = manilaToday(this.clock.now());
    const salt = await this.saltOf(day);
    const visitor = hmac(salt, `${address}\n${userAgent}`);
    // Most beacons are further pages of a visitor already counted: the committed marks say so without the writer.
    if (await this.unitOfWork.manager.existsBy(VisitorMark, { day, visitor })) return;
    try {
      await this.unitOfWork.transaction(async (manager) => {
        // The day's count row is written first (made when missing, 0 added): on every replica the
        // day's counts then run one at a time, so the caps read every mark committed before.
        await addToCounters(manager, 'daily_visitors', ['day'], 'visitors', [[day, 0]]);
        const counted = await manager.findOneByOrFail(DailyVisitors, { day });
        if (counted.visitors >= VISITORS_PER_DAY) return;
        const from = hmac(salt, address);
        if ((await manager.countBy(VisitorMark, { day, address: from })) >= VISITORS_PER_ADDRESS) return;
        await manager.insert(VisitorMark, { day, visitor, address: from });
        await manager.increment(DailyVisitors, { day }, 'visitors', 1);
      });
    } catch (error) {
      // The visitor's mark was made since the check above (another beacon, on any replica): counted already.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /** Every Manila day from `from` to `to` with its visitors (0 when none); 400 for a reversed or over-long range. */
  async perDay(from: string, to: string): Promise<Visitors> {
    const days: string[] = [];
    if (isCalendarDate(from) && isCalendarDate(to)) {
      for (let day = from; day <= to && days.length <= MAX_RANGE_DAYS; day = shiftDay(day, 1)) days.push(day);
    }
    if (days.length === 0 || days.length > MAX_RANGE_DAYS)
      throw new BadRequestException(DASHBOARD_MESSAGES.rangeInvalid);
    const rows = await this.unitOfWork.rows(VISITORS_OF_DAYS, { from, to });
    const counts = new Map(rows.map((row) => [row.day, row.visitors]));
    return { days: days.map((date) => ({ date, visitors: counts.get(date) ?? 0 })) };
  }

  /** Hourly, on one replica: the salts and marks of days that are over, for a day that had no visit yet. */
  @Cron(CronExpression.EVERY_HOUR)
  forgetPastDaysOnce(): Promise<boolean> {
    return this.jobs.runOnce('forget-past-visitor-days', FORGET_LEASE_MS, async () => {
      const forgotten = await this.unitOfWork.transaction((manager) =>
        forgetBefore(manager, manilaToday(this.clock.now())),
      );
      return `${forgotten} visitor marks of past days deleted`;
    });
  }

  /** The salt of `day`: the stored one, else a new one stored by this replica, else the one another stored first. */
  private async saltOf(day: string): Promise<Buffer> {
    if (this.today?.day !== day) {
      const stored = await this.unitOfWork.manager.findOneBy(VisitorSalt, { day });
      this.today = { day, salt: Buffer.from(stored?.salt ?? (await this.drawSalt(day)), 'hex') };
    }
    return this.today.salt;
  }

  /** Stores a new salt for `day` and forgets the days before it; when another replica stored one first, its. */
  private async drawSalt(day: string): Promise<string> {
    const salt = randomBytes(32).toString('hex');
    try {
      await this.unitOfWork.transaction(async (manager) => {
        await manager.insert(VisitorSalt, { day, salt });
        await forgetBefore(manager, day);
      });
      return salt;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The insert waited for the winner's transaction, which committed: its salt is there to read.
      return (await this.unitOfWork.manager.findOneByOrFail(VisitorSalt, { day })).salt;
    }
  }
}

/** Deletes the salts and marks of the days before `day`; how many marks went. */
async function forgetBefore(manager: EntityManager, day: string): Promise<number> {
  const marks = await manager.delete(VisitorMark, { day: LessThan(day) });
  await manager.delete(VisitorSalt, { day: LessThan(day) });
  return marks.affected ?? 0;
}

function hmac(salt: Buffer, value: string): string {
  return createHmac('sha256', salt).update(value).digest('base64url').slice(0, 22);
}
