// Every route of `apiContract`, walked from the contract itself: the specs that must cover each route
// (the contract spec in platform.e2e-spec.ts, the authorization matrix, the bad-input corpus) read
// this list, so a new route cannot skip them (docs/security.md).
import { type Access, apiContract } from '@qmj/contracts';
import { z } from 'zod';

type Contract = typeof apiContract;
/** `group.name` in `apiContract`, the OpenAPI document's operationId. */
export type RouteName = {
  [Group in keyof Contract]: `${Group & string}.${keyof Contract[Group] & string}`;
}[keyof Contract];

export interface ContractRoute {
  name: RouteName;
  method: string;
  /** Relative to `/api`, with `{param}`s: `/orders/{id}`. */
  path: string;
  successStatus: number;
  access: Access;
  input: z.ZodObject | undefined;
}

export const contractRoutes: ContractRoute[] = Object.entries(apiContract).flatMap(([group, routes]) =>
  Object.entries(routes).map(([name, route]) => {
    const { method = 'POST', path = '/', successStatus = 200 } = route['~orpc'].route;
    const input = route['~orpc'].inputSchema;
    return {
      name: `${group}.${name}` as RouteName,
      method,
      path,
      successStatus,
      access: route['~orpc'].meta.access,
      input: input instanceof z.ZodObject ? input : undefined,
    };
  }),
);
