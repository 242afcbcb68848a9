import { BUSINESS_TIME_ZONE } from '@qmj/contracts';

const DATE_TIME = new Intl.DateTimeFormat('en-PH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: BUSINESS_TIME_ZONE,
});

/** A date and time as the business reads it (Asia/Manila). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}
