import { InitialSchema1763800000000 } from './1763800000000-initial-schema.js';
import { Catalog1764000000000 } from './1764000000000-catalog.js';
import { Orders1764200000000 } from './1764200000000-orders.js';
import { Bookings1764400000000 } from './1764400000000-bookings.js';
import { Dashboard1764600000000 } from './1764600000000-dashboard.js';
import { Sessions1764800000000 } from './1764800000000-sessions.js';
import { Customizations1795460962668 } from './1795460962668-customizations.js';
import { NoticesAndSettings1795460978186 } from './1795460978186-notices-and-settings.js';
import { InputLimits1795461120292 } from './1795461120292-input-limits.js';
import { Throttling1795461176715 } from './1795461176715-throttling.js';
import { DataPath1795500000000 } from './1795500000000-data-path.js';
import { ListIndexes1795600000000 } from './1795600000000-list-indexes.js';
import { RowCounts1795700000000 } from './1795700000000-row-counts.js';
import { ReceiptReadings1795800000000 } from './1795800000000-receipt-readings.js';
import { BookingPayments1795900000000 } from './1795900000000-booking-payments.js';
import { PaymentNotices1796000000000 } from './1796000000000-payment-notices.js';
import { ModuleReleases1796100000000 } from './1796100000000-module-releases.js';
import { CustomerOrderTabs1796200000000 } from './1796200000000-customer-order-tabs.js';
import { Messages1796300000000 } from './1796300000000-messages.js';
import { PaymentsBookingStatus1796400000000 } from './1796400000000-payments-booking-status.js';
import { DashboardCoveringIndexes1796500000000 } from './1796500000000-dashboard-covering-indexes.js';
import { ProductSalesIndexes1796600000000 } from './1796600000000-product-sales-indexes.js';
import { PaymentsStandingCountIndex1796700000000 } from './1796700000000-payments-standing-count-index.js';
import { ProductCounts1796800000000 } from './1796800000000-product-counts.js';
import { SearchIndexes1796900000000 } from './1796900000000-search-indexes.js';
import { UserEmailKey1797000000000 } from './1797000000000-user-email-key.js';

/** Every migration, in order (listed as classes: globs do not work for an ESM build). */
export const MIGRATIONS = [
  InitialSchema1763800000000,
  Catalog1764000000000,
  Orders1764200000000,
  Bookings1764400000000,
  Dashboard1764600000000,
  Sessions1764800000000,
  Customizations1795460962668,
  NoticesAndSettings1795460978186,
  InputLimits1795461120292,
  Throttling1795461176715,
  DataPath1795500000000,
  ListIndexes1795600000000,
  RowCounts1795700000000,
  ReceiptReadings1795800000000,
  BookingPayments1795900000000,
  PaymentNotices1796000000000,
  ModuleReleases1796100000000,
  CustomerOrderTabs1796200000000,
  Messages1796300000000,
  PaymentsBookingStatus1796400000000,
  DashboardCoveringIndexes1796500000000,
  ProductSalesIndexes1796600000000,
  PaymentsStandingCountIndex1796700000000,
  ProductCounts1796800000000,
  SearchIndexes1796900000000,
  UserEmailKey1797000000000,
];
