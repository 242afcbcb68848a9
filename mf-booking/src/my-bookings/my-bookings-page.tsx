import { MY_BOOKINGS_PAGE, PATHS } from '@qmj/contracts';
import { errorMessage } from '@qmj/web-kit';
import { Link, useNavigate, useSearchParams } from '@qmj/web-kit/router';
import { EmptyState, ErrorState, Loading, Pager, useDrawnInSlices, usePageTitle } from '@qmj/web-kit/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert, Container, Nav } from 'react-bootstrap';
import { BookingCard } from './booking-card';
import { BOOKING_TABS, type BookingFilter, bookingFilterFrom, bookingFilterSearch } from './booking-filter';
import { myBookingsQueryOptions } from './my-bookings-queries';

export const BOOKINGS_FAILED = 'Your bookings could not be loaded.';

/** `/mybookings`: the customer's booking requests and events by status, 10 a page. */
export function MyBookingsPage() {
  usePageTitle(MY_BOOKINGS_PAGE.title);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filter = bookingFilterFrom(params);
  const [notice, setNotice] = useState<string | null>(null);
  const bookings = useQuery({
    ...myBookingsQueryOptions(filter),
    placeholderData: keepPreviousData,
  });
  const drawn = useDrawnInSlices(bookings.data !== undefined);
  const list = drawn ? bookings.data : undefined;
  const show = (next: BookingFilter) => navigate({ search: bookingFilterSearch(next) });

  // After the last booking of the last page leaves the tab (withdrawn), show the page before it.
  useEffect(() => {
    if (list && list.items.length === 0 && list.total > 0 && list.page > 1) {
      navigate({ search: bookingFilterSearch({ status: filter.status, page: Math.ceil(list.total / list.pageSize) }) });
    }
  }, [list, filter.status, navigate]);

  let content = <Loading />;
  if (bookings.isError) {
    content = (
      <ErrorState message={errorMessage(bookings.error, BOOKINGS_FAILED)} onRetry={() => void bookings.refetch()} />
    );
  } else if (list && list.items.length === 0) {
    content = (
      <EmptyState
        text={filter.status ? 'No bookings here.' : 'You have no bookings yet.'}
        action={
          <Link to={PATHS.bookEvent} className="btn btn-primary">
            Book an Event
          </Link>
        }
      />
    );
  } else if (list) {
    content = (
      <section aria-label={`${MY_BOOKINGS_PAGE.title} list`} aria-busy={bookings.isFetching}>
        {list.items.map((booking) => (
          <BookingCard key={booking.id} booking={booking} onDone={setNotice} />
        ))}
      </section>
    );
  }

  return (
    <Container className="py-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">{MY_BOOKINGS_PAGE.title}</h1>
        <Link to={PATHS.bookEvent} className="btn btn-primary">
          Book an Event
        </Link>
      </div>
      <nav aria-label="Booking status">
        <Nav as="ul" variant="underline" className="flex-nowrap overflow-auto mb-3 px-1">
          {BOOKING_TABS.map((tab) => (
            <Nav.Item as="li" key={tab.title}>
              <Nav.Link
                as={Link}
                to={{ search: bookingFilterSearch({ status: tab.status, page: 1 }) }}
                active={tab.status === filter.status}
                aria-current={tab.status === filter.status ? 'page' : undefined}
                className="text-nowrap"
              >
                {tab.title}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </nav>
      {notice && (
        <Alert variant="success" dismissible onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {content}
      {list && list.total > list.pageSize && (
        <Pager
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
          onPage={(page) => show({ status: filter.status, page })}
        />
      )}
    </Container>
  );
}
