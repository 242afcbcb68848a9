import type { Service } from '@qmj/contracts';
import { EmptyState, ErrorState, Loading } from '@qmj/web-kit/ui';
import { Col, Row } from 'react-bootstrap';
import { ServiceCard } from './service-card';

export const SERVICES_FAILED = 'The services could not be loaded.';

interface ServiceResultsProps {
  services: Service[] | undefined;
  /** The search loader is showing, or the first answer is on its way. */
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  searched: boolean;
  onBook: (service: Service) => void;
}

/** The grid of service cards with its loading, error and empty states; one card a row on a phone. */
export function ServiceResults({ services, loading, error, onRetry, searched, onBook }: ServiceResultsProps) {
  if (error !== null && !loading) return <ErrorState message={error} onRetry={onRetry} className="my-4" />;
  if (loading || !services) return <Loading />;
  if (services.length === 0) {
    return <EmptyState text={searched ? 'No services match your search.' : 'There are no services yet.'} />;
  }
  return (
    <Row xs={1} sm={2} xl={3} className="g-3">
      {services.map((service, index) => (
        <Col key={service.id}>
          <ServiceCard service={service} onBook={() => onBook(service)} priority={index === 0} />
        </Col>
      ))}
    </Row>
  );
}
