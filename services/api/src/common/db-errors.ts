import { QueryFailedError } from 'typeorm';

/** Whether a failed query broke a unique index, on SQLite or MySQL/MariaDB. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = (error as QueryFailedError & { driverError?: { code?: string; errno?: number } }).driverError;
  const code = driverError?.code ?? '';
  return (
    code === 'ER_DUP_ENTRY' ||
    driverError?.errno === 1062 ||
    code.startsWith('SQLITE_CONSTRAINT_UNIQUE') ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** Whether a transaction lost a lock race (MySQL/MariaDB deadlock or lock wait timeout, SQLite busy) and may simply be run again. */
export function isLockConflict(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = (error as QueryFailedError & { driverError?: { code?: string; errno?: number } }).driverError;
  const code = driverError?.code ?? '';
  return (
    code === 'ER_LOCK_DEADLOCK' ||
    code === 'ER_LOCK_WAIT_TIMEOUT' ||
    driverError?.errno === 1213 ||
    driverError?.errno === 1205 ||
    code === 'SQLITE_BUSY'
  );
}
