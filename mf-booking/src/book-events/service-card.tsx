import type { Service } from '@qmj/contracts';
import { formatPeso } from '@qmj/web-kit/ui';
import { Button, Card } from 'react-bootstrap';
import { ServiceImage } from '../shared/service-image';

interface ServiceCardProps {
  service: Service;
  onBook: () => void;
  /** The first card: its picture is the first screen's largest. */
  priority?: boolean;
}

/** One service of the booking page: picture, starting price, name, id and Book Now. */
export function ServiceCard({ service, onBook, priority = false }: ServiceCardProps) {
  const titleId = `service-${service.id}-title`;
  return (
    <Card as="article" aria-labelledby={titleId} className="h-100 shadow-sm border-0">
      <ServiceImage src={service.imageUrl} title={service.title} className="card-img-top" priority={priority} />
      <Card.Body className="d-flex flex-column gap-1">
        <p className="small text-body-secondary mb-0">Starting at</p>
        <p className="fs-5 fw-bold mb-0">{formatPeso(service.lowPricing)}</p>
        <h2 id={titleId} className="h6 mb-0">
          {service.title}
        </h2>
        <p className="small text-body-secondary mb-2">ID: {service.id}</p>
        <Button variant="primary" className="mt-auto" aria-describedby={titleId} onClick={onBook}>
          Book Now
        </Button>
      </Card.Body>
    </Card>
  );
}
