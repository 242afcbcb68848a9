import { matchesSearch } from '../common/database-rows.js';
import { PreparedQuery } from '../database/prepared-query.js';
import { Service } from './service.entity.js';
import { ServiceAddOn } from './service-add-on.entity.js';

// The service queries of every services page, request and approval (docs/architecture.md#prepared-queries).

export const SERVICE_BY_ID = PreparedQuery.entities('service by id', (manager) =>
  manager.createQueryBuilder(Service, 's').where('s.id = :id'),
);

/** The same row, write-locked until the transaction ends (`PreparedQuery.lockedEntities`). */
export const SERVICE_BY_ID_LOCKED = PreparedQuery.lockedEntities('service by id, locked', (manager) =>
  manager.createQueryBuilder(Service, 's').where('s.id = :id'),
);

/** Every service, oldest first. */
export const ALL_SERVICES = PreparedQuery.entities('every service', (manager) =>
  manager.createQueryBuilder(Service, 's').orderBy('s.id', 'ASC'),
);

/** The services whose title holds a search (`:pattern`, from `containsPattern`), oldest first. */
export const SERVICES_TITLED = PreparedQuery.entities('services by title', (manager) =>
  manager.createQueryBuilder(Service, 's').where(matchesSearch('s.title')).orderBy('s.id', 'ASC'),
);

/** The six add-on slots of some services (`:...serviceIds`), by service and slot. */
export const SLOTS_OF_SERVICES = PreparedQuery.entities('add-on slots of services', (manager) =>
  manager
    .createQueryBuilder(ServiceAddOn, 'a')
    .where('a.serviceId IN (:...serviceIds)')
    .orderBy('a.serviceId', 'ASC')
    .addOrderBy('a.slot', 'ASC'),
);
