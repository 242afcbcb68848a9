import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { CustomizationsController } from './customizations.controller.js';
import { CustomizationsService } from './customizations.service.js';

@Module({
  imports: [MediaModule],
  controllers: [CustomizationsController],
  providers: [CustomizationsService],
  exports: [CustomizationsService],
})
export class CustomizationsModule {}
