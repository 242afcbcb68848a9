import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module.js';
import { Customization } from './customization.entity.js';
import { CustomizationsController } from './customizations.controller.js';
import { CustomizationsService } from './customizations.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Customization]), MediaModule],
  controllers: [CustomizationsController],
  providers: [CustomizationsService],
  exports: [CustomizationsService],
})
export class CustomizationsModule {}
