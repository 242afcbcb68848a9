import { createORPCClient, DynamicLink } from '@orpc/client';
import type { ContractRouterClient } from '@orpc/contract';
import type { ApiContract } from '@qmj/contracts';

import { loadOnce } from '../load-once';

/**
 * The HTTP link (ky, the OpenAPI encoding, the route table) loads with the first call, not with the page. Its chunk
 * is named so that the shell's page can preload it when a stored session makes a call certain (API_CLIENT_CHUNK).
 */
const loadHttpLink = loadOnce(() =>
  import(/* webpackChunkName: "api-client" */ './http-link').then((module) => module.httpLink),
);

/**
 * The typed API client: every route of `apiContract` by name (`api.orders.place(input)`), its
 * input and reply typed from the contract (docs/platform-conventions.md).
 */
export const api: ContractRouterClient<ApiContract> = createORPCClient(new DynamicLink(loadHttpLink));
