/** The notices a customer gets when the administrator decides on an order (seed 001 section 4). */
export const NOTIFICATION_TEXTS = {
  approved: (customerName: string, productName: string) =>
    `Hi ${customerName}! Your order of ${productName} has been approved. Your parcel will be packed soon.`,
  denied: (customerName: string, productName: string) =>
    `Hi ${customerName}, your request for ${productName} was denied due to some reasons.`,
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_TEXTS;
export const NOTIFICATION_KINDS = ['approved', 'denied'] as const satisfies readonly NotificationKind[];

/** The subject of the e-mail that goes with a notification (when the customer's profile has an e-mail). */
export const NOTIFICATION_MAIL_SUBJECTS: Record<NotificationKind, string> = {
  approved: 'Your QMJ order has been approved',
  denied: 'Your QMJ order was denied',
};

export const NOTIFICATION_MESSAGES = {
  notFound: 'That notification does not exist.',
} as const;

export interface Notification {
  id: number;
  kind: NotificationKind;
  message: string;
  orderId: number | null;
  productName: string;
  imageUrl: string | null;
  quantity: number;
  total: number;
  read: boolean;
  createdAt: string;
}
