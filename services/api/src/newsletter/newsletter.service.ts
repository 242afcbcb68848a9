import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../common/db-errors.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';

@Injectable()
export class NewsletterService {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  /** Idempotent: subscribing an address twice (in any case) keeps one subscription. */
  async subscribe(email: string): Promise<void> {
    const emailKey = email.trim().toLowerCase();
    if (await this.unitOfWork.repository(NewsletterSubscription).existsBy({ emailKey })) return;
    try {
      await this.unitOfWork.transaction((manager) =>
        manager.insert(
          NewsletterSubscription,
          manager.create(NewsletterSubscription, { email: email.trim(), emailKey }),
        ),
      );
    } catch (error) {
      // Two subscriptions of one address at once: the unique key keeps the first.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}
