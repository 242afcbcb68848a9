import { Controller, HttpException, HttpStatus, Req } from '@nestjs/common';
import { AUTH_MESSAGES, apiContract, usernameKey } from '@qmj/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../common/decorators.js';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AttemptLimiterService } from './attempt-limiter.service.js';
import { AuthService } from './auth.service.js';

const routes = apiContract.auth;

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly limiter: AttemptLimiterService,
  ) {}

  private throttle(action: string, request: FastifyRequest, username = ''): void {
    // `trustProxy: 'loopback'`: the gateway on 127.0.0.1 forwards the client's address in X-Forwarded-For.
    const address = request.ip || request.socket.remoteAddress || 'unknown';
    if (!this.limiter.allow(action, address, username ? usernameKey(username) : '')) {
      throw new HttpException(AUTH_MESSAGES.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  @Endpoint(routes.register)
  async register(@Req() request: FastifyRequest, @Input() input: EndpointInput<typeof routes.register>) {
    this.throttle('register', request, input.username);
    const user = await this.auth.register(input.username, input.password);
    return { message: 'Account created', ...(await this.auth.session(user)) };
  }

  @Endpoint(routes.login)
  login(@Req() request: FastifyRequest, @Input() input: EndpointInput<typeof routes.login>) {
    this.throttle('login', request, input.username);
    return this.auth.login(input.username, input.password);
  }

  @Endpoint(routes.usernameAvailable)
  async usernameAvailable(@Input() input: EndpointInput<typeof routes.usernameAvailable>) {
    return { available: !(await this.users.findByUsername(input.username)) };
  }

  @Endpoint(routes.forgotPassword)
  async forgotPassword(@Req() request: FastifyRequest, @Input() input: EndpointInput<typeof routes.forgotPassword>) {
    this.throttle('forgot-password', request);
    await this.auth.requestPasswordReset(input.email);
    return { message: AUTH_MESSAGES.resetLinkSent };
  }

  @Endpoint(routes.resetPassword)
  async resetPassword(@Req() request: FastifyRequest, @Input() input: EndpointInput<typeof routes.resetPassword>) {
    this.throttle('reset-password', request);
    await this.auth.resetPassword(input.token, input.password);
    return { message: AUTH_MESSAGES.passwordChanged };
  }

  /** Ends the user's sessions on the server, so the token is refused from now on. */
  @Endpoint(routes.logout)
  async logout(@CurrentUser() user: User): Promise<void> {
    await this.users.endSessions(user);
  }
}
