import { AsyncLocalStorage } from 'node:async_hooks';
import { Global, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import {
  DataSource,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
  type QueryRunner,
  type Repository,
} from 'typeorm';
import type { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver.js';
import type { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver.js';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel.js';
import type { QueryResult } from 'typeorm/query-runner/QueryResult.js';
import { isLockConflict } from '../common/db-errors.js';
import { APP_CONFIG, type AppConfig, type DatabaseConfig } from '../config/app-config.js';
import { dataSourceOptions, readerOptions } from './data-source-options.js';
import { type MysqlReader, readMysqlRows } from './mysql-rows.js';
import {
  type Changed,
  type Inserted,
  PAGE_TOTAL,
  type PageQueries,
  type PreparedQuery,
  type QueryValues,
  type RowReader,
} from './prepared-query.js';
import { dataVersion } from './raw-sql.js';
import { readSqliteRows, readSqliteValues } from './sqlite-rows.js';

/** A row that SQLite gave as its one value (`PreparedQuery.oneValue`). */
const theValue = (value: unknown) => value as ObjectLiteral;

/** What runs once the transaction that registered it has ended. */
type Effect = () => Promise<void> | void;

/** The transaction open in this async context, and what waits for its end. */
interface OpenTransaction {
  manager: EntityManager;
  afterCommit: Effect[];
  afterRollback: Effect[];
}

export interface TransactionOptions {
  /** MySQL/MariaDB only (SQLite's one writer is stricter than any level); the server's REPEATABLE READ when absent. */
  isolation?: IsolationLevel;
}

/** How often a transaction that lost a lock race is run again, and the longest pause before a run. */
export const CONFLICT_RETRIES = 6;
const MAX_PAUSE_MS = 200;

/** The pause before run `attempt + 1`: exponential, capped, with full jitter so that the losers spread out. */
export function conflictPause(attempt: number, random = Math.random): number {
  return random() * Math.min(MAX_PAUSE_MS, 5 * 2 ** attempt);
}

/**
 * The one door to the data (docs/architecture.md#one-path-to-the-data). Every read and write of
 * every module goes through here:
 * - `manager` is the open transaction's when this async context has one (a request's service calls
 *   made inside `transaction()` join it), else a reading manager that sees only committed rows;
 * - `transaction(work)` runs `work` in a transaction, or joins the one already open. The outermost
 *   call runs it again from the start when it lost a lock race (SQLite busy, MySQL/MariaDB
 *   deadlock, lock-wait timeout or 1020), bounded and with jitter;
 * - `afterCommit` / `afterRollback` run effects outside the database (a file moved into place or
 *   removed) once the transaction's fate is known.
 *
 * On SQLite the application's connection is the one writer: transactions queue for it and take
 * the file's write lock as they begin (BEGIN IMMEDIATE), so another process on the same file makes
 * them wait rather than fail halfway. Reads outside a transaction use a second, read-only
 * connection: in WAL mode it sees the last commit, never a transaction still open on the writer.
 * Nothing can write there, so a write outside `transaction()` fails in every test.
 */
@Injectable()
export class UnitOfWork implements OnApplicationShutdown {
  private readonly logger = new Logger('UnitOfWork');
  private readonly open = new AsyncLocalStorage<OpenTransaction>();
  /** Transactions running now: with none, the transaction context is switched off (see `runOnce`). */
  private running = 0;
  private writerQueue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly writer: DataSource,
    private readonly reader: DataSource,
  ) {}

  /** 'sqlite' or 'mysql' (MariaDB too): the only place a module may ask which engine it runs on. */
  get engine(): 'sqlite' | 'mysql' {
    return this.writer.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
  }

  /** Whether the caller runs inside a transaction of this unit of work. */
  get inTransaction(): boolean {
    return this.open.getStore() !== undefined;
  }

  /** The open transaction's manager, else the reading one (committed rows only). */
  get manager(): EntityManager {
    return this.open.getStore()?.manager ?? this.reader.manager;
  }

  repository<Entity extends ObjectLiteral>(entity: EntityTarget<Entity>): Repository<Entity> {
    return this.manager.getRepository(entity);
  }

  /** The rows of a prepared query (docs/architecture.md#prepared-queries), read as `manager` reads. */
  async rows<Row>(query: PreparedQuery<Row>, values: QueryValues = {}): Promise<Row[]> {
    const { rows, toRow } = await this.read(query, values);
    return rows.map(toRow) as Row[];
  }

  /**
   * One page of a list (`pageQueries`): its `window` of rows and the list's total, in one statement; a
   * page past the list's end has no row to carry the total, and reads it alone.
   */
  async page<Row>(
    queries: PageQueries<Row>,
    values: QueryValues,
    window: { limit: number; offset: number },
  ): Promise<{ rows: Row[]; total: number }> {
    const { columns, rows, toRow } = await this.read(queries.rows, { ...values, ...window });
    if (rows.length > 0) return { rows: rows.map(toRow) as Row[], total: Number(rows[0][columns.indexOf(PAGE_TOTAL)]) };
    if (window.offset === 0) return { rows: [], total: 0 };
    return { rows: [], total: Number((await this.row(queries.total, values))?.total ?? 0) };
  }

  /** The first row of a prepared query, or null. */
  async row<Row>(query: PreparedQuery<Row>, values: QueryValues = {}): Promise<Row | null> {
    return (await this.rows(query, values))[0] ?? null;
  }

  /** Runs a prepared UPDATE or DELETE in the open transaction; the number of rows it changed. */
  async run(query: PreparedQuery<Changed>, values: QueryValues = {}): Promise<number> {
    return (await this.change(query, values)).affected ?? 0;
  }

  /** Runs a prepared INSERT in the open transaction; the new row's id. */
  async insert(query: PreparedQuery<Inserted>, values: QueryValues): Promise<number> {
    const { raw } = await this.change(query, values);
    // better-sqlite3 answers the last rowid; mysql2 a header with `insertId`.
    return Number(this.engine === 'sqlite' ? raw : raw.insertId);
  }

  private async change(query: PreparedQuery<Changed | Inserted>, values: QueryValues): Promise<QueryResult> {
    const runner = this.open.getStore()?.manager.queryRunner;
    if (!runner) throw new Error(`the prepared query ${query.name} writes: it needs an open transaction`);
    const { sql, parameters } = query.bind(runner.manager, values);
    return runner.query(sql, parameters, true);
  }

  /** Runs `work` in a transaction (joining the open one), all or nothing; see the class comment for conflicts. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const joined = this.open.getStore();
    if (joined) return work(joined.manager);
    return this.retried(work, options);
  }

  /** Runs `effect` once the open transaction commits (at once when there is none); its failure is logged. */
  afterCommit(effect: Effect): void {
    const open = this.open.getStore();
    if (open) open.afterCommit.push(effect);
    else void this.settle([effect]);
  }

  /** Runs `effect` if the open transaction rolls back (never when there is none); its failure is logged. */
  afterRollback(effect: Effect): void {
    this.open.getStore()?.afterRollback.push(effect);
  }

  /**
   * The database's change stamp for caches of read answers: on SQLite the reading connection's
   * `data_version`, which moves with every commit of any connection or process on the file; `null`
   * elsewhere (nothing to key a cache by, so nothing is kept).
   */
  changeStamp(): string | null {
    if (this.engine !== 'sqlite') return null;
    return String(dataVersion((this.reader.driver as BetterSqlite3Driver).databaseConnection));
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.reader !== this.writer && this.reader.isInitialized) await this.reader.destroy();
  }

  /**
   * A prepared query's statement run as `manager` reads: its columns, its rows as arrays of values, and
   * how a row becomes what the query answers.
   */
  private async read(
    query: PreparedQuery<unknown>,
    values: QueryValues,
  ): Promise<{ columns: readonly string[]; rows: unknown[][]; toRow: RowReader }> {
    const manager = this.manager;
    const { sql, parameters } = query.bind(manager, values);
    let read: { columns: readonly string[]; rows: unknown[][] };
    if (this.engine === 'sqlite') {
      const database = (manager.connection.driver as BetterSqlite3Driver).databaseConnection;
      if (query.readsOneValue) {
        // Each row is its value, which `theValue` answers as it is.
        return { columns: [], rows: readSqliteValues(database, sql, parameters) as unknown[][], toRow: theValue };
      }
      read = readSqliteRows(database, sql, parameters);
    } else {
      // The open transaction's connection (its runner is connected already), else the pool: this
      // application runs MySQL/MariaDB without replicas.
      const runner = manager.queryRunner;
      const reader: MysqlReader = runner ? await runner.connect() : (manager.connection.driver as MysqlDriver).pool;
      read = await readMysqlRows(reader, sql, parameters);
    }
    return { ...read, toRow: query.rowReader(manager, read.columns) };
  }

  /**
   * Runs the work in a transaction until it commits, or fails for another reason than a lost lock
   * race, or has lost `CONFLICT_RETRIES` races. The effects a run registered wait for its fate: after
   * a commit its `afterCommit` ones run; after the final failure its `afterRollback` ones; a run that
   * is about to be retried runs none (the retry registers its own, and a pending file it was to
   * remove is the one the retry keeps).
   */
  private async retried<T>(work: (manager: EntityManager) => Promise<T>, options: TransactionOptions): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const effects: Pick<OpenTransaction, 'afterCommit' | 'afterRollback'> = { afterCommit: [], afterRollback: [] };
      try {
        const result = await this.runOnce(work, options, effects);
        await this.settle(effects.afterCommit);
        return result;
      } catch (error) {
        if (!isLockConflict(error) || attempt >= CONFLICT_RETRIES) {
          await this.settle(effects.afterRollback);
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, conflictPause(attempt)));
      }
    }
  }

  /** One run of the work in its own transaction, committed or rolled back; `effects` collects what it registers. */
  private async runOnce<T>(
    work: (manager: EntityManager) => Promise<T>,
    options: TransactionOptions,
    effects: Pick<OpenTransaction, 'afterCommit' | 'afterRollback'>,
  ): Promise<T> {
    const { runner, release } = await this.begin(options);
    const open: OpenTransaction = { manager: runner.manager, ...effects };
    this.running += 1;
    try {
      const result = await this.open.run(open, () => work(runner.manager));
      await runner.commitTransaction();
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      release();
      // While the context is on, Node tracks it through every promise of every request; with no
      // transaction running there is nothing to track, and reads cost about 6 % less
      // (docs/serving.md#one-request-path). The next `run` switches it on again.
      this.running -= 1;
      if (this.running === 0) this.open.disable();
    }
  }

  /** A query runner with its transaction begun, and what gives it back; on SQLite, once the one writer is free. */
  private async begin(options: TransactionOptions): Promise<{ runner: QueryRunner; release: () => void }> {
    if (this.engine !== 'sqlite') {
      const runner = this.writer.createQueryRunner();
      try {
        await runner.startTransaction(options.isolation);
      } catch (error) {
        await runner.release();
        throw error;
      }
      return { runner, release: () => void runner.release() };
    }
    const previous = this.writerQueue;
    let release!: () => void;
    this.writerQueue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    const runner = this.writer.createQueryRunner();
    try {
      await runner.query('BEGIN IMMEDIATE');
    } catch (error) {
      release();
      throw error;
    }
    // TypeORM began no transaction of its own: it is told one is open, so that save() and the
    // commit below use this one rather than beginning another.
    Object.assign(runner, { isTransactionActive: true, transactionDepth: 1 });
    return { runner, release };
  }

  private async settle(effects: Effect[]): Promise<void> {
    for (const effect of effects) {
      try {
        await effect();
      } catch (error) {
        this.logger.warn(`an effect after a transaction failed: ${(error as Error).message}`);
      }
    }
  }
}

