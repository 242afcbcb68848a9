import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ADD_ON_SLOT_COUNT,
  BOOKING_MESSAGES,
  CATALOG_MESSAGES,
  type RemainingAddOns,
  type ServiceFields,
  type Service as ServiceView,
} from '@qmj/contracts';
import { DataSource, In } from 'typeorm';
import { containsPattern } from '../common/database-rows.js';
import { inTransaction } from '../common/transaction.js';
import { MediaService, type UploadedImage } from '../media/media.service.js';
import { BookingCapacity } from './booking-capacity.js';
import { toService } from './booking-view.js';
import { Service } from './service.entity.js';
import { ServiceAddOn } from './service-add-on.entity.js';

/** The six slots a form describes: a slot not given, or given without a name, is empty (no price, no stock). */
function sixSlots(addOns: ServiceFields['addOns']): Omit<ServiceAddOn, 'id' | 'serviceId'>[] {
  return Array.from({ length: ADD_ON_SLOT_COUNT }, (_, index) => {
    const given = addOns.find((addOn) => addOn.slot === index + 1);
    return given?.name
      ? { slot: given.slot, name: given.name, price: given.price, stock: given.stock }
      : { slot: index + 1, name: '', price: 0, stock: 0 };
  });
}

/** The services customers book, with their six add-on slots (docs/bookings.md). */
@Injectable()
export class ServicesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaService,
    private readonly capacity: BookingCapacity,
  ) {}

  /** Every service, oldest first, searched by title. */
  async list(q?: string): Promise<ServiceView[]> {
    const query = this.dataSource.manager.createQueryBuilder(Service, 's').orderBy('s.id', 'ASC');
    if (q) query.where("LOWER(s.title) LIKE :pattern ESCAPE '!'", { pattern: containsPattern(q) });
    const services = await query.getMany();
    const slots = services.length
      ? await this.dataSource.manager.find(ServiceAddOn, { where: { serviceId: In(services.map((s) => s.id)) } })
      : [];
    return services.map((service) =>
      toService(
        service,
        slots.filter((slot) => slot.serviceId === service.id),
      ),
    );
  }

  /** 404 'That service does not exist.' */
  async get(id: number): Promise<ServiceView> {
    const service = await this.find(id);
    return toService(service, await this.dataSource.manager.findBy(ServiceAddOn, { serviceId: id }));
  }

  /** The service row itself (404 'That service does not exist.'). */
  async find(id: number): Promise<Service> {
    const service = await this.dataSource.manager.findOneBy(Service, { id });
    if (!service) throw new NotFoundException(BOOKING_MESSAGES.serviceMissing);
    return service;
  }

  /** The service's offered slots (those with a name), by slot. */
  async offeredSlots(id: number): Promise<Map<number, ServiceAddOn>> {
    const slots = await this.dataSource.manager.findBy(ServiceAddOn, { serviceId: id });
    return new Map(slots.filter((slot) => slot.name).map((slot) => [slot.slot, slot]));
  }

  /** Adds a service with its six slots; every field and the image are required. */
  async create(fields: ServiceFields, image: UploadedImage | undefined): Promise<ServiceView> {
    if (!image) throw new BadRequestException(CATALOG_MESSAGES.fillRequired);
    const imageKey = await this.media.storeImage(image);
    try {
      return await this.get(await this.insert(fields, imageKey));
    } catch (error) {
      await this.media.remove(imageKey);
      throw error;
    }
  }

  /** The same insert for code that already has a stored image (demo data). */
  insert(fields: ServiceFields, imageKey: string): Promise<number> {
    return inTransaction(this.dataSource, async (manager) => {
      const now = new Date();
      const result = await manager.insert(Service, {
        title: fields.title,
        information: fields.information,
        lowPricing: fields.lowPricing,
        imageKey,
        createdAt: now,
        updatedAt: now,
      });
      const serviceId = Number(result.identifiers[0].id);
      await manager.insert(
        ServiceAddOn,
        sixSlots(fields.addOns).map((slot) => ({ ...slot, serviceId })),
      );
      return serviceId;
    });
  }

  /**
   * Edits a service and its six slots; the image is optional here. Bookings keep the title and
   * prices they were made with; a lower stock only lowers what remains for new requests.
   */
  async update(id: number, fields: ServiceFields, image: UploadedImage | undefined): Promise<ServiceView> {
    const imageKey = image ? await this.media.storeImage(image) : null;
    try {
      await inTransaction(this.dataSource, async (manager) => {
        const result = await manager.update(Service, id, {
          title: fields.title,
          information: fields.information,
          lowPricing: fields.lowPricing,
          ...(imageKey ? { imageKey } : {}),
          updatedAt: new Date(),
        });
        if (!result.affected) throw new NotFoundException(BOOKING_MESSAGES.serviceMissing);
        // Every service has its six slot rows: each is updated in place.
        for (const { slot, ...values } of sixSlots(fields.addOns)) {
          await manager.update(ServiceAddOn, { serviceId: id, slot }, values);
        }
      });
    } catch (error) {
      await this.media.remove(imageKey);
      throw error;
    }
    return this.get(id);
  }

  /** What remains of each slot for the range `start`..`end`. */
  async remaining(id: number, start: string, end: string): Promise<RemainingAddOns> {
    await this.find(id);
    return {
      addOns: await this.capacity.remaining(this.dataSource.manager, { serviceId: id, startDate: start, endDate: end }),
    };
  }
}
