import { Module } from '@nestjs/common';
import { BookedRecordsController } from './booked-records.controller.js';
import { BookedRecordsService } from './booked-records.service.js';

@Module({
  controllers: [BookedRecordsController],
  providers: [BookedRecordsService],
})
export class BookedRecordsModule {}
