import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ProductsService } from '../catalog/products.service.js';
import { Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { seedOnce } from '../database/seed-once.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { UsersService } from '../users/users.service.js';
import { Order } from './order.entity.js';
import { OrdersService } from './orders.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo customer's orders: how many days ago each was placed and approved, and how far it went. */
const DEMO_ORDERS = [
  { daysAgo: 200, quantity: 4, step: 'delivered' },
  { daysAgo: 150, quantity: 2, step: 'delivered' },
  { daysAgo: 110, quantity: 6, step: 'delivered' },
  { daysAgo: 75, quantity: 3, step: 'delivered' },
  { daysAgo: 40, quantity: 5, step: 'delivered' },
  { daysAgo: 21, quantity: 2, step: 'deliver' },
  { daysAgo: 9, quantity: 1, step: 'approve' },
  { daysAgo: 3, quantity: 3, step: 'approve' },
  { daysAgo: 0, quantity: 2, step: 'none' },
] as const;

const ADMIN_STEPS = ['approve', 'deliver', 'delivered'] as const;

/**
 * On first start (no orders yet): the demo customer's orders over the past months, placed and
 * approved through the API's own rules, so the dashboard, the product sales and the order lists have
 * something to show. Each is dated by standing the clock at its day for the moment it is made.
 * `SEED_DEMO_DATA=false` turns it off (the tests do).
 */
@Injectable()
export class OrdersDemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Orders');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly orders: OrdersService,
    private readonly products: ProductsService,
    private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemoData) return;
    await seedOnce(this.unitOfWork, { table: Order, seed: () => this.seed(), logger: this.logger });
  }

  private async seed(): Promise<string | undefined> {
    const customer = await this.users.findByUsername(this.config.demo.username);
    // A customizable mug is ordered with a design only (docs/customizer.md): the demo orders are of the other products.
    const products = await this.products.listAll({ customizable: false });
    if (!customer || products.length === 0) return undefined;
    const now = this.clock.now();
    const tellTime = this.clock.now;
    try {
      for (const [index, demo] of DEMO_ORDERS.entries()) {
        const day = new Date(now.getTime() - demo.daysAgo * DAY_MS);
        this.clock.now = () => day;
        const product = products[(index * 5) % products.length];
        const order = await this.orders.place(
          customer,
          {
            productId: product.id,
            quantity: demo.quantity,
            address: 'Poblacion, Lipa City, Batangas',
            contact: '09171234567',
            otherInfo: 'Near the church',
            customerName: 'Maria Santos',
            paymentMethod: 'COD',
            intent: 'order',
          },
          undefined,
        );
        const steps = demo.step === 'none' ? 0 : ADMIN_STEPS.indexOf(demo.step) + 1;
        for (const action of ADMIN_STEPS.slice(0, steps)) await this.orders.decide(order.id, action, {});
      }
    } finally {
      this.clock.now = tellTime;
    }
    return `Demo orders created: ${DEMO_ORDERS.length}`;
  }
}
