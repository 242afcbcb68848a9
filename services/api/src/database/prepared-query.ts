import type {
  DataSource,
  DeleteQueryBuilder,
  EntityManager,
  EntityMetadata,
  EntityTarget,
  InsertQueryBuilder,
  ObjectLiteral,
  SelectQueryBuilder,
  UpdateQueryBuilder,
} from 'typeorm';
import { DriverUtils } from 'typeorm/driver/DriverUtils.js';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { DateUtils } from 'typeorm/util/DateUtils.js';

/** The values a prepared query binds on each run, by the names its SQL gives them (`:id`). */
export type QueryValues = Record<string, unknown>;

/** TypeORM names a value it captured itself (from `set({ column: value })` or `values(…)`) `orm_param_N`. */
const CAPTURED_VALUE = /^orm_param_/;

/**
 * A part of a query that the module owning a table gives the others to add to theirs
 * (docs/architecture.md): a join, a subquery or a filter on `column` of the caller's rows, with the
 * values it selects beside them; the owner still writes every word of SQL about its table.
 */
export type QueryPart = <Entity extends ObjectLiteral>(
  query: SelectQueryBuilder<Entity>,
  column: string,
) => SelectQueryBuilder<Entity>;

/** The rows of a prepared UPDATE or DELETE: none; its run answers how many rows it changed. */
export interface Changed {
  readonly changedRows: number;
}

/** The rows of a prepared INSERT: none; its run answers the new row's id. */
export interface Inserted {
  readonly insertedId: number;
}

/**
 * The window of a page's query, its `LIMIT` and `OFFSET` bound like any value. SQLite's planner reads a
 * bare parameter there, and so makes the statement again whenever it is bound, on every run
 * (docs/architecture.md#prepared-queries); as an expression it does not read, the statement is planned
 * once. MySQL/MariaDB take nothing but a parameter there.
 */
const WINDOW = {
  sqlite: ' LIMIT CAST(:limit AS INTEGER) OFFSET CAST(:offset AS INTEGER)',
  mysql: ' LIMIT :limit OFFSET :offset',
};

/** The column a page's statement carries its list's total in, beside each of its rows (`pageQueries`). */
export const PAGE_TOTAL = 'pageTotal';

/**
 * The read statements a connection keeps prepared, the least recently run going first: every prepared query's SQL,
 * and each length of its `IN (:...ids)` lists. On MySQL/MariaDB the server holds them, at most 16,382 by default
 * (`max_prepared_stmt_count`) over all its connections: 500 for each of a pool's 10, for two replicas, stay under it.
 */
export const STATEMENTS_KEPT = 500;

/** A named parameter in TypeORM's SQL (`:id`, `:...ids`), as its drivers find them. */
const PARAMETER = /:(?:\.\.\.)?([A-Za-z0-9_.]+)/g;
/** The same, splitting the SQL: its text, then for each parameter whether it is a list (`...`) and its name. */
const PARAMETER_PARTS = /:(\.\.\.)?([A-Za-z0-9_.]+)/;

/** A query's SQL as TypeORM writes it for one database, with its named parameters still in it. */
interface WrittenQuery {
  sql: string;
  /** Values the builder holds itself (`setParameter` while building); the run's values come on top. */
  constants: QueryValues;
  /** The names of its parameters: a run must give each a value (null for SQL's NULL). */
  names: readonly string[];
  /** How its rows become what a run answers, written once for the columns its statement gives. */
  shape: RowShape;
  shapedFor?: { columns: readonly string[]; toRow: RowReader };
  /** On SQLite, its runs bound without TypeORM's rewrite of the SQL on every run (`sqliteBinding`). */
  sqliteBinding?: SqliteBinding;
}

/** What a query's rows are: entities of its main alias, its selected values, or an entity with values beside it. */
type RowKind = 'entities' | 'values' | 'entities with values' | 'one value';

/** A row of `PreparedQuery.entitiesWithValues`: the entity, and the values selected beside its columns. */
export interface EntityWithValues<Entity, Values> {
  entity: Entity;
  values: Values;
}

/** One row of a statement, its values in the order of its columns, into what a run answers. */
export type RowReader = (values: readonly unknown[]) => ObjectLiteral;

/** How a statement with these columns (the names the SQL gives them) has its rows read. */
type RowShape = (columns: readonly string[]) => RowReader;

