import type { Notification } from '@qmj/contracts';
import { api } from '@qmj/web-kit';

export const NOTIFICATION_CALL_FAILED = {
  delete: 'The notification could not be deleted. Please try again.',
} as const;

/** The signed-in customer's notifications, newest first. */
export function fetchNotifications(): Promise<Notification[]> {
  return api.get('notifications').json<Notification[]>();
}

export async function markNotificationRead(id: number): Promise<void> {
  await api.post(`notifications/${id}/read`);
}

export async function deleteNotification(id: number): Promise<void> {
  await api.delete(`notifications/${id}`);
}
