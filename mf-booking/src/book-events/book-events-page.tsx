import { MY_BOOKINGS_PAGE, type Service } from '@qmj/contracts';
import { errorMessage } from '@qmj/web-kit';
import { Link } from '@qmj/web-kit/router';
import { SearchBox, useDrawnInSlices, usePageTitle, useSettledSearch } from '@qmj/web-kit/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button, Col, Container, Row } from 'react-bootstrap';
import { AvailabilityDialog } from '../availability/availability-dialog';
import { TodaysEvents } from '../availability/todays-events';
import { servicesQueryOptions } from './book-events-queries';
import { RequestFiledDialog } from './request-filed-dialog';
import { ServiceChooserDialog } from './service-chooser-dialog';
import { SERVICES_FAILED, ServiceResults } from './service-results';

// The booking request's form (its zod rules, add-ons and receipt reading) loads as it is first opened: the page draws
// without it.
const BookingDialog = lazy(() =>
  import('../booking-request/booking-dialog').then((module) => ({ default: module.BookingDialog })),
);

type OpenDialog =
  | { kind: 'availability' }
  | { kind: 'chooser'; day: string }
  | { kind: 'booking'; service: Service; day: string | null }
  | { kind: 'filed' }
  | null;

/** `/bookevents`: the services to book, today's events, and the availability calendar. */
export function BookEventsPage() {
  usePageTitle('Book an Event');
  const [typed, setTyped] = useState('');
  const { query, searching } = useSettledSearch(typed);
  const services = useQuery({
    ...servicesQueryOptions(query),
    placeholderData: keepPreviousData,
  });
  const drawn = useDrawnInSlices(services.data !== undefined);
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);

  return (
    <Container className="py-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Book an Event</h1>
        <div className="d-flex flex-wrap gap-2">
          <Link to={MY_BOOKINGS_PAGE.path} className="btn btn-outline-primary">
            {MY_BOOKINGS_PAGE.title}
          </Link>
          <Button variant="primary" onClick={() => setOpen({ kind: 'availability' })}>
            Check Availability
          </Button>
        </div>
      </div>
      <Row className="g-4">
        <Col lg={4} xl={3} className="order-lg-2">
          <TodaysEvents />
        </Col>
        <Col lg={8} xl={9}>
          <div className="mb-3">
            <SearchBox id="service-search" label="Search services" value={typed} onChange={setTyped} />
          </div>
          <ServiceResults
            services={drawn ? services.data : undefined}
            loading={searching || services.isPending || (services.data !== undefined && !drawn)}
            error={services.isError ? errorMessage(services.error, SERVICES_FAILED) : null}
            onRetry={() => void services.refetch()}
            searched={query !== ''}
            onBook={(service) => setOpen({ kind: 'booking', service, day: null })}
          />
        </Col>
      </Row>
      {open?.kind === 'availability' && (
        <AvailabilityDialog onClose={close} onFileRequest={(day) => setOpen({ kind: 'chooser', day })} />
      )}
      {open?.kind === 'chooser' && (
        <ServiceChooserDialog
          day={open.day}
          onChoose={(service) => setOpen({ kind: 'booking', service, day: open.day })}
          onClose={close}
        />
      )}
      {open?.kind === 'booking' && (
        <Suspense fallback={null}>
          <BookingDialog
            service={open.service}
            day={open.day}
            onClose={close}
            onFiled={() => setOpen({ kind: 'filed' })}
          />
        </Suspense>
      )}
      {open?.kind === 'filed' && <RequestFiledDialog onClose={close} />}
    </Container>
  );
}
