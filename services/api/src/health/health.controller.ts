import { Controller, Inject } from '@nestjs/common';
import { apiContract } from '@qmj/contracts';
import { DataSource } from 'typeorm';
import { Endpoint } from '../common/endpoint.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

@Controller()
export class HealthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  /** The API answers and its database answers a query. */
  @Endpoint(apiContract.platform.health)
  async health() {
    await this.dataSource.createQueryBuilder().select('1', 'ok').fromDummy().getRawOne();
    return { status: 'ok' as const, database: this.config.database.type };
  }
}
