import { createSecretKey } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { AUTH_MESSAGES, type Role } from '@qmj/contracts';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { keepVerifiedTokens, type TokenVerifier } from './verified-tokens.js';

export interface JwtPayload {
  sub: number;
  role: Role;
  username: string;
  /** The user's session version when the token was made (a token without one is version 0). */
  ver?: number;
}

// passport-jwt verifies through this static hook; its successes are kept (./verified-tokens).
const passportJwt = Strategy as unknown as { JwtVerifier: TokenVerifier };
passportJwt.JwtVerifier = keepVerifiedTokens(passportJwt.JwtVerifier);

/** HS256 only; the request's user is the database row (its role included), not the token's claims. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object made once: given the text, jsonwebtoken first tries to read it as a PEM public
      // key at every request, and that failed attempt was a fifth of a checkout's CPU time
      // (docs/architecture.md#performance-budgets). passport-jwt hands it to jsonwebtoken as it is.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: JwtPayload): Promise<User> {
    const id = Number(payload?.sub);
    if (!Number.isInteger(id) || id <= 0) throw new UnauthorizedException(AUTH_MESSAGES.sessionExpired);
    const found = await this.users.withSessionVersion(id);
    if (found?.user.status !== 'active') throw new UnauthorizedException(AUTH_MESSAGES.sessionExpired);
    // Logout, a new password or a new role raised the version: older tokens are over.
    if ((payload.ver ?? 0) !== found.sessionVersion) throw new UnauthorizedException(AUTH_MESSAGES.sessionExpired);
    return found.user;
  }
}
