import { Body, Controller, Get, HttpCode, HttpException, HttpStatus, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  AUTH_MESSAGES,
  type ForgotPasswordRequest,
  forgotPasswordSchema,
  type LoginRequest,
  type LoginResponse,
  loginSchema,
  type MessageResponse,
  type RegisterRequest,
  type ResetPasswordRequest,
  registerSchema,
  resetPasswordSchema,
  type UsernameAvailability,
  usernameAvailableQuerySchema,
  usernameKey,
} from '@qmj/contracts';
import type { FastifyRequest } from 'fastify';
import { Public } from '../common/decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { UsersService } from '../users/users.service.js';
import { AttemptLimiterService } from './attempt-limiter.service.js';
import { AuthService } from './auth.service.js';

export type RegisterResponse = MessageResponse & LoginResponse;

@ApiTags('auth')
@Controller('auth')
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

  @Public()
  @Post('register')
  @HttpCode(201)
  async register(
    @Req() request: FastifyRequest,
    @Body(new ZodValidationPipe(registerSchema)) body: RegisterRequest,
  ): Promise<RegisterResponse> {
    this.throttle('register', request, body.username);
    const user = await this.auth.register(body.username, body.password);
    return { message: 'Account created', ...this.auth.session(user) };
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  login(
    @Req() request: FastifyRequest,
    @Body(new ZodValidationPipe(loginSchema)) body: LoginRequest,
  ): Promise<LoginResponse> {
    this.throttle('login', request, body.username);
    return this.auth.login(body.username, body.password);
  }

  @Public()
  @Get('username-available')
  async usernameAvailable(
    @Query(new ZodValidationPipe(usernameAvailableQuerySchema)) query: { username: string },
  ): Promise<UsernameAvailability> {
    return { available: !(await this.users.findByUsername(query.username)) };
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(202)
  async forgotPassword(
    @Req() request: FastifyRequest,
    @Body(new ZodValidationPipe(forgotPasswordSchema)) body: ForgotPasswordRequest,
  ): Promise<MessageResponse> {
    this.throttle('forgot-password', request);
    await this.auth.requestPasswordReset(body.email);
    return { message: AUTH_MESSAGES.resetLinkSent };
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(
    @Req() request: FastifyRequest,
    @Body(new ZodValidationPipe(resetPasswordSchema)) body: ResetPasswordRequest,
  ): Promise<MessageResponse> {
    this.throttle('reset-password', request);
    await this.auth.resetPassword(body.token, body.password);
    return { message: AUTH_MESSAGES.passwordChanged };
  }
}
