import { Controller } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import { OrdersService } from './orders.service.js';

const routes = apiContract.adminOrders;

/**
 * The administrator's order screens. Each action may name the status the administrator saw
 * (`expectedStatus`): it then applies only to an order still in that status.
 */
@Controller()
export class AdminOrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Endpoint(routes.list)
  list(@Input() input: EndpointInput<typeof routes.list>) {
    return this.orders.adminList(input);
  }

  @Endpoint(routes.approve)
  approve(@Input() input: EndpointInput<typeof routes.approve>) {
    return this.orders.decide(input.id, 'approve', input);
  }

  @Endpoint(routes.deny)
  deny(@Input() input: EndpointInput<typeof routes.deny>) {
    return this.orders.decide(input.id, 'deny', input);
  }

  @Endpoint(routes.undo)
  undo(@Input() input: EndpointInput<typeof routes.undo>) {
    return this.orders.decide(input.id, 'undo', input);
  }

  @Endpoint(routes.deliver)
  deliver(@Input() input: EndpointInput<typeof routes.deliver>) {
    return this.orders.decide(input.id, 'deliver', input);
  }

  @Endpoint(routes.delivered)
  delivered(@Input() input: EndpointInput<typeof routes.delivered>) {
    return this.orders.decide(input.id, 'delivered', input);
  }
}
