import type { Service } from '@qmj/contracts';
import { type DataColumn, formatCount, formatPeso } from '@qmj/web-kit/ui';
import { Button } from 'react-bootstrap';
import { imageColumn } from '../common/image-column';
import { ADD_ON_SLOTS } from './service-form';

type AddOn = Service['addOns'][number];

/** A slot's add-on, or none when the service does not offer it (no name). */
function offered(service: Service, slot: number): AddOn | undefined {
  return service.addOns.find((addOn) => addOn.slot === slot && addOn.name);
}

/** One column per slot of an add-on's name, price or stock; '—' for a slot not offered. */
function slotColumns(
  header: string,
  show: (addOn: AddOn) => string,
  options: Pick<DataColumn<Service>, 'numeric' | 'className'> = {},
): DataColumn<Service>[] {
  return ADD_ON_SLOTS.map(({ slot, ordinal }) => ({
    header: `${ordinal} ${header}`,
    cell: (service) => {
      const addOn = offered(service, slot);
      return addOn ? show(addOn) : '—';
    },
    ...options,
  }));
}

/** The Service List: ID, image, service, information, lowest price, the six request names, prices and stocks, EDIT. */
export function serviceColumns(onEdit: (service: Service) => void): DataColumn<Service>[] {
  return [
    { header: 'ID', cell: (service) => service.id, numeric: true },
    imageColumn((service) => ({ src: service.imageUrl, alt: service.title })),
    { header: 'Service', cell: (service) => service.title, className: 'fw-semibold' },
    { header: 'Information', cell: (service) => service.information, width: '16rem' },
    {
      header: 'Lowest Price',
      cell: (service) => formatPeso(service.lowPricing),
      numeric: true,
      className: 'text-nowrap',
    },
    ...slotColumns('Request', (addOn) => addOn.name),
    ...slotColumns('Price', (addOn) => formatPeso(addOn.price), { numeric: true, className: 'text-nowrap' }),
    ...slotColumns('Stock', (addOn) => formatCount(addOn.stock), { numeric: true }),
    {
      header: 'Action',
      cell: (service) => (
        <Button size="sm" variant="primary" aria-label={`EDIT ${service.title}`} onClick={() => onEdit(service)}>
          EDIT
        </Button>
      ),
    },
  ];
}
