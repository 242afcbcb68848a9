import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../common/db-errors.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';

@Injectable()
export class NewsletterService {
  constructor(
    @InjectRepository(NewsletterSubscription) private readonly subscriptions: Repository<NewsletterSubscription>,
  ) {}

  /** Idempotent: subscribing an address twice (in any case) keeps one subscription. */
  async subscribe(email: string): Promise<void> {
    const emailKey = email.trim().toLowerCase();
    if (await this.subscriptions.existsBy({ emailKey })) return;
    try {
      await this.subscriptions.insert(this.subscriptions.create({ email: email.trim(), emailKey }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  count(): Promise<number> {
    return this.subscriptions.count();
  }
}
