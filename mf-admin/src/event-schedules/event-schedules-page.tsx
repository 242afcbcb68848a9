import { PATHS } from '@qmj/contracts';
import { Link } from '@qmj/web-kit/router';
import { AdminBookingsPage } from '../bookings/admin-bookings-page';
import { EVENT_SCHEDULE_SCREEN } from './event-schedule-screen';

/** `/approved_events`: Event Schedules — approved events with Event Done, and the completed ones; the scheduler. */
export function EventSchedulesPage() {
  return (
    <AdminBookingsPage screen={EVENT_SCHEDULE_SCREEN}>
      <Link to={PATHS.calendar} className="btn btn-outline-primary">
        Open the Scheduler
      </Link>
    </AdminBookingsPage>
  );
}
