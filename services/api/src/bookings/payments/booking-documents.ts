import { ConflictException, Injectable } from '@nestjs/common';
import {
  acknowledgementNumber,
  BOOKING_PAYMENT_KIND_LABELS,
  BOOKING_PAYMENT_MESSAGES,
  BOOKING_PAYMENT_METHOD_LABELS,
  type BookingPayment as BookingPaymentView,
  bookingPaymentSchedule,
  CAPACITY_STATUSES,
  formatPesos,
  isOutstanding,
  manilaToday,
  type QuotationRequest,
} from '@qmj/contracts';
import { Clock } from '../../common/clock.js';
import { type BusinessDocument, manilaDateTime, renderBusinessPdf } from '../../reports/pdf-document.js';
import { SettingsService } from '../../settings/settings.service.js';
import type { User } from '../../users/user.entity.js';
import { BookingsService } from '../bookings.service.js';
import { BookingPaymentLedger } from './booking-payment-ledger.js';
import { BookingPaymentsService } from './booking-payments.service.js';

/** A PDF to download and the name it is saved under. */
export interface PdfFile {
  data: Buffer;
  fileName: string;
}

/** What a quotation or an invoice lists: the service and its add-ons, each line priced. */
interface PricedLines {
  serviceTitle: string;
  lowPricing: number;
  addOns: readonly { name: string; price: number; quantity: number }[];
}

const LINE_COLUMNS = ['Item', 'Quantity', 'Price', 'Amount'];

function lineTable(lines: PricedLines): BusinessDocument['table'] {
  return {
    columns: LINE_COLUMNS,
    numeric: ['Quantity', 'Price', 'Amount'],
    rows: [
      [lines.serviceTitle, '1', formatPesos(lines.lowPricing), formatPesos(lines.lowPricing)],
      ...lines.addOns.map((addOn) => [
        addOn.name,
        String(addOn.quantity),
        formatPesos(addOn.price),
        formatPesos(addOn.price * addOn.quantity),
      ]),
    ],
  };
}

const dates = (startDate: string, endDate: string) =>
  startDate === endDate ? startDate : `${startDate} to ${endDate}`;

/**
 * The booking documents drawn on the server (docs/bookings.md, Documents): a quotation before filing
 * and of a booking, the invoice of an approved booking, and the numbered acknowledgement of a
 * confirmed payment. Every amount is the API's; nothing is stored.
 */
