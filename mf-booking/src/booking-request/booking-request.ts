import { type BookingRequest, type bookingRequestSchema, type Profile } from '@qmj/contracts';

export const BOOKING_REQUEST_FAILED = 'Your booking request could not be filed. Please try again.';

/**
 * The request form as it opens: the service, the day chosen on the calendar as start and end (when there is one),
 * and the name, e-mail and phone of the profile where it has them.
 */
export function requestDefaults(serviceId: number, day: string | null, profile: Profile | undefined): BookingRequest {
  return {
    serviceId,
    eventTitle: '',
    startDate: day ?? '',
    endDate: day ?? '',
    meetingDate: '',
    meetingTime: '',
    startTime: '',
    endTime: '',
    location: '',
    description: '',
    name: profile?.legitName ?? '',
    email: profile?.email ?? '',
    phone: profile?.contact ?? '',
    addOns: [],
  };
}

/** The request form's values as typed, before the contracts' schema reads them. */
export type BookingFields = (typeof bookingRequestSchema)['_zod']['input'];

/** The receipt's pre-check texts; the server checks its bytes again. */
export const RECEIPT_PROBLEMS = {
  type: 'The receipt must be an image (PNG, JPEG, WebP or GIF).',
  size: 'The receipt must be 5 MB or smaller.',
} as const;
