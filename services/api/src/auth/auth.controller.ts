import { Controller, Req } from '@nestjs/common';
import { AUTH_MESSAGES, apiContract } from '@qmj/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../common/decorators.js';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import { clientAddress, Throttle } from '../common/throttle.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AuthService } from './auth.service.js';

const routes = apiContract.auth;

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly throttle: Throttle,
  ) {}

  @Endpoint(routes.register)
  async register(@Req() request: FastifyRequest, @Input() input: EndpointInput<typeof routes.register>) {
    await this.throttle.limitAddress('register', clientAddress(request));
    const user = await this.auth.register(input.username, input.password);
    return { message: 'Account created', ...(await this.auth.session(user)) };
  }

  @Endpoint(routes.login)
  login(@Req() request: FastifyRequest, @Input() input: EndpointInput<typeof routes.login>) {
    return this.auth.login(input.username, input.password, clientAddress(request));
  }

  @Endpoint(routes.usernameAvailable)
  async usernameAvailable(
    @Req() request: FastifyRequest,
    @Input() input: EndpointInput<typeof routes.usernameAvailable>,
  ) {
    await this.throttle.limitAddress('username-available', clientAddress(request));
    return { available: !(await this.users.findByUsername(input.username)) };
  }

  @Endpoint(routes.forgotPassword)
  async forgotPassword(@Req() request: FastifyRequest, @Input() input: EndpointInput<typeof routes.forgotPassword>) {
    await this.throttle.limitAddress('forgot-password', clientAddress(request));
    await this.auth.requestPasswordReset(input.email);
    return { message: AUTH_MESSAGES.resetLinkSent };
  }

  @Endpoint(routes.resetPassword)
  async resetPassword(@Req() request: FastifyRequest, @Input() input: EndpointInput<typeof routes.resetPassword>) {
    await this.throttle.limitAddress('reset-password', clientAddress(request));
    await this.auth.resetPassword(input.token, input.password);
    return { message: AUTH_MESSAGES.passwordChanged };
  }

  /** Ends the user's sessions on the server, so the token is refused from now on. */
  @Endpoint(routes.logout)
  async logout(@CurrentUser() user: User): Promise<void> {
    await this.users.endSessions(user);
  }
}
