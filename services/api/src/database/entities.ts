import { PasswordResetToken } from '../auth/password-reset-token.entity.js';
import { Category } from '../catalog/category.entity.js';
import { Product } from '../catalog/product.entity.js';
import { ProductHistory } from '../catalog/product-history.entity.js';
import { Size } from '../catalog/size.entity.js';
import { NewsletterSubscription } from '../newsletter/newsletter-subscription.entity.js';
import { Notification } from '../notifications/notification.entity.js';
import { Order } from '../orders/order.entity.js';
import { Review } from '../reviews/review.entity.js';
import { User } from '../users/user.entity.js';

/** The one entity set, for both drivers. */
export const ENTITIES = [
  User,
  PasswordResetToken,
  NewsletterSubscription,
  Category,
  Size,
  Product,
  ProductHistory,
  Order,
  Notification,
  Review,
];