/** A row of `PreparedQuery.oneValue` as arrays give it (MySQL/MariaDB): its one value. */
const oneValueRow: RowShape = () => (values) => values[0] as ObjectLiteral;

/** A row of selected values (`values`, `change`, `insert`): an object of the columns as the driver gives them. */
const valuesRow: RowShape = (columns) => (values) => {
  const row: ObjectLiteral = {};
  for (let index = 0; index < columns.length; index++) row[columns[index]] = values[index];
  return row;
};

/**
 * A query that runs on every request or while SQLite's one writer is held
 * (docs/architecture.md#prepared-queries). TypeORM's query builder writes its SQL once per database,
 * in that engine's dialect and with the entity's column names; each run only binds its values
 * (`escapeQueryWithParameters`, the same step TypeORM takes). Writing the SQL anew is most of what a
 * TypeORM query costs, so the queries of the hot paths are written once.
 *
 * What changes from one run to the next is a named parameter given at run time (`:id`, `:...ids`);
 * a builder that captures a value of its own (`set({ updatedAt: new Date() })`) is refused when
 * first written, since that value would be the first run's for ever. Run through the unit of work
 * (`UnitOfWork.rows`, `row`, `run`, `insert`).
 */
export class PreparedQuery<Row> {
  /** The type of its rows, for the compiler. */
  declare readonly rowType: Row;
  private readonly written = new WeakMap<DataSource, WrittenQuery>();

  private constructor(
    readonly name: string,
    private readonly build: (manager: EntityManager) => QueryBuilt,
    private readonly kind: RowKind,
    /** Whether its SQL ends in a page's `WINDOW`, which TypeORM writes only as numbers. */
    private readonly windowed = false,
  ) {}

  /** A query whose rows are entities of its main alias (`createQueryBuilder(Product, 'p')…`). */
  static entities<Entity extends ObjectLiteral>(
    name: string,
    build: (manager: EntityManager) => SelectQueryBuilder<Entity>,
  ): PreparedQuery<Entity> {
    return new PreparedQuery<Entity>(name, build, 'entities');
  }

  /**
   * Entities as `entities` gives them, each row write-locked until the transaction ends on
   * MySQL/MariaDB (`FOR UPDATE`); on SQLite the transaction holds the one writer already, so the
   * read is a plain one there.
   */
  static lockedEntities<Entity extends ObjectLiteral>(
    name: string,
    build: (manager: EntityManager) => SelectQueryBuilder<Entity>,
  ): PreparedQuery<Entity> {
    return new PreparedQuery<Entity>(
      name,
      (manager) => {
        const query = build(manager);
        return manager.connection.options.type === 'better-sqlite3' ? query : query.setLock('pessimistic_write');
      },
      'entities',
    );
  }

  /** Entities as `entities` gives them, `:limit` of them after the first `:offset` (a page). */
  static window<Entity extends ObjectLiteral>(
    name: string,
    build: (manager: EntityManager) => SelectQueryBuilder<Entity>,
  ): PreparedQuery<Entity> {
    return new PreparedQuery<Entity>(name, build, 'entities', true);
  }

  /** Values as `values` gives them, `:limit` of them after the first `:offset` (a page). */
  static valuesWindow<Row extends ObjectLiteral>(
    name: string,
    build: (manager: EntityManager) => SelectQueryBuilder<ObjectLiteral>,
  ): PreparedQuery<Row> {
    return new PreparedQuery<Row>(name, build, 'values', true);
  }

  /** A query whose rows are its selected values as the driver gives them (`select('COUNT(1)', 'count')`). */
  static values<Row extends ObjectLiteral>(
    name: string,
    build: (manager: EntityManager) => SelectQueryBuilder<ObjectLiteral>,
  ): PreparedQuery<Row> {
    return new PreparedQuery<Row>(name, build, 'values');
  }

  /**
   * A query whose rows are each the one value it selects (`select('p.id', 'id')`), answered as the values
   * themselves: on SQLite a row of one value made as an array, then as an object, cost three times the
   * value (a category's 1,667 product ids: 843 µs of the statement against 271 read as values).
   */
  static oneValue<Value>(
    name: string,
    build: (manager: EntityManager) => SelectQueryBuilder<ObjectLiteral>,
  ): PreparedQuery<Value> {
    return new PreparedQuery<Value>(name, build, 'one value');
  }

