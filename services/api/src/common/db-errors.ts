import { QueryFailedError } from 'typeorm';

/** The `code` ('' when none) and MySQL `errno` of the driver's error behind a failed query; null for any other error. */
function driverErrorOf(error: unknown): { code: string; errno?: number } | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = (error as QueryFailedError & { driverError?: { code?: string; errno?: number } }).driverError;
  return { code: driverError?.code ?? '', errno: driverError?.errno };
}

/** Whether a failed query broke a unique index, on SQLite or MySQL/MariaDB. */
export function isUniqueViolation(error: unknown): boolean {
  const driverError = driverErrorOf(error);
  if (!driverError) return false;
  const { code } = driverError;
  return (
    code === 'ER_DUP_ENTRY' ||
    driverError.errno === 1062 ||
    code.startsWith('SQLITE_CONSTRAINT_UNIQUE') ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/**
 * Whether a transaction lost a lock race and may simply be run again: MySQL/MariaDB deadlock (1213),
 * lock-wait timeout (1205) or, on MariaDB 11.6+ at REPEATABLE READ, a row changed since this
 * transaction read it (1020); SQLite busy in any form (another process holds the file's write lock,
 * or wrote since this connection's snapshot).
 */
export function isLockConflict(error: unknown): boolean {
  const driverError = driverErrorOf(error);
  if (!driverError) return false;
  const { code } = driverError;
  return (
    code === 'ER_LOCK_DEADLOCK' ||
    code === 'ER_LOCK_WAIT_TIMEOUT' ||
    code === 'ER_CHECKREAD' ||
    driverError.errno === 1213 ||
    driverError.errno === 1205 ||
    driverError.errno === 1020 ||
    code.startsWith('SQLITE_BUSY')
  );
}
