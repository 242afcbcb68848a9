import { bookedRecordFieldsSchema } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { FormError, SubmitButton, useSubmit, useZodForm } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { BookedRecordFields, EMPTY_BOOKED_RECORD } from './booked-record-fields';

export const BOOKED_RECORD_INSERT_FAILED = 'Could not insert the record.';

/** The insert form of the booked list; the list refreshes after an insert. */
export function BookedRecordForm() {
  const form = useZodForm(bookedRecordFieldsSchema, { defaultValues: EMPTY_BOOKED_RECORD });
  const create = useMutation(apiQuery.bookedRecords.create.mutationOptions());
  const submit = useSubmit(BOOKED_RECORD_INSERT_FAILED);
  const [inserted, setInserted] = useState<string | null>(null);

  const insert = form.handleSubmit((values) =>
    submit.run(
      () => create.mutateAsync(values),
      (record) => {
        form.reset(EMPTY_BOOKED_RECORD);
        setInserted(`Record ${record.trackcode} inserted.`);
      },
    ),
  );

  return (
    <Form
      noValidate
      aria-label="Insert a record"
      onSubmit={(event) => {
        setInserted(null);
        void insert(event);
      }}
    >
      <BookedRecordFields form={form} idPrefix="booked-record" />
      <FormError error={submit.error} />
      <SubmitButton busy={submit.busy}>Insert</SubmitButton>
      {inserted && (
        <Alert variant="success" className="mt-3 mb-0 py-2" role="status">
          {inserted}
        </Alert>
      )}
    </Form>
  );
}
