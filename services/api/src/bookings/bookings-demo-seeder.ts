import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { manilaToday, pesosToCentavos, shiftDay, weekStart } from '@qmj/contracts';
import { drawProductImage } from '../catalog/demo-images.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { seedOnce } from '../database/seed-once.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MediaService } from '../media/media.service.js';
import { SchedulerService } from '../scheduler/scheduler.service.js';
import { UsersService } from '../users/users.service.js';
import { manilaInstant } from './booking-calendar.js';
import { BookingsService } from './bookings.service.js';
import { DEMO_BOOKINGS, DEMO_SCHEDULE, DEMO_SERVICES } from './demo-services.js';
import { Service } from './service.entity.js';
import { ServicesService } from './services.service.js';

/**
 * On first start (no services yet): four services with add-ons and drawn images, the demo
 * customer's bookings in the coming weeks (filed and approved through the API's own rules, so the
 * calendar, the bell and the outbox show them) and a few scheduler events this week.
 * `SEED_DEMO_DATA=false` turns it off (the tests do).
 */
@Injectable()
export class BookingsDemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Bookings');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly media: MediaService,
    private readonly services: ServicesService,
    private readonly bookings: BookingsService,
    private readonly scheduler: SchedulerService,
    private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemoData) return;
    await seedOnce(this.unitOfWork, { table: Service, seed: () => this.seed(), logger: this.logger });
  }

  private async seed(): Promise<string> {
    const serviceIds: number[] = [];
    for (const service of DEMO_SERVICES) {
      const image = await this.media.prepareBuffer(drawProductImage(service.shape, service.hue));
      serviceIds.push(
        await this.services.insert(
          {
            title: service.title,
            information: service.information,
            lowPricing: pesosToCentavos(service.lowPricing),
            addOns: service.addOns.map((addOn, index) => ({
              slot: index + 1,
              name: addOn.name,
              price: pesosToCentavos(addOn.price),
              stock: addOn.stock,
            })),
          },
          image,
        ),
      );
    }
    const today = manilaToday();
    const booked = await this.seedBookings(serviceIds, today);
    const sunday = weekStart(today);
    for (const event of DEMO_SCHEDULE) {
      const date = shiftDay(sunday, event.weekday);
      await this.scheduler.create({
        text: event.text,
        startDate: manilaInstant(date, event.start).toISOString(),
        endDate: manilaInstant(date, event.end).toISOString(),
      });
    }
    return `Demo bookings created: ${DEMO_SERVICES.length} services, ${booked} bookings, ${DEMO_SCHEDULE.length} scheduler events`;
  }

  /** The demo customer's bookings, when the demo customer exists; how many were made. */
  private async seedBookings(serviceIds: readonly number[], today: string): Promise<number> {
    const customer = await this.users.findByUsername(this.config.demo.username);
    if (!customer) return 0;
    for (const [index, demo] of DEMO_BOOKINGS.entries()) {
      const startDate = shiftDay(today, demo.inDays);
      const receipt = drawProductImage('album', index * 40, 96);
      const booking = await this.bookings.request(
        customer,
        {
          serviceId: serviceIds[demo.service],
          eventTitle: demo.eventTitle,
          startDate,
          endDate: shiftDay(startDate, demo.days - 1),
          meetingDate: today,
          meetingTime: '10:00',
          startTime: demo.startTime,
          endTime: demo.endTime,
          location: demo.location,
          description: demo.description,
          name: 'Maria Santos',
          email: `${customer.username}@example.com`,
          phone: '09171234567',
          addOns: demo.addOns,
        },
        { buffer: receipt, size: receipt.length },
      );
      if (demo.approved) await this.bookings.decide(booking.id, 'approve', {});
    }
    return DEMO_BOOKINGS.length;
  }
}
