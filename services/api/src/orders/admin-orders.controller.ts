import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  type AdminOrder,
  type AdminOrderAction,
  type AdminOrdersQuery,
  adminOrderActionSchema,
  adminOrdersQuerySchema,
  type DenyOrderRequest,
  denyOrderSchema,
  type Page,
} from '@qmj/contracts';
import { Roles } from '../common/decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { orderId } from './order-id.js';
import { OrdersService } from './orders.service.js';

const actionBody = new ZodValidationPipe(adminOrderActionSchema);

/**
 * The administrator's order screens. Each action may name the status the administrator saw
 * (`expectedStatus`): it then applies only to an order still in that status.
 */
@ApiTags('admin orders')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get()
  list(@Query(new ZodValidationPipe(adminOrdersQuerySchema)) query: AdminOrdersQuery): Promise<Page<AdminOrder>> {
    return this.orders.adminList(query);
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(@Param('id', orderId) id: number, @Body(actionBody) body: AdminOrderAction): Promise<AdminOrder> {
    return this.orders.decide(id, 'approve', body);
  }

  @Post(':id/deny')
  @HttpCode(200)
  deny(
    @Param('id', orderId) id: number,
    @Body(new ZodValidationPipe(denyOrderSchema)) body: DenyOrderRequest,
  ): Promise<AdminOrder> {
    return this.orders.decide(id, 'deny', body);
  }

  @Post(':id/undo')
  @HttpCode(200)
  undo(@Param('id', orderId) id: number, @Body(actionBody) body: AdminOrderAction): Promise<AdminOrder> {
    return this.orders.decide(id, 'undo', body);
  }

  @Post(':id/deliver')
  @HttpCode(200)
  deliver(@Param('id', orderId) id: number, @Body(actionBody) body: AdminOrderAction): Promise<AdminOrder> {
    return this.orders.decide(id, 'deliver', body);
  }

  @Post(':id/delivered')
  @HttpCode(200)
  delivered(@Param('id', orderId) id: number, @Body(actionBody) body: AdminOrderAction): Promise<AdminOrder> {
    return this.orders.decide(id, 'delivered', body);
  }
}
