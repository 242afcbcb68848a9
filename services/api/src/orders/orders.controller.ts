import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  type CancelOrderRequest,
  type CartQuantityRequest,
  type CheckoutRequest,
  type CustomerOrdersQuery,
  cancelOrderSchema,
  cartQuantitySchema,
  checkoutSchema,
  customerOrdersQuerySchema,
  type Order,
  type Page,
  type PlaceOrderRequest,
  placeOrderSchema,
  type ShippingQuote,
  shippingQuoteQuerySchema,
} from '@qmj/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Public } from '../common/decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ImageUpload } from '../media/image-upload.interceptor.js';
import type { UploadedImage } from '../media/media.service.js';
import type { User } from '../users/user.entity.js';
import { orderId } from './order-id.js';
import { OrdersService } from './orders.service.js';

/** The customer's side: shipping quote, cart, checkout, own orders, cancel, undo, hide, receipt. */
@ApiTags('orders')
@ApiBearerAuth()
@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  /** The shipping fee of an address (a stable ₱25–₱35), for anyone. */
  @Public()
  @Get('shipping-quote')
  quote(@Query(new ZodValidationPipe(shippingQuoteQuerySchema)) query: { address: string }): ShippingQuote {
    return this.orders.quote(query.address);
  }

  /** A cart line (intent `cart`) or a placed order (intent `order`); multipart with an optional `receipt`, or JSON. */
  @Post('orders')
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(ImageUpload('receipt'))
  place(
    @CurrentUser() user: User,
    @Body(new ZodValidationPipe(placeOrderSchema)) body: PlaceOrderRequest,
    @UploadedFile() receipt: UploadedImage | undefined,
  ): Promise<Order> {
    return this.orders.place(user, body, receipt);
  }

  @Get('orders')
  list(
    @CurrentUser() user: User,
    @Query(new ZodValidationPipe(customerOrdersQuerySchema)) query: CustomerOrdersQuery,
  ): Promise<Page<Order>> {
    return this.orders.list(user, query);
  }

  /** The selected cart lines placed with one set of details (multipart: orderIds, details, paymentMethod, `receipt`). */
  @Post('orders/checkout')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(ImageUpload('receipt'))
  checkout(
    @CurrentUser() user: User,
    @Body(new ZodValidationPipe(checkoutSchema)) body: CheckoutRequest,
    @UploadedFile() receipt: UploadedImage | undefined,
  ): Promise<Order[]> {
    return this.orders.checkout(user, body, receipt);
  }

  @Patch('orders/:id')
  changeQuantity(
    @CurrentUser() user: User,
    @Param('id', orderId) id: number,
    @Body(new ZodValidationPipe(cartQuantitySchema)) body: CartQuantityRequest,
  ): Promise<Order> {
    return this.orders.changeQuantity(user, id, body.quantity);
  }

  @Post('orders/:id/cancel')
  @HttpCode(200)
  cancel(
    @CurrentUser() user: User,
    @Param('id', orderId) id: number,
    @Body(new ZodValidationPipe(cancelOrderSchema)) body: CancelOrderRequest,
  ): Promise<Order> {
    return this.orders.cancel(user, id, body.reason);
  }

  @Post('orders/:id/undo-cancel')
  @HttpCode(200)
  undoCancel(@CurrentUser() user: User, @Param('id', orderId) id: number): Promise<Order> {
    return this.orders.undoCancel(user, id);
  }

  /** A cart line is removed; any other order is hidden from the customer only. */
  @Delete('orders/:id')
  @HttpCode(204)
  async remove(@CurrentUser() user: User, @Param('id', orderId) id: number): Promise<void> {
    await this.orders.remove(user, id);
  }

  /** The private receipt image, for the order's owner and the administrator only. */
  @Get('orders/:id/receipt')
  async receipt(
    @CurrentUser() user: User,
    @Param('id', orderId) id: number,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.orders.receipt(user, id);
    response.header('Cache-Control', 'private, no-store');
    response.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return new StreamableFile(file.data, { type: file.contentType, length: file.data.length });
  }
}
