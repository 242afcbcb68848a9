import { Controller, Inject } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import { Endpoint } from '../common/endpoint.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PreparedQuery } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';

/** The database's answer to the health check. */
const DATABASE_ANSWERS = PreparedQuery.values('health: the database answers', (manager) =>
  manager.createQueryBuilder().select('1', 'ok').fromDummy(),
);

@Controller()
export class HealthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The API answers and its database answers a query. */
  @Endpoint(apiContract.platform.health)
  async health() {
    await this.unitOfWork.row(DATABASE_ANSWERS);
    return { status: 'ok' as const, database: this.config.database.type };
  }
}
