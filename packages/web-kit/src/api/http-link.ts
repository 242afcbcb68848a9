import { OpenAPILink } from '@orpc/openapi-client/fetch';
import type { ApiContract } from '@qmj/contracts';
import apiRouteTable from '@qmj/contracts/api-route-table.json';
import ky from 'ky';
import { useSession } from '../session';
import { takeEarlyAnswer } from './early-answers';
import { isApiErrorBody, ORPCError } from './errors';

const LOGIN_PATH = '/api/auth/login';

/** The HTTP transport: the bearer token added, a 401 on a signed-in call ends the session. */
const transport = ky.create({
  retry: 0,
  // A page's first reads may already be under way (askEarly); a failed one is asked again.
  fetch: (request, init) =>
    takeEarlyAnswer(request as Request)?.catch(() => fetch(request, init)) ?? fetch(request, init),
  timeout: 30_000,
  // The link reads error bodies itself, so every answer reaches it.
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        const { token } = useSession.getState();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
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
