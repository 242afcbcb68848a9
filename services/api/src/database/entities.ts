import { PasswordResetToken } from '../auth/password-reset-token.entity.js';
import { NewsletterSubscription } from '../newsletter/newsletter-subscription.entity.js';
import { User } from '../users/user.entity.js';

/** The one entity set, for both drivers. */
export const ENTITIES = [User, PasswordResetToken, NewsletterSubscription];
