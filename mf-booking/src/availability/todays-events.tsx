import { manilaToday } from '@qmj/contracts';
import { formatDate } from '@qmj/web-kit/ui';
import { Card } from 'react-bootstrap';
import { DayEventsList } from './day-events-list';

/** Today's Events (Manila's today) beside the services. */
export function TodaysEvents() {
  const today = manilaToday();
  return (
    <Card as="section" aria-labelledby="todays-events-title" className="shadow-sm border-0">
      <Card.Body>
        <h2 id="todays-events-title" className="h5 mb-0">
          Today's Events
        </h2>
        <p className="small text-body-secondary mb-2">{formatDate(today, { month: 'long' })}</p>
        <DayEventsList day={today} emptyText="No events today." />
      </Card.Body>
    </Card>
  );
}
