// First, so the page has FullCalendar's style holder before FullCalendar's modules run.
import '../shared/calendar-styles';
import type { DatesSetArg, EventApi, EventClickArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { BUSINESS_TIME_ZONE, isCalendarDate, manilaToday, type ScheduleEvent } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { ConfirmDialog, ErrorState, usePageTitle } from '@qmj/web-kit/ui';
import { keepPreviousData, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Container, Form } from 'react-bootstrap';
import { approvedBookingInput, movedTimes, scheduleEventInput, scheduleEventOf } from './calendar-events';
import { intlTimeZonePlugin } from './intl-time-zone';
import { SCHEDULE_CHANGE_FAILED, type ScheduleChange, scheduleChangeText } from './popup-messages';
import { PopupStack, usePopupMessages } from './popup-stack';
import { ScheduleEventDialog, type ScheduleEventFields } from './schedule-event-dialog';
import { useApprovedBookings } from './use-approved-bookings';
import './scheduler.css';

export const SCHEDULE_LOAD_FAILED = 'The scheduler could not be loaded. Please try again.';
export const DELETE_EVENT_QUESTION = 'Event will be deleted permanently, are you sure?';

const PLUGINS = [intlTimeZonePlugin, dayGridPlugin, timeGridPlugin, interactionPlugin];
const HEADER_TOOLBAR = { left: 'timeGridDay,timeGridWeek,dayGridMonth', center: 'title', right: 'prev,today,next' };
const BUTTON_TEXT = { today: 'Today', day: 'Day', week: 'Week', month: 'Month' };
const VIEWS = { timeGridWeek: { dayHeaderFormat: { weekday: 'short', day: 'numeric' } } } as const;
const EVENT_TIME_FORMAT = { hour: 'numeric', minute: '2-digit', meridiem: 'short' } as const;

type OpenDialog =
  | { kind: 'create'; fields: ScheduleEventFields }
  | { kind: 'edit'; event: ScheduleEvent }
  | { kind: 'delete'; event: ScheduleEvent }
  | null;

/** The range the calendar shows, as the schedule list takes it. */
interface VisibleRange {
  from: string;
  to: string;
}

/**
 * The administrator's scheduler (docs/bookings.md): day, week and month views opening on the current week, a date
 * to jump to, events added by selecting a range, edited or deleted by clicking them and moved by dragging, each
 * change told in a popup; approved bookings are drawn beside them, read-only.
 */
export function SchedulerPage() {
  usePageTitle('Scheduler');
  const calendar = useRef<FullCalendar>(null);
  const [range, setRange] = useState<VisibleRange | null>(null);
  const [shownDate, setShownDate] = useState(() => manilaToday());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const popups = usePopupMessages();

  const schedule = useQuery(
    apiQuery.schedule.list.queryOptions({ input: range ?? skipToken, placeholderData: keepPreviousData }),
  );
  const approved = useApprovedBookings();
  const create = useMutation(apiQuery.schedule.create.mutationOptions());
  const update = useMutation(apiQuery.schedule.update.mutationOptions());
  const remove = useMutation(apiQuery.schedule.remove.mutationOptions());

  const events = useMemo(
    () => [...(schedule.data ?? []).map(scheduleEventInput), ...approved.bookings.map(approvedBookingInput)],
    [schedule.data, approved.bookings],
  );
  const loadError = schedule.error ?? approved.error;

  /** Sends a change made on the calendar itself and tells how it went; answers whether it went through. */
  async function change(kind: ScheduleChange, text: string, send: () => Promise<unknown>): Promise<boolean> {
    try {
      await send();
      popups.show(scheduleChangeText(kind, text), 'success');
      return true;
    } catch (failure) {
      popups.show(errorMessage(failure, SCHEDULE_CHANGE_FAILED[kind]), 'danger');
      return false;
    }
  }

  function showDates({ start, end, view }: DatesSetArg) {
    setRange({ from: start.toISOString(), to: end.toISOString() });
    setShownDate(manilaToday(view.calendar.getDate()));
  }

  function openEvent({ event }: EventClickArg) {
    const scheduleEvent = scheduleEventOf(event);
    if (scheduleEvent) setDialog({ kind: 'edit', event: scheduleEvent });
  }

  async function moveEvent({ event, revert }: { event: EventApi; revert: () => void }) {
    const scheduleEvent = scheduleEventOf(event);
    const { start, end } = event;
    if (!scheduleEvent || !start) return revert();
    const { id, text } = scheduleEvent;
    const moved = await change('moved', text, () => update.mutateAsync({ id, text, ...movedTimes(start, end) }));
    if (!moved) revert();
  }

  function jumpTo(date: string) {
    if (!isCalendarDate(date)) return;
    setShownDate(date);
    calendar.current?.getApi().gotoDate(date);
  }

  async function saveEvent(kind: 'created' | 'updated', send: () => Promise<ScheduleEvent>) {
    const saved = await send();
    setDialog(null);
    popups.show(scheduleChangeText(kind, saved.text), 'success');
  }

  return (
    <Container fluid className="qmj-scheduler py-4 px-3 px-md-4">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Scheduler</h1>
        <Form.Group controlId="scheduler-date">
          <Form.Label className="mb-1">Date</Form.Label>
          <Form.Control type="date" value={shownDate} onChange={(event) => jumpTo(event.target.value)} />
        </Form.Group>
      </div>
      {loadError && (
        <ErrorState
          message={errorMessage(loadError, SCHEDULE_LOAD_FAILED)}
          onRetry={() => void Promise.all([schedule.refetch(), approved.refetch()])}
          className="mb-3"
        />
      )}
      <FullCalendar
        ref={calendar}
        plugins={PLUGINS}
        timeZone={BUSINESS_TIME_ZONE}
        initialView="timeGridWeek"
        headerToolbar={HEADER_TOOLBAR}
        buttonText={BUTTON_TEXT}
        views={VIEWS}
        eventTimeFormat={EVENT_TIME_FORMAT}
        contentHeight={600}
        scrollTime="07:00:00"
        allDaySlot={false}
        nowIndicator
        selectable
        selectMirror
        editable
        events={events}
        datesSet={showDates}
        select={({ start, end }) =>
          setDialog({
            kind: 'create',
            fields: { text: '', startDate: start.toISOString(), endDate: end.toISOString() },
          })
        }
        eventClick={openEvent}
        eventDrop={moveEvent}
        eventResize={moveEvent}
      />
      <p className="small text-body-secondary mt-2 mb-0">
        Approved bookings are shown in green and cannot be changed here.
      </p>
      {dialog?.kind === 'create' && (
        <ScheduleEventDialog
          title="New event"
          fields={dialog.fields}
          failureText={SCHEDULE_CHANGE_FAILED.created}
          onSave={(fields) => saveEvent('created', () => create.mutateAsync(fields))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <ScheduleEventDialog
          key={dialog.event.id}
          title="Edit event"
          fields={dialog.event}
          failureText={SCHEDULE_CHANGE_FAILED.updated}
          onSave={(fields) => saveEvent('updated', () => update.mutateAsync({ ...fields, id: dialog.event.id }))}
          onDelete={() => setDialog({ kind: 'delete', event: dialog.event })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          show
          title="Delete event"
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => {
            const { id, text } = dialog.event;
            void change('deleted', text, () => remove.mutateAsync({ id })).finally(() => setDialog(null));
          }}
          onCancel={() => setDialog(null)}
        >
          <p className="mb-0">{DELETE_EVENT_QUESTION}</p>
          <p className="fw-semibold mb-0 mt-2">{dialog.event.text}</p>
        </ConfirmDialog>
      )}
      <PopupStack messages={popups.messages} onDismiss={popups.dismiss} />
    </Container>
  );
}
