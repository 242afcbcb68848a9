import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '@qmj/contracts';
import type { FastifyRequest } from 'fastify';
import type { User } from '../users/user.entity.js';

export const IS_PUBLIC = 'qmj:isPublic';
export const ROLES_KEY = 'qmj:roles';

/** Opens a route to anonymous visitors (every route is closed by default). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Restricts a route to the given roles; the role comes from the user row, never from the client. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/**
 * `read` of a request's handler, worked out on its first request and kept: a handler's decorators
 * never change, and a metadata lookup walks prototype chains on every request
 * (docs/serving.md#one-request-path).
 */
export function perHandler<T>(read: (context: ExecutionContext) => T): (context: ExecutionContext) => T {
  const known = new WeakMap<object, { value: T }>();
  return (context) => {
    const handler = context.getHandler();
    let entry = known.get(handler);
    if (!entry) {
      entry = { value: read(context) };
      known.set(handler, entry);
    }
    return entry.value;
  };
}

/** The signed-in user's row, as loaded by the JWT strategy. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  const request = context.switchToHttp().getRequest<FastifyRequest & { user: User }>();
  return request.user;
});