  /** Whether its rows are each one value (`oneValue`), which SQLite gives without an array around it. */
  get readsOneValue(): boolean {
    return this.kind === 'one value';
  }

  /**
   * `values` or `oneValue` queries of a filter with optional parts (a category, a search): each shape, which parts are
   * given, is written once as a query of its own, as `PreparedPage.of` writes a list's, so that each keeps
   * the plan its indexes give it.
   */
  static byShape<Row, Shape extends Record<string, boolean>>(
    kind: 'values' | 'one value',
    name: string,
    build: (manager: EntityManager, shape: Shape) => SelectQueryBuilder<ObjectLiteral>,
  ): (shape: Shape) => PreparedQuery<Row> {
    return keptByShape(
      (shape: Shape, key) => new PreparedQuery<Row>(`${name} ${key}`, (manager) => build(manager, shape), kind),
    );
  }

  /**
   * A query whose rows are an entity of its main alias with values selected beside its columns
   * (`leftJoin(…).addSelect('s.version', 'sessionVersion')`): two tables read in one statement, and so
   * at one moment.
   */
  static entitiesWithValues<Entity extends ObjectLiteral, Values extends ObjectLiteral>(
    name: string,
    build: (manager: EntityManager) => SelectQueryBuilder<Entity>,
  ): PreparedQuery<EntityWithValues<Entity, Values>> {
    return new PreparedQuery<EntityWithValues<Entity, Values>>(name, build, 'entities with values');
  }

  /** Rows as `entitiesWithValues` gives them, `:limit` of them after the first `:offset` (a page). */
  static entitiesWithValuesWindow<Entity extends ObjectLiteral, Values extends ObjectLiteral>(
    name: string,
    build: (manager: EntityManager) => SelectQueryBuilder<Entity>,
  ): PreparedQuery<EntityWithValues<Entity, Values>> {
    return new PreparedQuery<EntityWithValues<Entity, Values>>(name, build, 'entities with values', true);
  }

  /** An UPDATE or DELETE; its run answers the number of rows it changed. */
  static change(
    name: string,
    build: (manager: EntityManager) => UpdateQueryBuilder<ObjectLiteral> | DeleteQueryBuilder<ObjectLiteral>,
  ): PreparedQuery<Changed> {
    return new PreparedQuery<Changed>(name, build, 'values');
  }

  /**
   * An INSERT of one row of `entity`: every column but the generated id and those the database keeps
   * (`insert: false`), each bound by its own name (`:status`); a run that leaves one out is refused. Its
   * run answers the new row's id.
   */
  static insert<Entity extends ObjectLiteral>(name: string, entity: EntityTarget<Entity>): PreparedQuery<Inserted> {
    return new PreparedQuery<Inserted>(
      name,
      (manager) => {
        const columns = manager.connection
          .getMetadata(entity)
          .columns.filter((column) => !column.isGenerated && column.isInsert)
          .map((column) => column.propertyName);
        const placeholders = Object.fromEntries(columns.map((column) => [column, () => `:${column}`]));
        return manager
          .createQueryBuilder()
          .insert()
          .into(entity)
          .values(placeholders as QueryDeepPartialEntity<Entity>);
      },
      'values',
    );
  }

  /** The SQL and bound values of one run on `manager`'s database. */
  bind(manager: EntityManager, values: QueryValues): { sql: string; parameters: unknown[] } {
    const query = this.writtenFor(manager);
    const bound = { ...query.constants, ...values };
    const missing = query.names.filter((name) => bound[name] === undefined);
    if (missing.length > 0) throw new Error(`prepared query ${this.name} needs a value for ${missing.join(', ')}`);
    const known = query.sqliteBinding?.(bound);
    if (known) return known;
    const [sql, parameters] = manager.connection.driver.escapeQueryWithParameters(query.sql, bound);
    return { sql, parameters };
  }

  /**
   * How a row of this query's statement on `manager`'s database, given as its values in the order of `columns`,
   * becomes what a run answers (an entity, or the selected values); worked out once per database.
   */
  rowReader(manager: EntityManager, columns: readonly string[]): RowReader {
    const query = this.writtenFor(manager);
    const known = query.shapedFor;
    if (known && known.columns.length === columns.length && known.columns.every((name, at) => name === columns[at])) {
      return known.toRow;
    }
    const toRow = query.shape(columns);
    query.shapedFor = { columns, toRow };
    return toRow;
  }

