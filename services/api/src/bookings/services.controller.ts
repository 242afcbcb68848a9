import { Controller, UploadedFile } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import type { UploadedImage } from '../media/media.service.js';
import { ServicesService } from './services.service.js';

const routes = apiContract.services;

/** The services customers book: read by anyone, added and edited by the administrator. */
@Controller()
export class ServicesController {
  constructor(private readonly services: ServicesService) {}

  @Endpoint(routes.list)
  list(@Input() input: EndpointInput<typeof routes.list>) {
    return this.services.list(input.q);
  }

  @Endpoint(routes.get)
  get(@Input() input: EndpointInput<typeof routes.get>) {
    return this.services.get(input.id);
  }

  @Endpoint(routes.create)
  create(@Input() input: EndpointInput<typeof routes.create>, @UploadedFile() image: UploadedImage | undefined) {
    return this.services.create(input, image);
  }

  @Endpoint(routes.update)
  update(@Input() input: EndpointInput<typeof routes.update>, @UploadedFile() image: UploadedImage | undefined) {
    return this.services.update(input.id, input, image);
  }

  @Endpoint(routes.remaining)
  remaining(@Input() input: EndpointInput<typeof routes.remaining>) {
    return this.services.remaining(input.id, input.start, input.end);
  }
}
