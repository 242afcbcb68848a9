import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { apiContract, productListQuerySchema } from '@qmj/contracts';
import type { FastifyInstance } from 'fastify';
import { ProductsService } from './products.service.js';

const LIST_PATH = `/api${apiContract.catalog.products['~orpc'].route.path}`;

/**
 * The catalogue list with a valid query, answered as soon as Fastify has routed it: the same
 * contract schema and the same service as `ProductsController.list`, without Nest's per-request
 * guards and interceptors, which were most of the list's cost (docs/catalogue.md#the-list-cache).
 * Anything else (a bad query's 400, a failed read) goes on to the controller, which answers it as
 * every route does.
 */
@Injectable()
export class ProductListFastPath implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly products: ProductsService,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || request.routeOptions.url !== LIST_PATH) return;
      const query = productListQuerySchema.safeParse(request.query);
      if (!query.success) return;
      const json = await this.products.listJson(query.data).catch(() => null);
      if (json === null) return;
      return reply.type('application/json; charset=utf-8').send(json);
    });
  }
}
