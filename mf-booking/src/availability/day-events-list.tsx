import { errorMessage } from '@qmj/web-kit';
import { EmptyState, ErrorState, formatClockSpan, Loading } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { dayEventsQueryOptions } from './availability-queries';

export const DAY_EVENTS_FAILED = 'The events of this day could not be loaded.';

interface DayEventsListProps {
  /** `YYYY-MM-DD`. */
  day: string;
  emptyText: string;
}

/** A day's approved events as anyone may see them: the service and its start and end time, nothing personal. */
export function DayEventsList({ day, emptyText }: DayEventsListProps) {
  const events = useQuery(dayEventsQueryOptions(day));
  if (events.isError) {
    return (
      <ErrorState
        message={errorMessage(events.error, DAY_EVENTS_FAILED)}
        onRetry={() => void events.refetch()}
        className="mb-0"
      />
    );
  }
  if (!events.data) return <Loading className="py-3" />;
  if (events.data.events.length === 0) return <EmptyState text={emptyText} className="py-3" />;
  return (
    <ul className="list-group list-group-flush">
      {events.data.events.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the events carry no id (nothing that names a booking)
        <li key={index} className="list-group-item d-flex flex-wrap justify-content-between gap-2 px-0">
          <span className="fw-semibold">{event.serviceTitle}</span>
          <span className="text-body-secondary text-nowrap">{formatClockSpan(event.startTime, event.endTime)}</span>
        </li>
      ))}
    </ul>
  );
}
