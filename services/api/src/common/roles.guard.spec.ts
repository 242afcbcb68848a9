import { describe, expect, it } from '@jest/globals';
import { type ExecutionContext, ForbiddenException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUTH_MESSAGES } from '@qmj/contracts';
import { Public, Roles } from './decorators.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { RolesGuard } from './roles.guard.js';

class Routes {
  @Roles('admin')
  adminOnly() {}

  anyone() {}

  @Public()
  open() {}
}

function context(handler: () => void, user?: { role: string }): ExecutionContext {
  return {
    getHandler: () => handler,
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => ({ user }) }),
  } as unknown as ExecutionContext;
}

describe('RolesGuard', () => {
  const guard = new RolesGuard(new Reflector());
  const routes = new Routes();

  it('lets anyone signed in through routes without @Roles', () => {
    expect(guard.canActivate(context(routes.anyone, { role: 'customer' }))).toBe(true);
  });

  it('lets the admin through @Roles("admin") and refuses a customer with 403', () => {
    expect(guard.canActivate(context(routes.adminOnly, { role: 'admin' }))).toBe(true);
    expect(() => guard.canActivate(context(routes.adminOnly, { role: 'customer' }))).toThrow(
      new ForbiddenException(AUTH_MESSAGES.adminOnly),
    );
    expect(() => guard.canActivate(context(routes.adminOnly))).toThrow(ForbiddenException);
  });
});

describe('JwtAuthGuard', () => {
  it('opens @Public() routes without a token', () => {
    const guard = new JwtAuthGuard(new Reflector());
    expect(guard.canActivate(context(new Routes().open))).toBe(true);
  });

  it('answers 401 with a clear message when passport finds no user', () => {
    const guard = new JwtAuthGuard(new Reflector());
    expect(() => guard.handleRequest(null, false, new Error('No auth token'))).toThrow(AUTH_MESSAGES.signInFirst);
    expect(() => guard.handleRequest(null, false, new Error('jwt expired'))).toThrow(AUTH_MESSAGES.sessionExpired);
    expect(guard.handleRequest(null, { id: 1 }, undefined)).toEqual({ id: 1 });
  });
});
