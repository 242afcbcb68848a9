import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ADD_ON_SLOT_COUNT,
  BOOKING_MESSAGES,
  CATALOG_MESSAGES,
  type RemainingAddOns,
  type ServiceFields,
  type Service as ServiceView,
} from '@qmj/contracts';
import { containsPattern } from '../common/database-rows.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MediaService, type PendingUpload, type UploadedImage } from '../media/media.service.js';
import { BookingCapacity } from './booking-capacity.js';
import { toService } from './booking-view.js';
import { Service } from './service.entity.js';
import { ServiceAddOn } from './service-add-on.entity.js';
import { ALL_SERVICES, SERVICE_BY_ID, SERVICES_TITLED, SLOTS_OF_SERVICES } from './service-queries.js';

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
    private readonly unitOfWork: UnitOfWork,
    private readonly media: MediaService,
    private readonly capacity: BookingCapacity,
  ) {}

  /** Every service, oldest first, searched by title. */
  async list(q?: string): Promise<ServiceView[]> {
    const services = q
      ? await this.unitOfWork.rows(SERVICES_TITLED, { pattern: containsPattern(q) })
      : await this.unitOfWork.rows(ALL_SERVICES);
    const slots = services.length
      ? await this.unitOfWork.rows(SLOTS_OF_SERVICES, { serviceIds: services.map((service) => service.id) })
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
    return toService(service, await this.unitOfWork.rows(SLOTS_OF_SERVICES, { serviceIds: [id] }));
  }

  /** The service row itself (404 'That service does not exist.'). */
  async find(id: number): Promise<Service> {
    const service = await this.unitOfWork.row(SERVICE_BY_ID, { id });
    if (!service) throw new NotFoundException(BOOKING_MESSAGES.serviceMissing);
    return service;
  }

  /** The service's offered slots (those with a name), by slot. */
  async offeredSlots(id: number): Promise<Map<number, ServiceAddOn>> {
    const slots = await this.unitOfWork.rows(SLOTS_OF_SERVICES, { serviceIds: [id] });
    return new Map(slots.filter((slot) => slot.name).map((slot) => [slot.slot, slot]));
  }

  /** Adds a service with its six slots; every field and the image are required. */
  async create(fields: ServiceFields, image: UploadedImage | undefined): Promise<ServiceView> {
    if (!image) throw new BadRequestException(CATALOG_MESSAGES.fillRequired);
    return this.get(await this.insert(fields, await this.media.prepare(image)));
  }

  /** The same insert for code that prepared the image itself (demo data); the image is in place once it commits. */
  insert(fields: ServiceFields, image: PendingUpload): Promise<number> {
    return this.unitOfWork.transaction(async (manager) => {
      const now = new Date();
      const result = await manager.insert(Service, {
        title: fields.title,
        information: fields.information,
        lowPricing: fields.lowPricing,
        imageKey: await this.media.keep(image),
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
   * prices they were made with; a lower stock only lowers what remains for new requests. A replaced
   * image stays stored: the notices of the service's bookings show it.
   */
  async update(id: number, fields: ServiceFields, image: UploadedImage | undefined): Promise<ServiceView> {
    const newImage = image ? await this.media.prepare(image) : null;
    await this.unitOfWork.transaction(async (manager) => {
      const result = await manager.update(Service, id, {
        title: fields.title,
        information: fields.information,
        lowPricing: fields.lowPricing,
        ...(newImage ? { imageKey: await this.media.keep(newImage) } : {}),
        updatedAt: new Date(),
      });
      if (!result.affected) throw new NotFoundException(BOOKING_MESSAGES.serviceMissing);
      // Every service has its six slot rows: each is updated in place.
      for (const { slot, ...values } of sixSlots(fields.addOns)) {
        await manager.update(ServiceAddOn, { serviceId: id, slot }, values);
      }
    });
    return this.get(id);
  }

  /** What remains of each slot for the range `start`..`end`. */
  async remaining(id: number, start: string, end: string): Promise<RemainingAddOns> {
    await this.find(id);
    return {
      addOns: await this.capacity.remaining({ serviceId: id, startDate: start, endDate: end }),
    };
  }
}
