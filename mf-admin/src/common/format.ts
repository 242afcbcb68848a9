import { BUSINESS_TIME_ZONE } from '@qmj/contracts';

const DATE_TIME = new Intl.DateTimeFormat('en-PH', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A stored UTC time as the business reads it (Asia/Manila). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}
