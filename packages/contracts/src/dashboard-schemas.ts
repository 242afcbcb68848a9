// The dashboard's schemas (zod), apart from its rules in ./dashboard.ts: a page that needs only the rules loads no
// zod (docs/architecture.md#contracts).
import { z } from 'zod';
import { centavos, pageNumber, pageSizeNumber } from './api.js';
import { DASHBOARD_MESSAGES, SALES_TIMEFRAMES } from './dashboard.js';
import { TEXT_MAX } from './limits.js';
import { profileSchema } from './users.js';

const year = z.coerce
  .number({ error: DASHBOARD_MESSAGES.yearRange })
  .int({ error: DASHBOARD_MESSAGES.yearRange })
  .min(1970, { error: DASHBOARD_MESSAGES.yearRange })
  .max(2200, { error: DASHBOARD_MESSAGES.yearRange });

/** GET admin/dashboard/sales: `month` (1–12) is needed for `daily` only; the API checks the year's span. */
export const salesQuerySchema = z.object({
  timeframe: z.enum(SALES_TIMEFRAMES, { error: `timeframe must be one of ${SALES_TIMEFRAMES.join(', ')}` }),
  year,
  month: z.coerce
    .number({ error: DASHBOARD_MESSAGES.monthRange })
    .int({ error: DASHBOARD_MESSAGES.monthRange })
    .min(1, { error: DASHBOARD_MESSAGES.monthRange })
    .max(12, { error: DASHBOARD_MESSAGES.monthRange })
    .optional(),
});
export type SalesQuery = z.infer<typeof salesQuerySchema>;

/**
 * One bar: its label (a day `YYYY-MM-DD`, a week's Sunday `YYYY-MM-DD`, or a month `YYYY-MM`) and its
 * sales: the product orders, the booking payments (events), and both (`total`).
 */
export const salesPointSchema = z.object({ label: z.string(), products: centavos, events: centavos, total: centavos });
export const salesSchema = z.object({
  timeframe: z.enum(SALES_TIMEFRAMES),
  year: z.number().int(),
  month: z.number().int().nullable(),
  points: z.array(salesPointSchema),
});
export type Sales = z.infer<typeof salesSchema>;

export const salesByCategoryQuerySchema = z.object({ year });
export const salesByCategorySchema = z.object({
  year: z.number().int(),
  items: z.array(z.object({ categoryId: z.number().int(), categoryName: z.string(), total: centavos })),
});
export type SalesByCategory = z.infer<typeof salesByCategorySchema>;

/** A customer as the dashboard and the customer list show one (the profile less nothing secret). */
export const customerSchema = profileSchema.extend({
  orders: z.number().int(),
  bookings: z.number().int(),
});
export type Customer = z.infer<typeof customerSchema>;

export const userFiguresSchema = z.object({
  totalUsers: z.number().int(),
  /** Customers who joined since the start of this week (Sunday, Asia/Manila). */
  newUsers: z.number().int(),
  /** The newest of them (at most NEW_USERS_SHOWN), newest first. */
  newest: z.array(profileSchema),
  weekStart: z.string(),
});
export type UserFigures = z.infer<typeof userFiguresSchema>;

export const customersQuerySchema = z.object({
  q: z.string().trim().max(TEXT_MAX.search).optional(),
  page: pageNumber,
  pageSize: pageSizeNumber,
});

/** The shell's beacon: the path of a page view; nothing about the visitor is sent or kept. */
export const visitSchema = z.object({
  path: z
    .string({ error: DASHBOARD_MESSAGES.pathInvalid })
    .max(TEXT_MAX.pagePath, { error: DASHBOARD_MESSAGES.pathInvalid })
    .regex(/^\/[^\s?#]*$/, { error: DASHBOARD_MESSAGES.pathInvalid }),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please enter a date as YYYY-MM-DD.' });
export const visitorsQuerySchema = z.object({ from: day, to: day });
export const visitorsSchema = z.object({ days: z.array(z.object({ date: z.string(), visitors: z.number().int() })) });
export type Visitors = z.infer<typeof visitorsSchema>;

export const salesReportQuerySchema = salesQuerySchema;