  private writtenFor(manager: EntityManager): WrittenQuery {
    const known = this.written.get(manager.connection);
    if (known) return known;
    const builder = this.build(manager);
    const sqlite = manager.connection.options.type === 'better-sqlite3';
    const sql = builder.getQuery() + (this.windowed ? WINDOW[sqlite ? 'sqlite' : 'mysql'] : '');
    const constants = builder.getParameters();
    const captured = Object.keys(constants).filter((name) => CAPTURED_VALUE.test(name));
    if (captured.length > 0) {
      throw new Error(`prepared query ${this.name} holds values of its own (${captured.join(', ')}): name them`);
    }
    const names = [...new Set(Array.from(sql.matchAll(PARAMETER), ([, name]) => name))];
    const shape =
      this.kind === 'values'
        ? valuesRow
        : this.kind === 'one value'
          ? oneValueRow
          : entityShape(builder as SelectQueryBuilder<ObjectLiteral>, this.kind === 'entities with values');
    const query: WrittenQuery = { sql, constants, names, shape };
    if (sqlite) query.sqliteBinding = sqliteBinding(sql);
    this.written.set(manager.connection, query);
    return query;
  }
}

type BoundQuery = { sql: string; parameters: unknown[] };
type SqliteBinding = (bound: QueryValues) => BoundQuery | null;

/**
 * A run's SQL and values on SQLite as TypeORM's driver (with the unit of work's whole numbers as BigInt) binds them,
 * worked out once per query and per length of its `IN (:...ids)` lists: the driver rewrites the SQL on every run,
 * and a new text each time also costs better-sqlite3's statement cache a hash of the whole of it. A value the driver
 * writes into the SQL itself (a function, a number with a fraction) is left to it (null).
 */
function sqliteBinding(sql: string): SqliteBinding {
  const parts = sql.split(PARAMETER_PARTS);
  const texts = new Map<string, string>();
  return (bound) => {
    const parameters: unknown[] = [];
    let lengths = '';
    for (let at = 1; at < parts.length; at += 3) {
      const value = bound[parts[at + 1]];
      if (parts[at] !== undefined) {
        if (!Array.isArray(value)) return null;
        for (const item of value) parameters.push(Number.isSafeInteger(item) ? BigInt(item) : item);
        lengths += `${value.length},`;
        continue;
      }
      if (typeof value === 'function' || (typeof value === 'number' && !Number.isSafeInteger(value))) return null;
      parameters.push(
        typeof value === 'number'
          ? BigInt(value)
          : typeof value === 'boolean'
            ? Number(value)
            : value instanceof Date
              ? DateUtils.mixedDateToUtcDatetimeString(value)
              : value,
      );
    }
    let text = texts.get(lengths);
    if (text === undefined) {
      const counts = lengths.split(',').map(Number);
      let list = 0;
      text = parts
        .map((part, at) => {
          if (at % 3 === 0) return part;
          if (at % 3 === 2) return '';
          return part === undefined ? '?' : Array.from({ length: counts[list++] }, () => '?').join(', ');
        })
        .join('');
      texts.set(lengths, text);
    }
    return { sql: text, parameters };
  };
}

type QueryBuilt =
  | SelectQueryBuilder<ObjectLiteral>
  | UpdateQueryBuilder<ObjectLiteral>
  | DeleteQueryBuilder<ObjectLiteral>
  | InsertQueryBuilder<ObjectLiteral>;

/**
 * How a row of `builder` becomes its main entity: each column's value under the alias TypeORM gave
 * it, converted as TypeORM converts it (`prepareHydratedValue`: dates, booleans, enums,
 * transformers). Entities with relations or embedded columns are refused: their rows are not one
 * row of columns. `withValues`: the row is the entity and, beside it, the statement's other columns by name.
 */
