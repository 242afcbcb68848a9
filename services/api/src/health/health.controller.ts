import { Controller, Inject } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import { Endpoint } from '../common/endpoint.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UnitOfWork } from '../database/unit-of-work.js';

@Controller()
export class HealthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The API answers and its database answers a query. */
  @Endpoint(apiContract.platform.health)
  async health() {
    await this.unitOfWork.manager.createQueryBuilder().select('1', 'ok').fromDummy().getRawOne();
    return { status: 'ok' as const, database: this.config.database.type };
  }
}
