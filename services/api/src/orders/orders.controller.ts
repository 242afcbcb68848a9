import { Controller, Res, type StreamableFile, UploadedFile } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../common/decorators.js';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import type { UploadedImage } from '../media/media.service.js';
import { privateImageReply } from '../media/private-image-reply.js';
import type { User } from '../users/user.entity.js';
import { OrdersService } from './orders.service.js';

const routes = apiContract.orders;

/** The customer's side: shipping quote, cart, checkout, own orders, cancel, undo, hide, receipt. */
@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Endpoint(routes.shippingQuote)
  quote(@Input() input: EndpointInput<typeof routes.shippingQuote>) {
    return this.orders.quote(input.address);
  }

  @Endpoint(routes.place)
  place(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.place>,
    @UploadedFile() receipt: UploadedImage | undefined,
  ) {
    return this.orders.place(user, input, receipt);
  }

  @Endpoint(routes.list)
  list(@CurrentUser() user: User, @Input() input: EndpointInput<typeof routes.list>) {
    return this.orders.list(user, input);
  }

  @Endpoint(routes.lastDetails)
  lastDetails(@CurrentUser() user: User) {
    return this.orders.lastDetails(user);
  }

  @Endpoint(routes.get)
  get(@CurrentUser() user: User, @Input() input: EndpointInput<typeof routes.get>) {
    return this.orders.one(user, input.id);
  }

  @Endpoint(routes.checkout)
  checkout(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.checkout>,
    @UploadedFile() receipt: UploadedImage | undefined,
  ) {
    return this.orders.checkout(user, input, receipt);
  }

  @Endpoint(routes.changeQuantity)
  changeQuantity(@CurrentUser() user: User, @Input() input: EndpointInput<typeof routes.changeQuantity>) {
    return this.orders.changeQuantity(user, input.id, input.quantity);
  }

  @Endpoint(routes.cancel)
  cancel(@CurrentUser() user: User, @Input() input: EndpointInput<typeof routes.cancel>) {
    return this.orders.cancel(user, input.id, input.reason);
  }

  @Endpoint(routes.undoCancel)
  undoCancel(@CurrentUser() user: User, @Input() input: EndpointInput<typeof routes.undoCancel>) {
    return this.orders.undoCancel(user, input.id);
  }

  @Endpoint(routes.remove)
  async remove(@CurrentUser() user: User, @Input() input: EndpointInput<typeof routes.remove>): Promise<void> {
    await this.orders.remove(user, input.id);
  }

  /** The private receipt image, for the order's owner and the administrator only. */
  @Endpoint(routes.receipt)
  async receipt(
    @CurrentUser() user: User,
    @Input() input: EndpointInput<typeof routes.receipt>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    return privateImageReply(response, await this.orders.receipt(user, input.id));
  }
}
