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

/** The signed-in user's row, as loaded by the JWT strategy. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  const request = context.switchToHttp().getRequest<FastifyRequest & { user: User }>();
  return request.user;
});
