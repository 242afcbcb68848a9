import { describe, expect, it } from '@jest/globals';
import type { SessionUser } from './auth.js';
import { AUTH_MESSAGES } from './messages.js';
import { ADMIN_PATHS, ADMIN_SIDEBAR, decideRoute, isAdminPath, PATHS, productPagePath } from './routes.js';

const customer: SessionUser = { id: 2, username: 'ana', role: 'customer' };
const admin: SessionUser = { id: 1, username: 'admin', role: 'admin' };

describe('decideRoute', () => {
  it('lets a visitor reach only the anonymous paths', () => {
    for (const path of ['/', '/register', '/forgotpass', '/qmjimages']) {
      expect(decideRoute(path, null)).toEqual({ kind: 'allow' });
    }
    expect(decideRoute('/userproducts', null)).toEqual({
      kind: 'redirect',
      to: '/',
      message: AUTH_MESSAGES.signInFirst,
    });
    expect(decideRoute('/dashBoard', null)).toMatchObject({ kind: 'redirect', to: '/' });
  });

  it('sends a signed-in user away from the login and register pages to their home', () => {
    expect(decideRoute('/', customer)).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideRoute('/register', admin)).toEqual({ kind: 'redirect', to: '/dashBoard' });
  });

  it('keeps every administrator screen from a customer, whatever the case of the path', () => {
    for (const path of [
      '/dashBoard',
      '/dashboard',
      '/audith_table/4',
      '/SALES_TABLE/9',
      '/request/table',
      '/customer',
      '/Payments',
    ]) {
      expect(decideRoute(path, customer)).toEqual({ kind: 'redirect', to: '/home', message: AUTH_MESSAGES.adminOnly });
      expect(decideRoute(path, admin)).toEqual({ kind: 'allow' });
    }
  });

  it('opens the dashboard for the administrator on /admin', () => {
    expect(decideRoute('/admin', admin)).toEqual({ kind: 'redirect', to: '/dashBoard' });
  });

  it('lets a customer through to customer pages', () => {
    expect(decideRoute('/userproducts', customer)).toEqual({ kind: 'allow' });
    expect(decideRoute('/productrequest/5', customer)).toEqual({ kind: 'allow' });
  });

  it('does not mistake a path that merely starts like an admin path', () => {
    expect(isAdminPath('/customers-area')).toBe(false);
    expect(isAdminPath('/servicesx')).toBe(false);
  });
});

describe('productPagePath', () => {
  it('is the short form under the product page', () => {
    expect(productPagePath(42)).toBe('/productrequest/42');
  });
});

describe('ADMIN_SIDEBAR', () => {
  it('lists Payments after Service Request, an administrator screen', () => {
    const labels = ADMIN_SIDEBAR.map((item) => item.label);
    expect(labels.indexOf('Payments')).toBe(labels.indexOf('Service Request') + 1);
    expect(ADMIN_SIDEBAR.find((item) => item.label === 'Payments')?.path).toBe(PATHS.payments);
    expect(ADMIN_PATHS).toContain(PATHS.payments);
  });
});
