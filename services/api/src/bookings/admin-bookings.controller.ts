import { Controller } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import { BookingsService } from './bookings.service.js';

const routes = apiContract.adminBookings;

/**
 * The administrator's booking screens. Each decision may name the status the administrator saw
 * (`expectedStatus`): it then applies only to a booking still in that status.
 */
@Controller()
export class AdminBookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Endpoint(routes.list)
  list(@Input() input: EndpointInput<typeof routes.list>) {
    return this.bookings.adminList(input);
  }

  @Endpoint(routes.approve)
  approve(@Input() input: EndpointInput<typeof routes.approve>) {
    return this.bookings.decide(input.id, 'approve', input);
  }

  @Endpoint(routes.decline)
  decline(@Input() input: EndpointInput<typeof routes.decline>) {
    return this.bookings.decide(input.id, 'decline', input);
  }

  @Endpoint(routes.done)
  done(@Input() input: EndpointInput<typeof routes.done>) {
    return this.bookings.decide(input.id, 'done', input);
  }
}
