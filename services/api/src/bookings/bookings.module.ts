import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SchedulerModule } from '../scheduler/scheduler.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminBookingsController } from './admin-bookings.controller.js';
import { AvailabilityController } from './availability.controller.js';
import { AvailabilityService } from './availability.service.js';
import { BookingCapacity } from './booking-capacity.js';
import { BookingStateMachine } from './booking-state-machine.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';
import { BookingsDemoSeeder } from './bookings-demo-seeder.js';
import { ServicesController } from './services.controller.js';
import { ServicesService } from './services.service.js';

@Module({
  imports: [MediaModule, NotificationsModule, SchedulerModule, UsersModule],
  controllers: [ServicesController, AvailabilityController, BookingsController, AdminBookingsController],
  providers: [
    ServicesService,
    AvailabilityService,
    BookingsService,
    BookingCapacity,
    BookingStateMachine,
    BookingsDemoSeeder,
  ],
  exports: [BookingsService],
})
export class BookingsModule {}
