import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from './auth/auth.module.js';
import { BackupsModule } from './backups/backups.module.js';
import { BookedRecordsModule } from './booked-records/booked-records.module.js';
import { BookingsModule } from './bookings/bookings.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { ClockModule } from './common/clock.js';
import { JobLocksModule } from './common/job-locks.js';
import { JwtAuthGuard } from './common/jwt-auth.guard.js';
import { RolesGuard } from './common/roles.guard.js';
import { ThrottleModule } from './common/throttle.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { CustomizationsModule } from './customizations/customizations.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { UnitOfWorkModule } from './database/unit-of-work.js';
import { HealthModule } from './health/health.module.js';
import { MailModule } from './mail/mail.module.js';
import { MediaModule } from './media/media.module.js';
import { MessagesModule } from './messages/messages.module.js';
import { ModuleReleasesModule } from './module-releases/module-releases.module.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { ReceiptsModule } from './receipts/receipts.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { SchedulerModule } from './scheduler/scheduler.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { UsersModule } from './users/users.module.js';

@Module({})
// biome-ignore lint/complexity/noStaticOnlyClass: a Nest dynamic module is a class with a static forRoot
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule,
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.database, config.nodeEnv === 'test'), retryAttempts: 0 }),
        // The one door to the data: every module reads and writes through it.
        UnitOfWorkModule,
        // Scheduled jobs take a database lock, so one replica runs each (docs/security.md).
        ScheduleModule.forRoot(),
        JobLocksModule,
        ThrottleModule,
        MailModule,
        UsersModule,
        AuthModule,
        NewsletterModule,
        MediaModule,
        CatalogModule,
        NotificationsModule,
        CustomizationsModule,
        OrdersModule,
        ReviewsModule,
        ReportsModule,
        BookingsModule,
        SchedulerModule,
        BookedRecordsModule,
        DashboardModule,
        SettingsModule,
        ReceiptsModule,
        ModuleReleasesModule,
        MessagesModule,
        HealthModule,
        BackupsModule,
      ],
      providers: [
        // Order matters: authenticate first, then check the role of the loaded user row.
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
    };
  }
}
