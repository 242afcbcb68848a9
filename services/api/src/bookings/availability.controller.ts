import { Controller } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import { AvailabilityService } from './availability.service.js';

const routes = apiContract.availability;

/** The public booking calendar: counts and times, no personal data. */
@Controller()
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Endpoint(routes.month)
  month(@Input() input: EndpointInput<typeof routes.month>) {
    return this.availability.month(input.month);
  }

  @Endpoint(routes.day)
  day(@Input() input: EndpointInput<typeof routes.day>) {
    return this.availability.day(input.date);
  }
}
