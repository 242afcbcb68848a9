import { type BookingRequest, type bookingRequestSchema, type Profile, type QuotationRequest } from '@qmj/contracts';

export const BOOKING_REQUEST_FAILED = 'Your booking request could not be filed. Please try again.';
export const QUOTATION_FAILED = 'Could not download the quotation. Please try again.';

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

/** Whether the form has chosen enough for a quotation: a service (always) and both dates; add-ons may be none. */
export function canQuote({ startDate, endDate }: Pick<BookingRequest, 'startDate' | 'endDate'>): boolean {
  return startDate !== '' && endDate !== '';
}

/**
 * What the quotation of the form's choice asks for (`bookings.quotation`, docs/bookings.md, Documents): the service,
 * the dates, the add-ons asked for and the event title once one is typed. The prices are the API's, and nothing is
 * filed.
 */
export function quotationRequest(
  serviceId: number,
  { eventTitle, startDate, endDate }: Pick<BookingRequest, 'eventTitle' | 'startDate' | 'endDate'>,
  addOns: QuotationRequest['addOns'],
): QuotationRequest {
  const title = eventTitle.trim();
  return { serviceId, ...(title ? { eventTitle: title } : {}), startDate, endDate, addOns };
}
