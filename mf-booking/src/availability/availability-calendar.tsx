// First, so the page has FullCalendar's style holder before FullCalendar's modules run.
import '../shared/calendar-styles';
import type { CalendarApi, DayCellContentArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import type { Availability } from '@qmj/contracts';
import { formatDate } from '@qmj/web-kit/ui';
import { useRef } from 'react';
import { Button, ButtonGroup, Form } from 'react-bootstrap';
import { dayCounts, isoDay, isoMonth, monthBounds, monthTitle, sameMonthOf, selectableYears } from './calendar-days';
import './availability.css';

export type AvailabilityDay = Availability['days'][number];

const PLUGINS = [dayGridPlugin];

interface DayCellProps {
  day: string;
  dayNumber: string;
  availability: AvailabilityDay | undefined;
  onDay: (day: string) => void;
}

/** A day of the month: its number and its counts ('2 booked' over '1 left'), a button that lists the day's events. */
function DayCell({ day, dayNumber, availability, onDay }: DayCellProps) {
  const counts = availability && dayCounts(availability);
  return (
    <button
      type="button"
      className="qmj-day btn btn-link w-100 text-start text-decoration-none text-body"
      aria-label={`${formatDate(day, { month: 'long' })}${counts ? `: ${counts.spoken}` : ''}`}
      onClick={() => onDay(day)}
    >
      <span className="d-block fw-semibold">{dayNumber}</span>
      {counts && (
        <span className={`d-block small ${availability.full ? 'text-danger fw-semibold' : 'text-body-secondary'}`}>
          <span className="qmj-day-counts-booked">{counts.booked}</span>
          <span className="d-block">{counts.left}</span>
        </span>
      )}
    </button>
  );
}

interface AvailabilityCalendarProps {
  /** The month shown, `YYYY-MM`. */
  month: string;
  /** Manila's today, `YYYY-MM-DD`. */
  today: string;
  days: ReadonlyMap<string, AvailabilityDay>;
  onMonth: (month: string) => void;
  onDay: (day: string) => void;
}

/**
 * The month grid with the year selector (10 years back to 10 ahead) and month navigation. The calendar runs in UTC
 * so its cells are plain calendar days, with Manila's today as its today (docs/money-and-time.md).
 */
export default function AvailabilityCalendar({ month, today, days, onMonth, onDay }: AvailabilityCalendarProps) {
  const calendar = useRef<FullCalendar>(null);
  const thisYear = Number(today.slice(0, 4));
  const bounds = monthBounds(thisYear);
  const go = (move: (api: CalendarApi) => void) => {
    const api = calendar.current?.getApi();
    if (api) move(api);
  };
  const dayCell = (arg: DayCellContentArg) => {
    if (arg.isOther) return null;
    const day = isoDay(arg.date);
    return <DayCell day={day} dayNumber={arg.dayNumberText} availability={days.get(day)} onDay={onDay} />;
  };

  return (
    <div className="qmj-availability">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <ButtonGroup size="sm">
          <Button
            variant="outline-secondary"
            aria-label="Previous month"
            disabled={month <= bounds.first}
            onClick={() => go((api) => api.prev())}
          >
            ‹
          </Button>
          <Button variant="outline-secondary" onClick={() => go((api) => api.gotoDate(today))}>
            Today
          </Button>
          <Button
            variant="outline-secondary"
            aria-label="Next month"
            disabled={month >= bounds.last}
            onClick={() => go((api) => api.next())}
          >
            ›
          </Button>
        </ButtonGroup>
        <h3 className="h5 mb-0 me-auto" aria-live="polite">
          {monthTitle(month)}
        </h3>
        <Form.Group controlId="availability-year" className="d-flex align-items-center gap-2">
          <Form.Label className="small mb-0">Year</Form.Label>
          <Form.Select
            size="sm"
            value={month.slice(0, 4)}
            onChange={(event) => go((api) => api.gotoDate(`${sameMonthOf(month, Number(event.target.value))}-01`))}
          >
            {selectableYears(thisYear).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <p className="small text-body-secondary mb-2">
        Each day shows the events booked and the slots left, or “Full”; on a small screen, the slots left.
      </p>
      <FullCalendar
        ref={calendar}
        plugins={PLUGINS}
        initialView="dayGridMonth"
        initialDate={`${month}-01`}
        timeZone="UTC"
        now={today}
        headerToolbar={false}
        height="auto"
        fixedWeekCount={false}
        showNonCurrentDates={false}
        datesSet={(arg) => onMonth(isoMonth(arg.view.currentStart))}
        dayCellClassNames={(arg) => (days.get(isoDay(arg.date))?.full ? ['qmj-day-full'] : [])}
        dayCellContent={dayCell}
      />
    </div>
  );
}
