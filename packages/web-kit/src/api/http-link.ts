import { OpenAPILink } from '@orpc/openapi-client/fetch';
import type { ApiContract } from '@qmj/contracts';
import apiRouteTable from '@qmj/contracts/api-route-table.json';
import ky from 'ky';
import { bearer, earlyAnswerOr } from '../early';
import { useSession } from '../session';
import { isApiErrorBody, ORPCError } from './errors';

const LOGIN_PATH = '/api/auth/login';

/** The HTTP transport: the bearer token added, a 401 on a signed-in call ends the session. */
const transport = ky.create({
  retry: 0,
  // A page's first reads may already be under way (its early script).
  fetch: (request, init) => {
    const { method, url, headers } = request as Request;
    const ask = () => fetch(request, init);
    return method === 'GET' ? earlyAnswerOr(url, headers.get('Authorization'), ask) : ask();
  },
  timeout: 30_000,
  // The link reads error bodies itself, so every answer reaches it.
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        const authorization = bearer(useSession.getState().token);
        if (authorization) request.headers.set('Authorization', authorization);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (response.status !== 401) return;
        // The login call's 401 carries 'Invalid password' / 'Account does not exist'.
        if (new URL(request.url).pathname === LOGIN_PATH) return;
        if (useSession.getState().token) useSession.getState().expire();
      },
    ],
  },
});

// The contract's routes without their schemas: the client needs only each method and path.
export const httpLink = new OpenAPILink(apiRouteTable as unknown as ApiContract, {
  url: () => `${window.location.origin}/api`,
  fetch: (request, init) => transport(request, init),
  // The API's one error body becomes an error whose message is the API's own words.
  customErrorResponseBodyDecoder: (body, response) =>
    isApiErrorBody(body)
      ? new ORPCError(body.error.toUpperCase().replaceAll(' ', '_'), {
          status: response.status,
          message: body.message,
          data: body,
        })
      : null,
});
