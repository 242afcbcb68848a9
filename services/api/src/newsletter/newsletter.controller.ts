import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { GENERAL_MESSAGES, type MessageResponse, newsletterSchema } from '@qmj/contracts';
import { Public } from '../common/decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { NewsletterService } from './newsletter.service.js';

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Public()
  @Post()
  @HttpCode(201)
  async subscribe(@Body(new ZodValidationPipe(newsletterSchema)) body: { email: string }): Promise<MessageResponse> {
    await this.newsletter.subscribe(body.email);
    return { message: GENERAL_MESSAGES.newsletterThanks };
  }
}
