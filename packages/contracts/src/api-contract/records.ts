import type { z } from 'zod';
import { apiErrorSchema } from '../api.js';
import { sessionUserSchema } from '../auth.js';
import {
  adminBookingPaymentSchema,
  adminBookingSchema,
  availabilityDaySchema,
  bookedRecordSchema,
  bookingPaymentSchema,
  bookingSchema,
  dayEventsSchema,
  remainingAddOnsSchema,
  scheduleEventSchema,
  serviceSchema,
} from '../bookings.js';
import {
  categoryReplySchema,
  productHistoryEntrySchema,
  productSaleSchema,
  productSalesSchema,
  productSchema,
  sizeSchema,
} from '../catalog.js';
import {
  conversationCustomerSchema,
  conversationSchema,
  messageBookingSchema,
  messageOrderSchema,
  messageSchema,
} from '../conversation-schemas.js';
import { customizationSchema } from '../customizer-schemas.js';
import { customerSchema, salesByCategorySchema, salesPointSchema, visitorsSchema } from '../dashboard-schemas.js';
import { moduleReleaseSchema, moduleStandingSchema } from '../module-release-schemas.js';
import { notificationSchema } from '../notifications.js';
import { adminOrderSchema, orderDetailsSchema, orderSchema } from '../orders-schemas.js';
import { receiptReadingSchema } from '../receipt-schemas.js';
import { reviewReplySchema, reviewSummarySchema } from '../reviews.js';
import { paymentSettingsSchema } from '../settings-schemas.js';
import { profileSchema } from '../users.js';

/**
 * The records the API answers with, by the name its OpenAPI document gives them (a component
 * schema each), so a generated client has one named type per record wherever it appears. A row
 * declared inside its record (an add-on of a service or a booking) is named through its record's
 * shape: the document matches a schema by identity, not by its form.
 */
export const API_RECORDS = {
  ApiError: apiErrorSchema,
  SessionUser: sessionUserSchema,
  Profile: profileSchema,
  Customer: customerSchema,
  Category: categoryReplySchema,
  Size: sizeSchema,
  Product: productSchema,
  ProductHistoryEntry: productHistoryEntrySchema,
  ProductSale: productSaleSchema,
  ProductSales: productSalesSchema,
  Review: reviewReplySchema,
  ReviewSummary: reviewSummarySchema,
  DeliveryDetails: orderDetailsSchema,
  Order: orderSchema,
  AdminOrder: adminOrderSchema,
  ReceiptReading: receiptReadingSchema,
  Notification: notificationSchema,
  Conversation: conversationSchema,
  ConversationCustomer: conversationCustomerSchema,
  ConversationMessage: messageSchema,
  MessageOrder: messageOrderSchema,
  MessageBooking: messageBookingSchema,
  Service: serviceSchema,
  ServiceAddOn: serviceSchema.shape.addOns.element,
  RemainingAddOn: remainingAddOnsSchema.shape.addOns.element,
  AvailabilityDay: availabilityDaySchema,
  DayEvent: dayEventsSchema.shape.events.element,
  Booking: bookingSchema,
  BookingAddOn: bookingSchema.shape.addOns.element,
  AdminBooking: adminBookingSchema,
  BookingPayment: bookingPaymentSchema,
  AdminBookingPayment: adminBookingPaymentSchema,
  PaymentBooking: adminBookingPaymentSchema.shape.booking,
  ScheduleEvent: scheduleEventSchema,
  BookedRecord: bookedRecordSchema,
  Customization: customizationSchema,
  PaymentSettings: paymentSettingsSchema,
  SalesPoint: salesPointSchema,
  CategorySales: salesByCategorySchema.shape.items.element,
  VisitorDay: visitorsSchema.shape.days.element,
  ModuleRelease: moduleReleaseSchema,
  ModuleStanding: moduleStandingSchema,
} satisfies Record<string, z.ZodType>;
