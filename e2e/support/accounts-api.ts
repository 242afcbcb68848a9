// Signing in through the API, when a journey arranges its data before it opens a page.
import type { APIRequestContext } from '@playwright/test';
import type { LoginResponse } from '@qmj/contracts';
import { ADMIN, expect, uniqueUsername } from './fixtures.js';

export type BearerHeader = { Authorization: string };

const CUSTOMER_PASSWORD = 'journeypass2026';

/** The bearer header of an account signed in with these credentials. */
export async function signIn(request: APIRequestContext, credentials: { username: string; password: string }) {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.ok()).toBe(true);
  return { Authorization: `Bearer ${((await response.json()) as LoginResponse).accessToken}` };
}

/** The administrator's bearer header. */
export function adminAuth(request: APIRequestContext): Promise<BearerHeader> {
  return signIn(request, ADMIN);
}

/** A new customer, registered and signed in: their name, password and bearer header. */
export async function newCustomer(request: APIRequestContext) {
  const username = uniqueUsername();
  const registered = await request.post('/api/auth/register', {
    data: { username, password: CUSTOMER_PASSWORD, confirmPassword: CUSTOMER_PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  const auth = await signIn(request, { username, password: CUSTOMER_PASSWORD });
  return { username, password: CUSTOMER_PASSWORD, auth };
}