function entityShape(builder: SelectQueryBuilder<ObjectLiteral>, withValues: boolean): RowShape {
  const alias = builder.expressionMap.mainAlias;
  if (!alias?.hasMetadata) throw new Error('a prepared entity query needs an entity as its main alias');
  const metadata: EntityMetadata = alias.metadata;
  if (metadata.relations.length > 0 || metadata.embeddeds.length > 0) {
    throw new Error(`prepared entity queries read plain columns only; ${metadata.name} has relations or embeddeds`);
  }
  const driver = builder.connection.driver;
  const columns = metadata.columns.map((column: ColumnMetadata) => ({
    column,
    key: DriverUtils.buildAlias(driver, undefined, alias.name, column.databaseName),
  }));
  const sqlite = builder.connection.options.type === 'better-sqlite3';
  return (names) => {
    const read = columns.map(({ column, key }) => ({
      property: column.propertyName,
      at: names.indexOf(key),
      hydrate: sqlite
        ? sqliteHydration(column, driver)
        : (value: unknown) => driver.prepareHydratedValue(value, column),
    }));
    const unread = read.find(({ at }) => at < 0);
    if (unread) throw new Error(`a prepared entity query selects no ${unread.property} of ${metadata.name}`);
    const entityColumns = new Set(read.map(({ at }) => at));
    const beside = names.flatMap((name, at) => (entityColumns.has(at) || name === PAGE_TOTAL ? [] : [{ name, at }]));
    return (values) => {
      const entity = metadata.create() as ObjectLiteral;
      for (const { property, at, hydrate } of read) entity[property] = hydrate(values[at]);
      if (!withValues) return entity;
      const selected: ObjectLiteral = {};
      for (const { name, at } of beside) selected[name] = values[at];
      return { entity, values: selected };
    };
  };
}

/** The SQLite column types TypeORM converts when it reads them (AbstractSqliteDriver.prepareHydratedValue). */
const SQLITE_CONVERTED_TYPES = new Set<unknown>([
  Boolean,
  'boolean',
  'datetime',
  Date,
  'date',
  'time',
  'json',
  'jsonb',
  'simple-json',
  'simple-array',
  'simple-enum',
  Number,
]);

/** TypeORM's own text of a moment on SQLite: UTC with milliseconds, without the 'T' and the 'Z'. */
const SQLITE_MOMENT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/;

type Hydration = (value: unknown) => unknown;

/**
 * How a SQLite value of `column` becomes its property, as TypeORM's driver converts it but worked out once per
 * column instead of once per value: text and numbers stay as they are, a moment in TypeORM's own text becomes its
 * Date at once, anything else goes through the driver (a page of orders has 250 values).
 */
function sqliteHydration(column: ColumnMetadata, driver: DataSource['driver']): Hydration {
  const byDriver: Hydration = (value) => driver.prepareHydratedValue(value, column);
  if (column.transformer) return byDriver;
  if (!SQLITE_CONVERTED_TYPES.has(column.type)) return (value) => value;
  if (column.type !== 'datetime' && column.type !== Date) return byDriver;
  return (value) =>
    typeof value === 'string' && SQLITE_MOMENT.test(value)
      ? new Date(`${value.slice(0, 10)}T${value.slice(11)}Z`)
      : byDriver(value);
}

/**
 * The two queries of one page of a list: its rows in the list's order, each with how many rows the list
 * has beside it (`PAGE_TOTAL`), and that total alone, for a page past the list's end (`UnitOfWork.page`).
 */
export interface PageQueries<Entity> {
  rows: PreparedQuery<Entity>;
  total: PreparedQuery<{ total: number | string }>;
}

/** How a page's rows are read from its ordered query: entities, or entities with values beside them. */
type RowsQuery<Entity extends ObjectLiteral, Row> = (
  name: string,
  build: (manager: EntityManager) => SelectQueryBuilder<Entity>,
) => PreparedQuery<Row>;

/**
 * The queries of one page of a list whose ordered rows `rows` builds and whose count `total` selects as
 * `total`: the count is a subquery of the rows' statement, so a page is one query, and its rows and its
 * total are read at one moment. The database works the subquery out once a statement: it names no row.
 */
export function pageQueries<Entity extends ObjectLiteral, Row>(
  name: string,
  rowsQuery: RowsQuery<Entity, Row>,
  rows: (manager: EntityManager) => SelectQueryBuilder<Entity>,
  total: (manager: EntityManager) => SelectQueryBuilder<ObjectLiteral>,
): PageQueries<Row> {
  return {
    rows: rowsQuery(`${name}: rows`, (manager) => {
      const counted = total(manager);
      return rows(manager).addSelect(`(${counted.getQuery()})`, PAGE_TOTAL).setParameters(counted.getParameters());
    }),
    total: PreparedQuery.values(`${name}: total`, total),
  };
}

