import {
  type AdminBooking,
  type BookingPayment,
  type Booking as BookingView,
  mediaUrl,
  type ReceiptReading,
  type Service as ServiceView,
} from '@qmj/contracts';
import { isoDate } from '../common/database-rows.js';
import type { Booking } from './booking.entity.js';
import type { BookingAddOn } from './booking-add-on.entity.js';
import type { Service } from './service.entity.js';
import type { ServiceAddOn } from './service-add-on.entity.js';

/** The API's service: its six slots in order. */
export function toService(service: Service, slots: readonly ServiceAddOn[]): ServiceView {
  return {
    id: service.id,
    title: service.title,
    information: service.information,
    lowPricing: service.lowPricing,
    imageUrl: mediaUrl(service.imageKey),
    addOns: [...slots]
      .sort((a, b) => a.slot - b.slot)
      .map((slot) => ({ slot: slot.slot, name: slot.name, price: slot.price, stock: slot.stock })),
  };
}

/** The API's booking: the receipt is only `hasReceipt` (its file is served by the receipt call), never its key. */
export function toBooking(
  booking: Booking,
  addOns: readonly BookingAddOn[],
  receipt: ReceiptReading | null,
  payments: BookingPayment[],
): BookingView {
  return {
    id: booking.id,
    status: booking.status,
    serviceId: booking.serviceId,
    serviceTitle: booking.serviceTitle,
    eventTitle: booking.eventTitle,
    startDate: booking.startDate,
    endDate: booking.endDate,
    meetingDate: booking.meetingDate,
    meetingTime: booking.meetingTime,
    startTime: booking.startTime,
    endTime: booking.endTime,
    location: booking.location,
    description: booking.description,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    lowPricing: booking.lowPricing,
    addOns: [...addOns]
      .sort((a, b) => a.slot - b.slot)
      .map((addOn) => ({
        slot: addOn.slot,
        name: addOn.name,
        price: addOn.price,
        quantity: addOn.quantity,
        amount: addOn.price * addOn.quantity,
      })),
    total: booking.total,
    downPayment: booking.downPayment,
    reason: booking.reason,
    hasReceipt: Boolean(booking.receiptKey),
    receipt,
    payments,
    createdAt: isoDate(booking.createdAt),
    decidedAt: booking.decidedAt === null ? null : isoDate(booking.decidedAt),
  };
}

/** The administrator's booking: also the owner's username. */
export function toAdminBooking(
  booking: Booking,
  addOns: readonly BookingAddOn[],
  receipt: ReceiptReading | null,
  payments: BookingPayment[],
  username: string,
): AdminBooking {
  return Object.assign(toBooking(booking, addOns, receipt, payments), { username });
}
