import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { CanaryCheck } from './canary-check.js';
import { ModuleReleasesController } from './module-releases.controller.js';
import { ModuleReleasesService } from './module-releases.service.js';
import { ReleaseCounts } from './release-counts.js';
import { ReleaseFiles } from './release-files.js';

/** The feature modules' releases (docs/deploying-modules.md): the registry, its files, its counts, the canary check. */
@Module({
  imports: [UsersModule],
  controllers: [ModuleReleasesController],
  providers: [ModuleReleasesService, ReleaseFiles, ReleaseCounts, CanaryCheck],
})
export class ModuleReleasesModule {}