/**
 * A list shown a page at a time, newest (highest id) first (docs/architecture.md#prepared-queries):
 * `filter` builds its WHERE with named parameters. A filter with optional parts (a search, a status)
 * says which are given in its `shape`; each shape is written once, as queries of its own, so that
 * each keeps the plan its indexes give it.
 */
export class PreparedPage<
  Entity extends ObjectLiteral,
  Shape extends Record<string, boolean> = Record<never, never>,
  Row extends ObjectLiteral = Entity,
> {
  /** The queries of the list filtered as `shape` says; the page's `:limit` and `:offset` are bound with its values. */
  readonly of: (shape: Shape) => PageQueries<Row> = keptByShape((shape: Shape, key) =>
    pageQueries(
      `${this.name} ${key}`,
      this.rowsQuery,
      (manager) => {
        const rows = this.beside(this.filter(manager, shape));
        return rows.orderBy(`${rows.alias}.id`, 'DESC');
      },
      (manager) => this.counted?.(manager, shape) ?? this.filter(manager, shape).select('COUNT(1)', 'total'),
    ),
  );

  private constructor(
    readonly name: string,
    private readonly filter: (manager: EntityManager, shape: Shape) => SelectQueryBuilder<Entity>,
    /**
     * The list's total read from the database's counters (`countedRows`) for the shapes whose filter
     * is one counted value, null for the others: their total counts the filter's rows.
     */
    private readonly counted:
      | ((manager: EntityManager, shape: Shape) => SelectQueryBuilder<ObjectLiteral> | null)
      | undefined,
    /** What a page's rows read besides the filter (joins), never its total. */
    private readonly beside: (rows: SelectQueryBuilder<Entity>) => SelectQueryBuilder<Entity>,
    private readonly rowsQuery: RowsQuery<Entity, Row>,
  ) {}

  /** A list whose rows are its entities. */
  static entities<Entity extends ObjectLiteral, Shape extends Record<string, boolean> = Record<never, never>>(
    name: string,
    filter: (manager: EntityManager, shape: Shape) => SelectQueryBuilder<Entity>,
    counted?: (manager: EntityManager, shape: Shape) => SelectQueryBuilder<ObjectLiteral> | null,
  ): PreparedPage<Entity, Shape> {
    return new PreparedPage<Entity, Shape>(name, filter, counted, (rows) => rows, PreparedQuery.window);
  }

  /**
   * A list whose rows are its entities with values `beside` joins and selects in the same statement (a
   * row's owner's name), as `PreparedQuery.entitiesWithValues` reads them: one query for what would be
   * one more per page.
   */
  static withValues<
    Entity extends ObjectLiteral,
    Values extends ObjectLiteral,
    Shape extends Record<string, boolean> = Record<never, never>,
  >(
    name: string,
    filter: (manager: EntityManager, shape: Shape) => SelectQueryBuilder<Entity>,
    beside: (rows: SelectQueryBuilder<Entity>) => SelectQueryBuilder<Entity>,
    counted?: (manager: EntityManager, shape: Shape) => SelectQueryBuilder<ObjectLiteral> | null,
  ): PreparedPage<Entity, Shape, EntityWithValues<Entity, Values>> {
    return new PreparedPage<Entity, Shape, EntityWithValues<Entity, Values>>(
      name,
      filter,
      counted,
      beside,
      PreparedQuery.entitiesWithValuesWindow,
    );
  }
}

/**
 * What `make` makes for each shape of a filter (which of its optional parts are given), made once a shape and
 * kept: the prepared queries of that shape, named by its key.
 */
function keptByShape<Shape extends Record<string, boolean>, Made>(
  make: (shape: Shape, key: string) => Made,
): (shape: Shape) => Made {
  const kept = new Map<string, Made>();
  return (shape) => {
    const key = JSON.stringify(shape);
    let made = kept.get(key);
    if (made === undefined) {
      made = make(shape, key);
      kept.set(key, made);
    }
    return made;
  };
}
