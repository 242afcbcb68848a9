import { PATHS, REMOTE_NAMES } from '@qmj/contracts';
import { Route, Routes } from '@qmj/web-kit/router';
import { Loading, NotFoundPage, RemoteRoot } from '@qmj/web-kit/ui';
import { lazy, Suspense } from 'react';

// Each page loads with its own code: the customer's pages never fetch the scheduler, nor it theirs.
const BookEventsPage = lazy(() =>
  import(/* webpackChunkName: "page-bookevents" */ './book-events/book-events-page').then((module) => ({
    default: module.BookEventsPage,
  })),
);
const MyBookingsPage = lazy(() =>
  import(/* webpackChunkName: "page-mybookings" */ './my-bookings/my-bookings-page').then((module) => ({
    default: module.MyBookingsPage,
  })),
);
const SchedulerPage = lazy(() =>
  import(/* webpackChunkName: "page-calendar" */ './scheduler/scheduler-page').then((module) => ({
    default: module.SchedulerPage,
  })),
);

// The shell calls it as it starts each page of this module (a `PageStart`).
export { startPage } from './start-page';

/** Every path this module serves (REMOTE_MODULES in @qmj/contracts), with full absolute paths. */
export default function App() {
  return (
    <RemoteRoot name={REMOTE_NAMES.booking} buildId={__QMJ_BUILD_ID__}>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path={PATHS.bookEvent} element={<BookEventsPage />} />
          <Route path={PATHS.myBookings} element={<MyBookingsPage />} />
          <Route path={PATHS.calendar} element={<SchedulerPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
