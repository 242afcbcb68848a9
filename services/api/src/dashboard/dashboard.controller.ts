import { Controller } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import { Endpoint, type EndpointInput, Input } from '../common/endpoint.js';
import { DashboardService } from './dashboard.service.js';
import { VisitorsService } from './visitors.service.js';

const routes = apiContract.dashboard;

/** The administrator's dashboard and customer list (the sales report is the reports module's). */
@Controller()
export class DashboardController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly visitors: VisitorsService,
  ) {}

  @Endpoint(routes.sales)
  sales(@Input() input: EndpointInput<typeof routes.sales>) {
    return this.dashboard.sales(input);
  }

  @Endpoint(routes.salesByCategory)
  salesByCategory(@Input() input: EndpointInput<typeof routes.salesByCategory>) {
    return this.dashboard.salesByCategory(input.year);
  }

  @Endpoint(routes.users)
  users() {
    return this.dashboard.userFigures();
  }

  @Endpoint(routes.customers)
  customers(@Input() input: EndpointInput<typeof routes.customers>) {
    return this.dashboard.customers(input);
  }

  @Endpoint(routes.visitors)
  visitorsPerDay(@Input() input: EndpointInput<typeof routes.visitors>) {
    return this.visitors.perDay(input.from, input.to);
  }
}
