import { type BookedRecord, bookedRecordFieldsSchema, CONFIRM_MESSAGES } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { ConfirmDialog, Dialog, FormDialog, FormError, useSubmit, useZodForm } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'react-bootstrap';
import { Detail } from '../common/detail';
import { BOOKED_RECORD_FIELDS, BookedRecordFields } from './booked-record-fields';

export const BOOKED_RECORD_UPDATE_FAILED = 'Could not save the record.';
export const BOOKED_RECORD_DELETE_FAILED = 'Could not delete the record.';

interface RecordDialogProps {
  record: BookedRecord;
  onClose: () => void;
}

/** View: the record's fields, read-only. */
export function BookedRecordDialog({ record, onClose }: RecordDialogProps) {
  return (
    <Dialog
      title="Booked Record"
      onHide={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <dl className="row mb-0">
        {BOOKED_RECORD_FIELDS.map((field) => (
          <Detail key={field.name} term={field.label}>
            {record[field.name] || '—'}
          </Detail>
        ))}
      </dl>
    </Dialog>
  );
}

/** Edit: the record's form, checked with the contracts' schema; the list refreshes after a save. */
export function EditBookedRecordDialog({ record, onClose, onDone }: RecordDialogProps & { onDone: () => void }) {
  const form = useZodForm(bookedRecordFieldsSchema, { defaultValues: record });
  const update = useMutation(apiQuery.bookedRecords.update.mutationOptions());
  return (
    <FormDialog
      title="Edit Record"
      failureText={BOOKED_RECORD_UPDATE_FAILED}
      submitText="Save"
      closeText="Cancel"
      onSubmit={form.handleSubmit(async (values) => {
        await update.mutateAsync({ ...values, id: record.id });
        onDone();
      })}
      onClose={onClose}
    >
      <BookedRecordFields form={form} idPrefix={`booked-record-${record.id}`} />
    </FormDialog>
  );
}

/** Delete, behind its confirm; a failure shows the API's message. */
export function DeleteBookedRecordDialog({ record, onClose, onDone }: RecordDialogProps & { onDone: () => void }) {
  const remove = useMutation(apiQuery.bookedRecords.remove.mutationOptions());
  const submit = useSubmit(BOOKED_RECORD_DELETE_FAILED);
  return (
    <ConfirmDialog
      show
      title="Delete Record"
      confirmLabel="Delete"
      busy={submit.busy}
      onConfirm={() => void submit.run(() => remove.mutateAsync({ id: record.id }), onDone)}
      onCancel={onClose}
    >
      <p className="mb-0">{CONFIRM_MESSAGES.confirmDelete}</p>
      <p className="small text-body-secondary mb-0">
        {record.trackcode} — {record.firstname} {record.lastname}
      </p>
      <FormError error={submit.error} className="mt-3 mb-0 py-2" />
    </ConfirmDialog>
  );
}
