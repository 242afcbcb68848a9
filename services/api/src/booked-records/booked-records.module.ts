import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookedRecord } from './booked-record.entity.js';
import { BookedRecordsController } from './booked-records.controller.js';
import { BookedRecordsService } from './booked-records.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([BookedRecord])],
  controllers: [BookedRecordsController],
  providers: [BookedRecordsService],
})
export class BookedRecordsModule {}
