import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AUTH_MESSAGES } from '@qmj/contracts';
import { IS_PUBLIC, perHandler } from './decorators.js';

/** Global, default-deny: every route needs a valid session unless marked `@Public()`. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  private readonly isPublic = perHandler(
    (context) =>
      this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]) === true,
  );

  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (this.isPublic(context)) return true;
    return super.canActivate(context);
  }

  override handleRequest<TUser>(error: unknown, user: TUser, info: unknown): TUser {
    if (error || !user) {
      const missing = info instanceof Error && info.message === 'No auth token';
      throw new UnauthorizedException(missing ? AUTH_MESSAGES.signInFirst : AUTH_MESSAGES.sessionExpired);
    }
    return user;
  }
}
