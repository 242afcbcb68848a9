import { Controller } from '@nestjs/common';
import { apiContract, GENERAL_MESSAGES } from '@qmj/contracts';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import { NewsletterService } from './newsletter.service.js';

const routes = apiContract.newsletter;

@Controller()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Endpoint(routes.subscribe)
  async subscribe(@Input() input: EndpointInput<typeof routes.subscribe>) {
    await this.newsletter.subscribe(input.email);
    return { message: GENERAL_MESSAGES.newsletterThanks };
  }
}
