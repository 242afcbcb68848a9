import { Injectable } from '@nestjs/common';
import { emailKey } from '@qmj/contracts';
import { isUniqueViolation } from '../common/db-errors.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';

@Injectable()
export class NewsletterService {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  /** Idempotent: subscribing an address twice (in any case) keeps one subscription. */
  async subscribe(email: string): Promise<void> {
    const key = emailKey(email);
    if (await this.unitOfWork.repository(NewsletterSubscription).existsBy({ emailKey: key })) return;
    try {
      await this.unitOfWork.transaction((manager) =>
        manager.insert(
          NewsletterSubscription,
          manager.create(NewsletterSubscription, { email: email.trim(), emailKey: key }),
        ),
      );
    } catch (error) {
      // Two subscriptions of one address at once: the unique key keeps the first.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}
