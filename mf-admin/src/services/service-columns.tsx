import type { Service } from '@qmj/contracts';
import { type DataColumn, formatPeso } from '@qmj/web-kit/ui';
import { Button } from 'react-bootstrap';
import { imageColumn } from '../common/image-column';

/** The add-ons a service offers (a slot without a name is not offered), each with its price; stocks are in EDIT. */
function OfferedAddOns({ service }: { service: Service }) {
  const offered = service.addOns.filter((addOn) => addOn.name);
  if (offered.length === 0) return '—';
  return (
    <ul className="list-unstyled mb-0 small">
      {offered.map((addOn) => (
        <li key={addOn.slot}>
          {addOn.name} <span className="text-nowrap text-body-secondary">{formatPeso(addOn.price)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Service List: ID, image, service, information, lowest price, the requests offered with their prices, EDIT.
 * The six request slots, their prices and stocks are the EDIT dialog's: a column each made a row of 24 columns.
 */
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
    { header: 'Requests', cell: (service) => <OfferedAddOns service={service} /> },
    {
      header: 'Action',
      cell: (service) => (
        <Button size="sm" variant="primary" aria-label={`EDIT ${service.title}`} onClick={() => onEdit(service)}>
          EDIT
        </Button>
      ),
      actions: true,
    },
  ];
}
