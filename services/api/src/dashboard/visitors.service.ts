import { createHmac, randomBytes } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DASHBOARD_MESSAGES, isCalendarDate, manilaToday, type Visitors } from '@qmj/contracts';
import { Between, DataSource, Repository } from 'typeorm';
import { FixedWindowLimiter } from '../auth/attempt-limiter.service.js';
import { addToCounters } from '../common/adding-upsert.js';
import { Clock } from '../common/clock.js';
import { DailyVisitors } from './daily-visitors.entity.js';
import { addDays } from './sales-calendar.js';

/** User agents of crawlers, scripts and headless browsers: their page views are not visits. */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|curl|wget|headless|python-requests|python-urllib|aiohttp|httpx|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww|scrapy|phantomjs|puppeteer|playwright|lighthouse|pingdom|uptime|monitor|facebookexternalhit|preview/i;

/** Beacons one address may send per minute; beyond, they are not counted. */
const BEACONS_PER_MINUTE = 60;
/** Distinct visitors one address may add in a day (a household or an office behind one address). */
const VISITORS_PER_ADDRESS = 20;
/** Distinct visitors remembered per day; beyond, the day's count stops growing rather than the memory. */
const VISITORS_PER_DAY = 500_000;
const MAX_RANGE_DAYS = 366;

export function isBotUserAgent(userAgent: string): boolean {
  return userAgent.trim() === '' || BOT_USER_AGENT.test(userAgent);
}

/**
 * First-party visitor counts (docs/dashboard.md). A visitor is an HMAC of (address, user agent)
 * under a salt drawn at random for each Manila day and held only in memory, as are the day's
 * hashes: when the day changes both are dropped, so no hash can be recomputed or linked to
 * another day. Only the count per day is stored.
 */
@Injectable()
export class VisitorsService {
  private day = '';
  private salt = Buffer.alloc(0);
  private readonly seen = new Set<string>();
  private readonly perAddress = new Map<string, number>();
  private readonly limiter = new FixedWindowLimiter(60_000);

  constructor(
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    @InjectRepository(DailyVisitors) private readonly visitors: Repository<DailyVisitors>,
  ) {}

  /** Counts a page view once per visitor and Manila day; bots and floods are left out. */
  async record(address: string, userAgent: string): Promise<void> {
    if (isBotUserAgent(userAgent)) return;
    const day = manilaToday(this.clock.now());
    if (day !== this.day) this.startDay(day);
    if (!this.limiter.hit(address, BEACONS_PER_MINUTE)) return;
    const visitor = this.hash(`${address}\n${userAgent}`);
    if (this.seen.has(visitor) || this.seen.size >= VISITORS_PER_DAY) return;
    const from = this.hash(address);
    const fromAddress = this.perAddress.get(from) ?? 0;
    if (fromAddress >= VISITORS_PER_ADDRESS) return;
    this.seen.add(visitor);
    this.perAddress.set(from, fromAddress + 1);
    await addToCounters(this.dataSource.manager, 'daily_visitors', ['day'], 'visitors', [[day, 1]]);
  }

  /** Every Manila day from `from` to `to` with its visitors (0 when none); 400 for a reversed or over-long range. */
  async perDay(from: string, to: string): Promise<Visitors> {
    const days: string[] = [];
    if (isCalendarDate(from) && isCalendarDate(to)) {
      for (let day = from; day <= to && days.length <= MAX_RANGE_DAYS; day = addDays(day, 1)) days.push(day);
    }
    if (days.length === 0 || days.length > MAX_RANGE_DAYS)
      throw new BadRequestException(DASHBOARD_MESSAGES.rangeInvalid);
    const rows = await this.visitors.findBy({ day: Between(from, to) });
    const counts = new Map(rows.map((row) => [row.day, row.visitors]));
    return { days: days.map((date) => ({ date, visitors: counts.get(date) ?? 0 })) };
  }

  private startDay(day: string): void {
    this.day = day;
    this.salt = randomBytes(32);
    this.seen.clear();
    this.perAddress.clear();
  }

  private hash(value: string): string {
    return createHmac('sha256', this.salt).update(value).digest('base64url').slice(0, 22);
  }
}
