import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  @Public()
  @Get()
  async health(): Promise<{ status: 'ok'; database: 'sqlite' | 'mysql' }> {
    await this.dataSource.query('SELECT 1');
    return { status: 'ok', database: this.config.database.type };
  }
}
