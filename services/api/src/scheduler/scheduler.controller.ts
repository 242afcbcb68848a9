import { Controller } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import { SchedulerService } from './scheduler.service.js';

const routes = apiContract.schedule;

/** The administrator's scheduler (`/calendar`): its own events, created, changed, moved and deleted. */
@Controller()
export class SchedulerController {
  constructor(private readonly scheduler: SchedulerService) {}

  @Endpoint(routes.list)
  list(@Input() input: EndpointInput<typeof routes.list>) {
    return this.scheduler.list(input);
  }

  @Endpoint(routes.create)
  create(@Input() input: EndpointInput<typeof routes.create>) {
    return this.scheduler.create(input);
  }

  @Endpoint(routes.update)
  update(@Input() input: EndpointInput<typeof routes.update>) {
    return this.scheduler.update(input.id, input);
  }

  @Endpoint(routes.remove)
  async remove(@Input() input: EndpointInput<typeof routes.remove>): Promise<void> {
    await this.scheduler.remove(input.id);
  }
}
