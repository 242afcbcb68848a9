import { type ScheduleEvent, scheduleEventFieldsSchema } from '@qmj/contracts';
import { FormDialog, formatDateTime, TextField, useZodForm } from '@qmj/web-kit/ui';
import { Button } from 'react-bootstrap';

export type ScheduleEventFields = Pick<ScheduleEvent, 'text' | 'startDate' | 'endDate'>;

interface ScheduleEventDialogProps {
  title: string;
  /** The event's text and times; the times come from the calendar (a selection or the stored event). */
  fields: ScheduleEventFields;
  failureText: string;
  /** Sends the fields; a failure keeps the dialog open with the API's message. */
  onSave: (fields: ScheduleEventFields) => Promise<void>;
  /** Offered when the event already exists. */
  onDelete?: () => void;
  onClose: () => void;
}

/** Adding or editing a scheduler event: its text, checked by the API's own schema, for the times it shows. */
export function ScheduleEventDialog({
  title,
  fields,
  failureText,
  onSave,
  onDelete,
  onClose,
}: ScheduleEventDialogProps) {
  const form = useZodForm(scheduleEventFieldsSchema, { defaultValues: fields });
  const { errors } = form.formState;
  return (
    <FormDialog
      title={title}
      failureText={failureText}
      submitText="Save"
      error={errors.startDate?.message ?? errors.endDate?.message}
      onSubmit={form.handleSubmit(onSave)}
      onClose={onClose}
    >
      <p className="text-body-secondary">
        {formatDateTime(fields.startDate)} – {formatDateTime(fields.endDate)}
      </p>
      <TextField form={form} name="text" id="schedule-event-text" label="Event text" required />
      {onDelete && (
        <Button variant="outline-danger" onClick={onDelete}>
          Delete
        </Button>
      )}
    </FormDialog>
  );
}
