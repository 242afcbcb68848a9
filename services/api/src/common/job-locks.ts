import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import {
  Global,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { LessThanOrEqual } from 'typeorm';
import { UnitOfWork } from '../database/unit-of-work.js';
import { Clock } from './clock.js';
import { isUniqueViolation } from './db-errors.js';
import { JobLock } from './job-lock.entity.js';

/**
 * A lock in the database for scheduled jobs, so that one replica runs each run of a job however many
 * start it at once (docs/security.md, Scheduled jobs).
 */
@Injectable()
export class JobLocks {
  private readonly logger = new Logger('Jobs');
  /** This process, as it signs the locks it holds. */
  readonly holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * Takes the lock `name` for `leaseMs` unless someone holds it: a conditional UPDATE of a lapsed
   * lock, else an INSERT that the primary key lets only one replica make. True for the one winner.
   * Each statement is its own transaction: neither needs the other's, and on MySQL/MariaDB an UPDATE
   * that found no row would hold its gap lock against the other replicas' INSERTs.
   */
  async acquire(name: string, leaseMs: number, holder = this.holder): Promise<boolean> {
    const now = this.clock.now();
    const lockedUntil = new Date(now.getTime() + leaseMs);
    const taken = await this.unitOfWork.transaction((manager) =>
      manager.update(JobLock, { name, lockedUntil: LessThanOrEqual(now) }, { holder, lockedUntil }),
    );
    if (taken.affected === 1) return true;
    try {
      await this.unitOfWork.transaction((manager) => manager.insert(JobLock, { name, holder, lockedUntil }));
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /**
   * Runs `job` if this replica wins this run's lock; the lock is kept for the lease (shorter than the
   * job's period), so a replica whose timer fires a moment later skips the run. Failures are logged.
   */
  async runOnce(name: string, leaseMs: number, job: () => Promise<string>): Promise<boolean> {
    try {
      if (!(await this.acquire(name, leaseMs))) return false;
      this.logger.log(`${name}: ${await job()}`);
      return true;
    } catch (error) {
      this.logger.error(`${name} failed: ${(error as Error).message}`);
      return false;
    }
  }
}

@Global()
@Module({ providers: [JobLocks], exports: [JobLocks] })
export class JobLocksModule {}

/**
 * A job run every `periodMs` by the replica that wins each run's lock, held half a period, so a replica whose
 * timer fires a moment later skips it: its timer starts with the application and stops with it, and `run()` runs
 * it once now. A subclass says what one run does (`work`).
 */
export abstract class ScheduledJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  protected constructor(
    private readonly jobs: JobLocks,
    private readonly jobName: string,
    private readonly periodMs: number,
  ) {}

  /** One run's work; what it did, for the log. */
  protected abstract work(): Promise<string>;

  /** One run now, by this replica if it wins the lock; whether it ran. */
  run(): Promise<boolean> {
    return this.jobs.runOnce(this.jobName, this.periodMs / 2, () => this.work());
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), this.periodMs);
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
