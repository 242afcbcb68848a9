import { Controller, Req } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import type { FastifyRequest } from 'fastify';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import { VisitorsService } from './visitors.service.js';

const routes = apiContract.analytics;

/** The shell's page-view beacon: public, no cookie, nothing about the visitor kept (docs/dashboard.md). */
@Controller()
export class AnalyticsController {
  constructor(private readonly visitors: VisitorsService) {}

  @Endpoint(routes.visit)
  async visit(@Req() request: FastifyRequest, @Input() _input: EndpointInput<typeof routes.visit>): Promise<void> {
    // `trustProxy: 'loopback'`: the gateway on 127.0.0.1 forwards the client's address in X-Forwarded-For.
    const address = request.ip || request.socket.remoteAddress || 'unknown';
    await this.visitors.record(address, request.headers['user-agent'] ?? '');
  }
}
