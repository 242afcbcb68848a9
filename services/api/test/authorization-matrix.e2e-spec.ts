// The authorization matrix (docs/security.md): every route of the contract, as anonymous, customer A
// (who owns the records), customer B and the administrator, with the route's recipe. The routes come
// from the contract and the roles from each route's access, so a new route cannot skip the matrix.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Access } from '@qmj/contracts';
import { adminToken } from './catalog-fixtures.js';
import { contractRoutes } from './contract-routes.js';
import { openShop } from './order-fixtures.js';
import { makeWorld, ROUTE_RECIPES, sendCall, signIn, type World } from './route-recipes.js';
import { createTestApp, type TestApp } from './test-app.js';

type Caller = 'anonymous' | 'customer' | 'otherCustomer' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'otherCustomer', 'customer', 'admin'];

/** Who the route is for: the call whose answer must be the route's success. */
const ALLOWED: Record<Access, Caller> = { public: 'anonymous', 'signed-in': 'customer', admin: 'admin' };

let t: TestApp;
let world: World;
const tokens: Partial<Record<Caller, string>> = {};

async function signEveryoneIn() {
  tokens.customer = await signIn(t, world.owner.username);
  tokens.otherCustomer = await signIn(t, world.other.username);
  tokens.admin = await adminToken(t);
  world.shop.admin = tokens.admin;
  world.owner.token = tokens.customer;
  world.other.token = tokens.otherCustomer;
}

// The set-up makes a shop, customers, orders and a service through the API: more than one request's time.
beforeAll(async () => {
  t = await createTestApp();
  world = await makeWorld(t, await openShop(t));
  await signEveryoneIn();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/**
 * What each caller must get: anonymous on a route needing a session is 401, a customer on an
 * administrator's route 403, another customer on the owner's record 404 (or the rule's 4xx for a
 * record named in the body); the caller the route is for gets its success; an allowed caller is
 * never refused for who it is.
 */
function expectedAnswer(access: Access, caller: Caller, owned: 'path' | 'reference' | undefined) {
  if (caller === 'anonymous' && access !== 'public') return 401;
  if (caller !== 'admin' && caller !== 'anonymous' && access === 'admin') return 403;
  if (caller === 'otherCustomer' && owned === 'path') return 404;
  // A record named in the body is the owner's alone, the administrator's sessions included.
  if (caller !== 'customer' && owned === 'reference') return 'refused for the record';
  return 'let through';
}

function answerOf(status: number, expected: ReturnType<typeof expectedAnswer>) {
  if (typeof expected === 'number') return status;
  if (expected === 'refused for the record') {
    return status >= 400 && status < 500 && status !== 401 ? 'refused for the record' : status;
  }
  return status === 401 || status === 403 || status >= 500 ? status : 'let through';
}

describe('the authorization matrix', () => {
  it('has a recipe for every route of the contract, and none for a route that is gone', () => {
    const routes = contractRoutes.map((route) => route.name).sort();
    expect(Object.keys(ROUTE_RECIPES).sort()).toEqual(routes);
  });

  it.each(contractRoutes.map((route) => [route.name, route] as const))(
    '%s answers each caller as its access says',
    async (_name, route) => {
      const recipe = ROUTE_RECIPES[route.name];
      if (!recipe) throw new Error(`${route.name} has no recipe in route-recipes.ts: add one`);
      for (const caller of CALLERS) {
        const response = await sendCall(t, route, await recipe.input(world), tokens[caller]);
        const expected = expectedAnswer(route.access, caller, recipe.owned);
        const answer = answerOf(response.status, expected);
        expect({ caller, answer, body: answer === expected ? undefined : response.body }).toEqual({
          caller,
          answer: expected,
          body: undefined,
        });
        if (caller === ALLOWED[route.access]) {
          expect({ caller, status: response.status, body: response.body }).toEqual({
            caller,
            status: recipe.status ?? route.successStatus,
            body: expect.anything(),
          });
        }
        if (recipe.endsSession && tokens[caller]) await signEveryoneIn();
      }
    },
  );
});
