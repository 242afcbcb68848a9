import { PasswordResetToken } from '../auth/password-reset-token.entity.js';
import { BookedRecord } from '../booked-records/booked-record.entity.js';
import { Booking } from '../bookings/booking.entity.js';
import { BookingAddOn } from '../bookings/booking-add-on.entity.js';
import { BookingDay } from '../bookings/booking-day.entity.js';
import { AcknowledgementCounter } from '../bookings/payments/acknowledgement-counter.entity.js';
import { BookingPayment } from '../bookings/payments/booking-payment.entity.js';
import { DailyEventSale } from '../bookings/payments/daily-event-sale.entity.js';
import { PaymentAcknowledgement } from '../bookings/payments/payment-acknowledgement.entity.js';
import { PaymentReminder } from '../bookings/payments/payment-reminder.entity.js';
import { Service } from '../bookings/service.entity.js';
import { ServiceAddOn } from '../bookings/service-add-on.entity.js';
import { Category } from '../catalog/category.entity.js';
import { Product } from '../catalog/product.entity.js';
import { ProductHistory } from '../catalog/product-history.entity.js';
import { Size } from '../catalog/size.entity.js';
import { JobLock } from '../common/job-lock.entity.js';
import { ThrottleCounter } from '../common/throttle-counter.entity.js';
import { Customization } from '../customizations/customization.entity.js';
import { DailyVisitors } from '../dashboard/daily-visitors.entity.js';
import { VisitorMark } from '../dashboard/visitor-mark.entity.js';
import { VisitorSalt } from '../dashboard/visitor-salt.entity.js';
import { StoredFile } from '../media/stored-file.entity.js';
import { Conversation } from '../messages/conversation.entity.js';
import { ConversationMessage } from '../messages/conversation-message.entity.js';
import { QuickReply } from '../messages/quick-reply.entity.js';
import { ModuleRelease } from '../module-releases/module-release.entity.js';
import { NewsletterSubscription } from '../newsletter/newsletter-subscription.entity.js';
import { Notification } from '../notifications/notification.entity.js';
import { DailySale } from '../orders/daily-sale.entity.js';
import { Order } from '../orders/order.entity.js';
import { ReceiptReading } from '../receipts/receipt-reading.entity.js';
import { Review } from '../reviews/review.entity.js';
import { ScheduleEvent } from '../scheduler/schedule-event.entity.js';
import { BusinessSettings } from '../settings/business-settings.entity.js';
import { SessionVersion } from '../users/session-version.entity.js';
import { User } from '../users/user.entity.js';
import { RowCount } from './row-count.entity.js';

/** The one entity set, for both drivers. */
export const ENTITIES = [
  User,
  SessionVersion,
  PasswordResetToken,
  NewsletterSubscription,
  Category,
  Size,
  Product,
  ProductHistory,
  Customization,
  Order,
  DailySale,
  Notification,
  Review,
  Service,
  ServiceAddOn,
  Booking,
  BookingAddOn,
  BookingDay,
  ScheduleEvent,
  BookedRecord,
  DailyVisitors,
  VisitorSalt,
  VisitorMark,
  BusinessSettings,
  ThrottleCounter,
  JobLock,
  StoredFile,
  RowCount,
  ReceiptReading,
  BookingPayment,
  PaymentAcknowledgement,
  AcknowledgementCounter,
  DailyEventSale,
  PaymentReminder,
  ModuleRelease,
  Conversation,
  ConversationMessage,
  QuickReply,
];