/** The unit of work over an initialised (migrated) writer, with its reader opened beside it. */
async function unitOfWorkOn(writer: DataSource, database: DatabaseConfig): Promise<UnitOfWork> {
  const options = readerOptions(database);
  const reader = options ? await new DataSource(options).initialize() : writer;
  for (const connection of new Set([writer, reader])) bindWholeNumbers(connection);
  return new UnitOfWork(writer, reader);
}

/** A query's named parameters as the SQLite driver escapes them. */
type EscapeQuery = (sql: string, parameters: Record<string, unknown>) => [string, unknown[]];

/**
 * TypeORM's SQLite driver writes a whole-number parameter into the SQL text (`WHERE id = 42`), so
 * each id is a statement of its own: better-sqlite3 prepares it anew and its statement cache keeps
 * missing, which was most of a checkout's database time. Whole numbers are given to it as BigInt
 * instead, which it binds like any other value (better-sqlite3 binds a BigInt as an INTEGER; a
 * plain number would be a REAL). MySQL/MariaDB's driver binds numbers already.
 */
function bindWholeNumbers(connection: DataSource): void {
  if (connection.options.type !== 'better-sqlite3') return;
  const driver = connection.driver as unknown as { escapeQueryWithParameters: EscapeQuery };
  const escapeAsTypeOrm = driver.escapeQueryWithParameters.bind(driver);
  const bound = (value: unknown): unknown =>
    Number.isSafeInteger(value) ? BigInt(value as number) : Array.isArray(value) ? value.map(bound) : value;
  driver.escapeQueryWithParameters = (sql, parameters) =>
    escapeAsTypeOrm(
      sql,
      parameters && Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, bound(value)])),
    );
}

/**
 * The unit of work of a script outside the application (the large-data seed, backups): the
 * database migrated, and what closes both connections.
 */
export async function openUnitOfWork(
  database: DatabaseConfig,
): Promise<{ unitOfWork: UnitOfWork; close(): Promise<void> }> {
  const writer = await new DataSource(dataSourceOptions(database, true)).initialize();
  const unitOfWork = await unitOfWorkOn(writer, database);
  return {
    unitOfWork,
    close: async () => {
      await unitOfWork.onApplicationShutdown();
      await writer.destroy();
    },
  };
}

/**
 * The unit of work for every module (global): the application's data source writes; on SQLite a
 * read-only second connection to the same file reads, opened once the writer has migrated it.
 */
@Global()
@Module({
  providers: [
    {
      provide: UnitOfWork,
      inject: [getDataSourceToken(), APP_CONFIG],
      useFactory: (writer: DataSource, config: AppConfig) => unitOfWorkOn(writer, config.database),
    },
  ],
  exports: [UnitOfWork],
})
export class UnitOfWorkModule {}
