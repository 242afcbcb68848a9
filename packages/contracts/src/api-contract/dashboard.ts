import { z } from 'zod';
import { fileReply, pageSchema } from '../api.js';
import {
  customerSchema,
  customersQuerySchema,
  salesByCategoryQuerySchema,
  salesByCategorySchema,
  salesQuerySchema,
  salesReportQuerySchema,
  salesSchema,
  userFiguresSchema,
  visitorsQuerySchema,
  visitorsSchema,
  visitSchema,
} from '../dashboard-schemas.js';
import { adminOnly, anyone } from './endpoint.js';

export const dashboardRoutes = {
  sales: adminOnly
    .route({
      method: 'GET',
      path: '/admin/dashboard/sales',
      tags: ['dashboard'],
      summary: 'Sales per day, week or month (Manila)',
    })
    .input(salesQuerySchema)
    .output(salesSchema),
  salesByCategory: adminOnly
    .route({
      method: 'GET',
      path: '/admin/dashboard/sales-by-category',
      tags: ['dashboard'],
      summary: "A year's sales per category",
    })
    .input(salesByCategoryQuerySchema)
    .output(salesByCategorySchema),
  users: adminOnly
    .route({
      method: 'GET',
      path: '/admin/dashboard/users',
      tags: ['dashboard'],
      summary: 'Customers, new this week, the newest',
    })
    .output(userFiguresSchema),
  customers: adminOnly
    .route({ method: 'GET', path: '/admin/users', tags: ['dashboard'], summary: 'Customers (never the administrator)' })
    .input(customersQuerySchema)
    .output(pageSchema(customerSchema)),
  visitors: adminOnly
    .route({ method: 'GET', path: '/admin/analytics/visitors', tags: ['dashboard'], summary: 'Visitors per day' })
    .input(visitorsQuerySchema)
    .output(visitorsSchema),
  salesReport: adminOnly
    .route({
      method: 'GET',
      path: '/reports/sales.pdf',
      tags: ['reports'],
      summary: 'The sales report for a timeframe',
    })
    .input(salesReportQuerySchema)
    .output(fileReply('application/pdf')),
};

export const analyticsRoutes = {
  visit: anyone
    .route({
      method: 'POST',
      path: '/analytics/visits',
      successStatus: 204,
      tags: ['analytics'],
      summary: 'Count a page view',
    })
    .input(visitSchema)
    .output(z.void()),
};
