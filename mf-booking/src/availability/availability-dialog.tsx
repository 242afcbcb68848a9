import { MAX_APPROVED_BOOKINGS_PER_DAY, manilaToday } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { Dialog, ErrorState, formatDate, Loading } from '@qmj/web-kit/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { AvailabilityDay } from './availability-calendar';
import { fileRequestBlock } from './calendar-days';
import { DayEventsList } from './day-events-list';

// The calendar library loads only when the customer opens the calendar.
const AvailabilityCalendar = lazy(() => import('./availability-calendar'));

export const AVAILABILITY_FAILED = 'The availability of this month could not be loaded.';

function DayCounts({ availability }: { availability: AvailabilityDay | undefined }) {
  if (!availability) return null;
  return (
    <p className={availability.full ? 'text-danger fw-semibold' : 'text-body-secondary'}>
      {availability.approved} of {MAX_APPROVED_BOOKINGS_PER_DAY} approved events; {availability.slotsLeft} slots left.
    </p>
  );
}

interface AvailabilityDialogProps {
  onClose: () => void;
  /** File Request on a day that is open: the request starts on that day. */
  onFileRequest: (day: string) => void;
}

/** The availability calendar, then a chosen day's events with File Request (disabled on a full or past day). */
export function AvailabilityDialog({ onClose, onFileRequest }: AvailabilityDialogProps) {
  const today = manilaToday();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [day, setDay] = useState<string | null>(null);
  const availability = useQuery({
    ...apiQuery.availability.month.queryOptions({ input: { month } }),
    placeholderData: keepPreviousData,
  });
  const days = useMemo(
    () => new Map((availability.data?.days ?? []).map((entry) => [entry.date, entry])),
    [availability.data],
  );

  const chosen = day === null ? undefined : days.get(day);
  const blocked = day === null ? null : fileRequestBlock(day, chosen?.full ?? false, today);
  return (
    <Dialog
      title={day === null ? 'Availability Calendar' : `Events on ${formatDate(day, { month: 'long' })}`}
      size={day === null ? 'lg' : undefined}
      scrollable
      onHide={onClose}
      footer={
        day === null ? (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            {blocked && (
              <p id="file-request-blocked" className="small text-danger me-auto mb-0">
                {blocked}
              </p>
            )}
            <Button variant="secondary" onClick={() => setDay(null)}>
              Back to Calendar
            </Button>
            <Button
              variant="primary"
              disabled={blocked !== null}
              aria-describedby={blocked ? 'file-request-blocked' : undefined}
              onClick={() => onFileRequest(day)}
            >
              File Request
            </Button>
          </>
        )
      }
    >
      {day === null ? (
        <>
          {availability.isError && (
            <ErrorState
              message={errorMessage(availability.error, AVAILABILITY_FAILED)}
              onRetry={() => void availability.refetch()}
            />
          )}
          <Suspense fallback={<Loading />}>
            <AvailabilityCalendar month={month} today={today} days={days} onMonth={setMonth} onDay={setDay} />
          </Suspense>
        </>
      ) : (
        <>
          <DayCounts availability={chosen} />
          <DayEventsList day={day} emptyText="No events on this day." />
        </>
      )}
    </Dialog>
  );
}
