import { Controller } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import { BookedRecordsService } from './booked-records.service.js';

const routes = apiContract.bookedRecords;

/** The administrator's booked list (`/request/table`). */
@Controller()
export class BookedRecordsController {
  constructor(private readonly records: BookedRecordsService) {}

  @Endpoint(routes.list)
  list() {
    return this.records.list();
  }

  @Endpoint(routes.create)
  create(@Input() input: EndpointInput<typeof routes.create>) {
    return this.records.create(input);
  }

  @Endpoint(routes.update)
  update(@Input() input: EndpointInput<typeof routes.update>) {
    const { id, ...fields } = input;
    return this.records.update(id, fields);
  }

  @Endpoint(routes.remove)
  async remove(@Input() input: EndpointInput<typeof routes.remove>): Promise<void> {
    await this.records.remove(input.id);
  }
}
