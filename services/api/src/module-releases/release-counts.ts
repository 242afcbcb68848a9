import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PreparedQuery } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { ModuleRelease } from './module-release.entity.js';

/** Adds what a replica counted to a release's row: one statement per release, whatever the counts. */
const ADD_COUNTS = PreparedQuery.change('add sessions and errors to a release', (manager) =>
  manager
    .createQueryBuilder()
    .update(ModuleRelease)
    .set({ sessions: () => 'sessions + :sessions', errors: () => 'errors + :errors' })
    .where('id = :id'),
);

interface Counts {
  sessions: number;
  errors: number;
}

/**
 * The sessions given each release and the errors reported against it, counted in memory (the module list is read
 * on every page load, and writes nothing then) and added to the rows every MODULE_COUNTS_FLUSH_MS, before the
 * counts are read, and when the process stops (docs/deploying-modules.md, Sessions and errors).
 */
@Injectable()
export class ReleaseCounts implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('ModuleReleases');
  private pending = new Map<number, Counts>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.flush(), this.config.moduleReleases.countsFlushEveryMs);
  }

  // Before the database lets go of its connections (onApplicationShutdown).
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  count(releaseId: number, what: keyof Counts): void {
    this.add(releaseId, { sessions: what === 'sessions' ? 1 : 0, errors: what === 'errors' ? 1 : 0 });
  }

  private add(releaseId: number, { sessions, errors }: Counts): void {
    const counts = this.pending.get(releaseId) ?? { sessions: 0, errors: 0 };
    counts.sessions += sessions;
    counts.errors += errors;
    this.pending.set(releaseId, counts);
  }

  /** Adds the counts so far to the rows; on a failure they are kept for the next flush. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const taken = this.pending;
    this.pending = new Map();
    try {
      await this.unitOfWork.transaction(async () => {
        for (const [id, counts] of taken) await this.unitOfWork.run(ADD_COUNTS, { id, ...counts });
      });
    } catch (error) {
      for (const [id, counts] of taken) this.add(id, counts);
      this.logger.warn(`could not add the module releases' counts: ${(error as Error).message}`);
    }
  }
}
