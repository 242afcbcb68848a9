import { Controller, Res, StreamableFile, UploadedFile } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../common/decorators.js';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import type { UploadedImage } from '../media/media.service.js';
import { privateImageReply } from '../media/private-image-reply.js';
import type { User } from '../users/user.entity.js';
import { BookingsService } from './bookings.service.js';

const routes = apiContract.bookings;

/** The customer's side: file a request, own bookings, receipt, calendar file, withdraw. */
@Controller()
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Endpoint(routes.request)
  request(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.request>,
    @UploadedFile() receipt: UploadedImage | undefined,
  ) {
    return this.bookings.request(user, input, receipt);
  }

  @Endpoint(routes.mine)
  mine(@CurrentUser() user: User, @Input() input: EndpointInput<typeof routes.mine>) {
    return this.bookings.mine(user, input);
  }

  @Endpoint(routes.get)
  get(@CurrentUser() user: User, @Input() input: EndpointInput<typeof routes.get>) {
    return this.bookings.get(user, input.id);
  }

  /** The private receipt image, for the booking's owner and the administrator only. */
  @Endpoint(routes.receipt)
  async receipt(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.receipt>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    return privateImageReply(response, await this.bookings.receipt(user, input.id));
  }

  /** An approved booking as a calendar file to download. */
  @Endpoint(routes.calendar)
  async calendar(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.calendar>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.bookings.calendar(user, input.id);
    const data = Buffer.from(file.text, 'utf8');
    response.header('Cache-Control', 'private, no-store');
    return new StreamableFile(data, {
      type: 'text/calendar; charset=utf-8',
      disposition: `attachment; filename="${file.fileName}"`,
      length: data.length,
    });
  }

  @Endpoint(routes.withdraw)
  withdraw(@CurrentUser() user: User, @Input() input: EndpointInput<typeof routes.withdraw>) {
    return this.bookings.withdraw(user, input.id);
  }
}