@Injectable()
export class BookingDocuments {
  constructor(
    private readonly bookings: BookingsService,
    private readonly ledger: BookingPaymentLedger,
    private readonly payments: BookingPaymentsService,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {}

  /** What the request form has chosen, priced now, with the schedule it would have if filed today. */
  async quotation(user: User, request: QuotationRequest): Promise<PdfFile> {
    const priced = await this.bookings.price(request.serviceId, request.addOns);
    const { balanceDueDaysBefore } = await this.settings.balance();
    const today = manilaToday(this.clock.now());
    const schedule = bookingPaymentSchedule({ ...priced, startDate: request.startDate }, today, balanceDueDaysBefore);
    const data = await renderBusinessPdf({
      title: 'Quotation',
      subtitle: `Prices as of ${today}`,
      details: [
        ['Prepared for', user.legitName ?? user.showedUsername ?? user.username],
        ...(request.eventTitle ? [['Event', request.eventTitle] as const] : []),
        ['Service', priced.service.title],
        ['Dates', dates(request.startDate, request.endDate)],
      ],
      table: lineTable({ serviceTitle: priced.service.title, lowPricing: priced.service.lowPricing, ...priced }),
      totals: [
        ['Down payment, due when the request is filed', formatPesos(schedule['down-payment'].amount)],
        [`Balance, due on ${schedule.balance.dueOn}`, formatPesos(schedule.balance.amount)],
        ['Total', formatPesos(priced.total)],
      ],
      note: 'Amounts in Philippine pesos. The prices are those of the request when it is filed.',
    });
    return { data, fileName: `quotation_service_${priced.service.id}.pdf` };
  }

  /** A booking's quotation: its prices as copied when it was requested, and its schedule. */
  async bookingQuotation(user: User, id: number): Promise<PdfFile> {
    const { booking, addOns, payments } = await this.bookingWithSchedule(user, id);
    const data = await renderBusinessPdf({
      title: `Quotation — Booking #${booking.id}`,
      details: this.bookingDetails(booking),
      table: lineTable({ ...booking, addOns }),
      totals: [
        ...payments.map(
          (payment) =>
            [
              `${BOOKING_PAYMENT_KIND_LABELS[payment.kind]}, due on ${payment.dueOn}`,
              formatPesos(payment.amount),
            ] as const,
        ),
        ['Total', formatPesos(booking.total)],
      ],
      note: 'Amounts in Philippine pesos.',
    });
    return { data, fileName: `quotation_booking_${booking.id}.pdf` };
  }

  /** An approved (or done) booking's invoice: its lines, its payments and what is outstanding; 409 before approval. */
  async invoice(user: User, id: number): Promise<PdfFile> {
    const { booking, addOns, payments } = await this.bookingWithSchedule(user, id);
    if (!CAPACITY_STATUSES.includes(booking.status)) {
      throw new ConflictException(BOOKING_PAYMENT_MESSAGES.invoiceNotApproved);
    }
    const outstanding = payments.filter(isOutstanding).reduce((sum, payment) => sum + payment.amount, 0);
    const data = await renderBusinessPdf({
      title: `Invoice — Booking #${booking.id}`,
      details: this.bookingDetails(booking),
      table: lineTable({ ...booking, addOns }),
      totals: [
        ['Total', formatPesos(booking.total)],
        ...payments.map(
          (payment) =>
            [
              `${BOOKING_PAYMENT_KIND_LABELS[payment.kind]} (${paymentNote(payment)})`,
              formatPesos(payment.amount),
            ] as const,
        ),
        ['Outstanding', formatPesos(outstanding)],
      ],
      note: 'Amounts in Philippine pesos. Pay the balance from My Bookings by GCash or bank transfer with its receipt, or in cash at our office.',
    });
    return { data, fileName: `invoice_booking_${booking.id}.pdf` };
  }

  /** A confirmed payment's acknowledgement: its number, amount, method, booking and date; 409 while not confirmed. */
  async acknowledgement(user: User, paymentId: number): Promise<PdfFile> {
    const { payment, booking } = await this.payments.visible(user, paymentId);
    const acknowledgement = payment.state === 'confirmed' ? await this.ledger.acknowledgement(payment.id) : null;
    if (!acknowledgement) throw new ConflictException(BOOKING_PAYMENT_MESSAGES.notConfirmed);
    const number = acknowledgementNumber(acknowledgement.number);
    const data = await renderBusinessPdf({
      title: `Acknowledgement Receipt No. ${number}`,
      details: [
        ['Received from', booking.name],
        ['For', `${BOOKING_PAYMENT_KIND_LABELS[payment.kind]} of booking #${booking.id}, ${booking.eventTitle}`],
        ['Service', booking.serviceTitle],
        ['Event dates', dates(booking.startDate, booking.endDate)],
        ['Method', payment.method ? BOOKING_PAYMENT_METHOD_LABELS[payment.method] : '—'],
        ['Date', manilaDateTime(acknowledgement.issuedAt)],
      ],
      totals: [['Amount received', formatPesos(acknowledgement.amount)]],
      note: 'This acknowledges the payment received. Amounts in Philippine pesos.',
    });
    return { data, fileName: `acknowledgement_${number}.pdf` };
  }

  private async bookingWithSchedule(user: User, id: number) {
    const booking = await this.bookings.visible(user, id);
    const [view] = await this.bookings.views([booking]);
    return { booking, addOns: view.addOns, payments: view.payments };
  }

  private bookingDetails(booking: {
    name: string;
    eventTitle: string;
    serviceTitle: string;
    startDate: string;
    endDate: string;
    location: string;
  }) {
    return [
      ['Customer', booking.name],
      ['Event', booking.eventTitle],
      ['Service', booking.serviceTitle],
      ['Dates', dates(booking.startDate, booking.endDate)],
      ['Location', booking.location],
    ] as const;
  }
}

/** How an invoice names a payment's state: confirmed with its acknowledgement number, or due on its day. */
function paymentNote(payment: BookingPaymentView): string {
  if (payment.state === 'confirmed')
    return `paid, acknowledgement No. ${acknowledgementNumber(payment.acknowledgementNumber ?? 0)}`;
  if (payment.state === 'void') return 'void';
  return `${payment.standing === 'overdue' ? 'overdue' : payment.state === 'sent' ? 'sent for checking' : 'due'} on ${payment.dueOn}`;
}
