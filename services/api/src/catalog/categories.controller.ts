import { Controller } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import { CategoriesService } from './categories.service.js';

const routes = apiContract.catalog;

@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Endpoint(routes.categories)
  list() {
    return this.categories.list();
  }

  @Endpoint(routes.createCategory)
  create(@Input() input: EndpointInput<typeof routes.createCategory>) {
    return this.categories.create(input.name);
  }

  @Endpoint(routes.sizes)
  sizes() {
    return this.categories.listSizes();
  }
}
