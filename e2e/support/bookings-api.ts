// Booking requests filed and decided through the API, when a journey is about what follows them.
import type { APIRequestContext } from '@playwright/test';
import { type Booking, manilaToday, type Service } from '@qmj/contracts';
import { adminAuth, type BearerHeader } from './accounts-api.js';
import { addDays } from './dates.js';
import { expect } from './fixtures.js';

let eventsFiled = 0;

/** The first demo service with a price. */
export async function pricedService(request: APIRequestContext): Promise<Service> {
  const services = (await (await request.get('/api/services')).json()) as Service[];
  const service = services.find((candidate) => candidate.lowPricing > 0);
  if (!service) throw new Error('the demo catalogue has no priced service');
  return service;
}

/**
 * A one-day booking request for `service` without add-ons, by the customer of `auth`, with `receipt` as its down
 * payment's; each on a day of its own weeks ahead, past the demo bookings and the other journeys' days.
 */
export async function requestBooking(
  request: APIRequestContext,
  auth: BearerHeader,
  booking: { service: Service; eventTitle: string; receipt: { name: string; mimeType: string; buffer: Buffer } },
): Promise<Booking> {
  eventsFiled += 1;
  const eventDay = addDays(manilaToday(), 70 + eventsFiled);
  const response = await request.post('/api/bookings', {
    headers: auth,
    multipart: {
      serviceId: String(booking.service.id),
      eventTitle: booking.eventTitle,
      startDate: eventDay,
      endDate: eventDay,
      startTime: '14:00',
      endTime: '18:00',
      meetingDate: addDays(eventDay, -7),
      meetingTime: '10:00',
      location: 'Villa Lorenza, Lipa City, Batangas',
      description: 'A debut for 120 guests.',
      name: 'Ana Cruz',
      email: 'ana.cruz@example.com',
      phone: '09171234567',
      addOns: '[]',
      receipt: booking.receipt,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Booking;
}

/** The administrator approves the request (its down payment confirmed with it). */
export async function approveBooking(request: APIRequestContext, bookingId: number): Promise<Booking> {
  const response = await request.post(`/api/admin/bookings/${bookingId}/approve`, {
    headers: await adminAuth(request),
    data: {},
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Booking;
}
