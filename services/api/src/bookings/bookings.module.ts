import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SchedulerModule } from '../scheduler/scheduler.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminBookingsController } from './admin-bookings.controller.js';
import { AvailabilityController } from './availability.controller.js';
import { AvailabilityService } from './availability.service.js';
import { BookingCapacity } from './booking-capacity.js';
import { BookingStateMachine } from './booking-state-machine.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';
import { BookingsDemoSeeder } from './bookings-demo-seeder.js';
import { BalanceReminders } from './payments/balance-reminders.js';
import { BookingDocuments } from './payments/booking-documents.js';
import { BookingPaymentLedger } from './payments/booking-payment-ledger.js';
import { BookingPaymentStateMachine } from './payments/booking-payment-state-machine.js';
import { BookingPaymentsController } from './payments/booking-payments.controller.js';
import { BookingPaymentsService } from './payments/booking-payments.service.js';
import { ServicesController } from './services.controller.js';
import { ServicesService } from './services.service.js';

@Module({
  imports: [MediaModule, NotificationsModule, SchedulerModule, SettingsModule, UsersModule],
  controllers: [
    ServicesController,
    AvailabilityController,
    BookingsController,
    AdminBookingsController,
    BookingPaymentsController,
  ],
  providers: [
    ServicesService,
    AvailabilityService,
    BookingsService,
    BookingCapacity,
    BookingStateMachine,
    BookingsDemoSeeder,
    BookingPaymentLedger,
    BookingPaymentStateMachine,
    BookingPaymentsService,
    BookingDocuments,
    BalanceReminders,
  ],
  exports: [BookingsService, BookingPaymentLedger, BookingPaymentsService],
})
export class BookingsModule {}
