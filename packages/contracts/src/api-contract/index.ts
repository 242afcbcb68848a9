import { authRoutes, newsletterRoutes, profileRoutes } from './auth.js';
import {
  adminBookingRoutes,
  availabilityRoutes,
  bookedRecordRoutes,
  bookingRoutes,
  scheduleRoutes,
  serviceRoutes,
} from './bookings.js';
import { catalogRoutes, reportRoutes, reviewRoutes } from './catalog.js';
import { customizationRoutes } from './customizations.js';
import { analyticsRoutes, dashboardRoutes } from './dashboard.js';
import { adminMessageRoutes, messageRoutes } from './messages.js';
import { moduleRoutes } from './modules.js';
import { adminOrderRoutes, notificationRoutes, orderRoutes } from './orders.js';
import { platformRoutes } from './platform.js';
import { receiptRoutes } from './receipts.js';
import { settingsRoutes } from './settings.js';

export { ACCESS_LEVELS, type Access, apiPath, type EndpointMeta } from './endpoint.js';
export { API_RECORDS } from './records.js';
export { API_TAGS, type ApiTag } from './tags.js';

/**
 * Every route of the API, declared once (docs/platform-conventions.md): method, path, input, reply
 * and who may call it. The API implements it, its OpenAPI document is generated from it, and the web
 * calls it by name through web-kit's typed client.
 */
export const apiContract = {
  auth: authRoutes,
  me: profileRoutes,
  newsletter: newsletterRoutes,
  catalog: catalogRoutes,
  reviews: reviewRoutes,
  orders: orderRoutes,
  adminOrders: adminOrderRoutes,
  notifications: notificationRoutes,
  messages: messageRoutes,
  adminMessages: adminMessageRoutes,
  receipts: receiptRoutes,
  reports: reportRoutes,
  services: serviceRoutes,
  availability: availabilityRoutes,
  bookings: bookingRoutes,
  adminBookings: adminBookingRoutes,
  schedule: scheduleRoutes,
  bookedRecords: bookedRecordRoutes,
  dashboard: dashboardRoutes,
  analytics: analyticsRoutes,
  customizations: customizationRoutes,
  modules: moduleRoutes,
  platform: platformRoutes,
  settings: settingsRoutes,
};
export type ApiContract = typeof apiContract;
