import { Controller, Res, StreamableFile, UploadedFile } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../common/decorators.js';
import { Endpoint, type EndpointInput, Input } from '../../common/endpoint.js';
import type { UploadedImage } from '../../media/media.service.js';
import { privateImageReply } from '../../media/private-image-reply.js';
import type { User } from '../../users/user.entity.js';
import { BookingDocuments, type PdfFile } from './booking-documents.js';
import { BookingPaymentsService } from './booking-payments.service.js';

const routes = apiContract.bookings;
const adminRoutes = apiContract.adminBookings;

/** A customer's document: a private download, never kept by a shared cache. */
function pdf(response: FastifyReply, file: PdfFile): StreamableFile {
  response.header('Cache-Control', 'private, no-store');
  return new StreamableFile(file.data, {
    type: 'application/pdf',
    disposition: `attachment; filename="${file.fileName}"`,
    length: file.data.length,
  });
}

/**
 * A booking's payments: the owner's schedule and balance, the administrator's Payments view and
 * steps, and the documents (quotation, invoice, acknowledgement).
 */
@Controller()
export class BookingPaymentsController {
  constructor(
    private readonly payments: BookingPaymentsService,
    private readonly documents: BookingDocuments,
  ) {}

  @Endpoint(routes.payments)
  schedule(@CurrentUser() user: User, @Input() input: EndpointInput<typeof routes.payments>) {
    return this.payments.schedule(user, input.id);
  }

  @Endpoint(routes.payBalance)
  payBalance(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.payBalance>,
    @UploadedFile() receipt: UploadedImage | undefined,
  ) {
    return this.payments.payBalance(user, input.id, input.method, receipt);
  }

  /** The private receipt image of a payment, for the booking's owner and the administrator only. */
  @Endpoint(routes.paymentReceipt)
  async receipt(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.paymentReceipt>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    return privateImageReply(response, await this.payments.receipt(user, input.id));
  }

  @Endpoint(adminRoutes.payments)
  list(@Input() input: EndpointInput<typeof adminRoutes.payments>) {
    return this.payments.adminList(input);
  }

  @Endpoint(adminRoutes.confirmPayment)
  confirm(@Input() input: EndpointInput<typeof adminRoutes.confirmPayment>) {
    return this.payments.step(input.id, 'confirm', input);
  }

  @Endpoint(adminRoutes.recordCashPayment)
  recordCash(@Input() input: EndpointInput<typeof adminRoutes.recordCashPayment>) {
    return this.payments.step(input.id, 'record-cash', input);
  }

  @Endpoint(adminRoutes.rejectPayment)
  reject(@Input() input: EndpointInput<typeof adminRoutes.rejectPayment>) {
    return this.payments.step(input.id, 'reject', input);
  }

  @Endpoint(adminRoutes.undoPayment)
  undo(@Input() input: EndpointInput<typeof adminRoutes.undoPayment>) {
    return this.payments.step(input.id, 'undo', input);
  }

  @Endpoint(routes.quotation)
  async quotation(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.quotation>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    return pdf(response, await this.documents.quotation(user, input));
  }

  @Endpoint(routes.bookingQuotation)
  async bookingQuotation(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.bookingQuotation>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    return pdf(response, await this.documents.bookingQuotation(user, input.id));
  }

  @Endpoint(routes.invoice)
  async invoice(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.invoice>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    return pdf(response, await this.documents.invoice(user, input.id));
  }

  @Endpoint(routes.acknowledgement)
  async acknowledgement(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.acknowledgement>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    return pdf(response, await this.documents.acknowledgement(user, input.id));
  }
}
