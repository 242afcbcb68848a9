import { fileReply } from '../api.js';
import { paymentSettingsSchema, paymentSettingsUpdateSchema } from '../settings-schemas.js';
import { adminOnly, anyone } from './endpoint.js';

/** The business's settings: how customers pay with GCash (docs/orders.md, Payment). */
export const settingsRoutes = {
  payment: anyone
    .route({ method: 'GET', path: '/settings/payment', tags: ['settings'], summary: 'The GCash number and QR image' })
    .output(paymentSettingsSchema),
  gcashQrPng: anyone
    .route({
      method: 'GET',
      path: '/settings/payment/gcash-qr.png',
      tags: ['settings'],
      summary: 'A QR code of the GCash number as PNG',
    })
    .output(fileReply('image/png')),
  updatePayment: adminOnly
    .route({
      method: 'PUT',
      path: '/settings/payment',
      tags: ['settings'],
      summary: 'Set the GCash number and QR image',
    })
    .input(paymentSettingsUpdateSchema)
    .output(paymentSettingsSchema),
};
