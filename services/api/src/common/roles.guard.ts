import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUTH_MESSAGES, type Role } from '@qmj/contracts';
import { perHandler, ROLES_KEY } from './decorators.js';

/** Runs after the JWT guard; compares `@Roles(...)` with the role of the user row the strategy loaded. */
@Injectable()
export class RolesGuard implements CanActivate {
  private readonly rolesOf = perHandler((context) =>
    this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]),
  );

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.rolesOf(context);
    if (!roles || roles.length === 0) return true;
    const user = context.switchToHttp().getRequest<{ user?: { role?: Role } }>().user;
    if (user?.role && roles.includes(user.role)) return true;
    throw new ForbiddenException(AUTH_MESSAGES.adminOnly);
  }
}
