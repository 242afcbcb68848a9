// The one path to the data (docs/architecture.md#one-path-to-the-data): the API's code reaches the
// database only through the unit of work, and writes SQL by hand only in database/raw-sql.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ROOT } from '../scripts/lib/workspaces.mjs';

const API_SOURCE = join(ROOT, 'services/api/src');

/** What reaches the database another way, and the only files where it may appear. */
const OTHER_WAYS = [
  {
    what: 'a DataSource',
    pattern: /\bDataSource\b/,
    allowedIn: /^database\/(unit-of-work|data-source-options|run-migrations|prepared-query)\.ts$/,
  },
  { what: 'an injected repository, manager or data source', pattern: /@Inject(Repository|EntityManager|DataSource)\b/ },
  { what: 'TypeORM repositories registered for injection', pattern: /TypeOrmModule\.forFeature\b/ },
  { what: 'a query runner', pattern: /\bcreateQueryRunner\b/, allowedIn: /^database\/unit-of-work\.ts$/ },
  {
    what: 'SQL written by hand',
    pattern: /\.query\s*\(/,
    allowedIn: /^database\/(raw-sql|unit-of-work|mysql-rows)\.ts$/,
  },
  {
    what: "the driver's own connection",
    pattern: /\bdatabaseConnection\b|\.prepare\s*\(\s*['"`]/,
    allowedIn: /^database\/(raw-sql|unit-of-work)\.ts$/,
  },
];

/** Every offence in `files` ({ path relative to src, text }), as `path: what`. */
function offences(files) {
  const found = [];
  for (const { path, text } of files) {
    if (path.startsWith('database/migrations/') || path.endsWith('.spec.ts')) continue;
    for (const way of OTHER_WAYS) {
      if (way.pattern.test(text) && !way.allowedIn?.test(path)) found.push(`${path}: ${way.what}`);
    }
  }
  return found;
}

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [{ path: relative(API_SOURCE, path), text: readFileSync(path, 'utf8') }] : [];
  });
}

describe('the one path to the data', () => {
  it('is the only way the API reaches the database', () => {
    expect(offences(sourceFiles(API_SOURCE))).toEqual([]);
  });

  it('names each other way when a service takes it', () => {
    const service = (text) => [{ path: 'orders/orders.service.ts', text }];
    expect(offences(service('constructor(private readonly dataSource: DataSource) {}'))).toEqual([
      'orders/orders.service.ts: a DataSource',
    ]);
    expect(offences(service('@InjectRepository(Order) private readonly orders: Repository<Order>'))).toEqual([
      'orders/orders.service.ts: an injected repository, manager or data source',
    ]);
    expect(offences(service('imports: [TypeOrmModule.forFeature([Order])]'))).toEqual([
      'orders/orders.service.ts: TypeORM repositories registered for injection',
    ]);
    expect(offences(service("await manager.query('UPDATE orders SET total = 0')"))).toEqual([
      'orders/orders.service.ts: SQL written by hand',
    ]);
    expect(offences(service("driver.databaseConnection.prepare('PRAGMA data_version')"))).toEqual([
      "orders/orders.service.ts: the driver's own connection",
    ]);
    expect(offences([{ path: 'database/raw-sql.ts', text: "await manager.query('SELECT 1')" }])).toEqual([]);
  });
});
