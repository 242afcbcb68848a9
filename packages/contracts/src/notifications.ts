/** The notices a customer gets when the administrator decides on an order (seed 001 section 4). */
export const NOTIFICATION_TEXTS = {
  approved: (customerName: string, productName: string) =>
    `Hi ${customerName}! Your order of ${productName} has been approved. Your parcel will be packed soon.`,
  denied: (customerName: string, productName: string) =>
    `Hi ${customerName}, your request for ${productName} was denied due to some reasons.`,
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_TEXTS;

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
