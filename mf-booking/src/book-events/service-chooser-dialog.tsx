import type { Service } from '@qmj/contracts';
import { errorMessage } from '@qmj/web-kit';
import { ApiImage, EmptyState, ErrorState, formatDate, formatPeso, Loading, MessageDialog } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { ListGroup } from 'react-bootstrap';
import { servicesQueryOptions } from './book-events-queries';
import { SERVICES_FAILED } from './service-results';

interface ServiceChooserDialogProps {
  /** The day chosen on the calendar. */
  day: string;
  onChoose: (service: Service) => void;
  onClose: () => void;
}

/** After File Request: which service the request is for. */
export function ServiceChooserDialog({ day, onChoose, onClose }: ServiceChooserDialogProps) {
  const services = useQuery(servicesQueryOptions(''));
  let content = <Loading />;
  if (services.isError) {
    content = (
      <ErrorState message={errorMessage(services.error, SERVICES_FAILED)} onRetry={() => void services.refetch()} />
    );
  } else if (services.data?.length === 0) {
    content = <EmptyState text="There are no services yet." />;
  } else if (services.data) {
    content = (
      <ListGroup>
        {services.data.map((service) => (
          <ListGroup.Item
            key={service.id}
            action
            className="d-flex align-items-center gap-3"
            onClick={() => onChoose(service)}
          >
            <ApiImage src={service.imageUrl} alt="" missingLabel="" width={64} height={48} className="rounded" />
            <span className="flex-grow-1">
              <span className="d-block fw-semibold">{service.title}</span>
              <span className="small text-body-secondary">Starting at {formatPeso(service.lowPricing)}</span>
            </span>
          </ListGroup.Item>
        ))}
      </ListGroup>
    );
  }
  return (
    <MessageDialog
      title="Choose a Service"
      buttonText="Close"
      onClose={onClose}
      message={
        <>
          <p>Which service is your event on {formatDate(day, { month: 'long' })} for?</p>
          {content}
        </>
      }
    />
  );
}
