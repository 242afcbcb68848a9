// Every read of the contract answers with prepared queries (docs/architecture.md#prepared-queries):
// writing a query's SQL with TypeORM's builder is most of what a small read costs, so each GET route,
// called a second time, must build no SQL at all. The routes come from the contract, so a new read
// cannot skip the check.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SelectQueryBuilder } from 'typeorm';
import { adminToken } from './catalog-fixtures.js';
import { contractRoutes } from './contract-routes.js';
import { openShop } from './order-fixtures.js';
import { makeWorld, ROUTE_RECIPES, sendCall, signIn, type World } from './route-recipes.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let world: World;
const builtBy: string[] = [];
const writeSql = SelectQueryBuilder.prototype.getQuery;

beforeAll(async () => {
  t = await createTestApp();
  world = await makeWorld(t, await openShop(t));
  world.owner.token = await signIn(t, world.owner.username);
  world.shop.admin = await adminToken(t);
  // A prepared query writes its SQL once, through this same method: those calls are not counted.
  SelectQueryBuilder.prototype.getQuery = function (this: SelectQueryBuilder<object>) {
    const stack = new Error().stack ?? '';
    // Named by the API's own frames: where the query was built.
    if (!/prepared-query\./.test(stack)) {
      builtBy.push(
        stack
          .split('\n')
          .filter((line) => line.includes('/services/api/src/'))
          .slice(0, 3)
          .join('\n'),
      );
    }
    return writeSql.call(this);
  };
}, 120_000);
afterAll(async () => {
  SelectQueryBuilder.prototype.getQuery = writeSql;
  await t?.close();
});

const reads = contractRoutes.filter((route) => route.method === 'GET');

describe('the read routes', () => {
  it.each(reads.map((route) => [route.name, route] as const))(
    '%s builds no SQL once it has answered',
    async (_name, route) => {
      const token = { admin: world.shop.admin, 'signed-in': world.owner.token, public: undefined }[route.access];
      const call = await ROUTE_RECIPES[route.name].input(world);
      expect((await sendCall(t, route, call, token)).status).toBe(route.successStatus);
      builtBy.length = 0;
      expect((await sendCall(t, route, call, token)).status).toBe(route.successStatus);
      expect(builtBy).toEqual([]);
    },
  );
});
