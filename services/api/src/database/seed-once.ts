import type { Logger } from '@nestjs/common';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { UnitOfWork } from './unit-of-work.js';

export interface SeedOnce {
  /** The table whose emptiness, as the start begins, asks for the seed. */
  table: EntityTarget<ObjectLiteral>;
  /** Makes the rows; the line it returns (what it made) is logged. */
  seed: () => Promise<string | undefined>;
  /** What the start does every time, after the table was looked at and before the seed (the administrator's account). */
  everyStart?: () => Promise<void>;
  logger: Logger;
}

/**
 * Start-up data made once: by the start that finds `table` empty, so a restart, or a database that
 * already holds the business's own rows, keeps what it has.
 */
export async function seedOnce(unitOfWork: UnitOfWork, { table, seed, everyStart, logger }: SeedOnce): Promise<void> {
  const empty = (await unitOfWork.manager.count(table)) === 0;
  await everyStart?.();
  if (!empty) return;
  const made = await seed();
  if (made) logger.log(made);
}
