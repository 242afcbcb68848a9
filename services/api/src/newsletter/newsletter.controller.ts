import { Controller, Req } from '@nestjs/common';
import { apiContract, GENERAL_MESSAGES } from '@qmj/contracts';
import type { FastifyRequest } from 'fastify';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import { clientAddress, Throttle } from '../common/throttle.js';
import { NewsletterService } from './newsletter.service.js';

const routes = apiContract.newsletter;

@Controller()
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly throttle: Throttle,
  ) {}

  @Endpoint(routes.subscribe)
  async subscribe(@Req() request: FastifyRequest, @Input() input: EndpointInput<typeof routes.subscribe>) {
    await this.throttle.limitAddress('newsletter', clientAddress(request));
    await this.newsletter.subscribe(input.email);
    return { message: GENERAL_MESSAGES.newsletterThanks };
  }
}
