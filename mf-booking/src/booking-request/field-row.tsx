import { type FieldsOf, TextField } from '@qmj/web-kit/ui';
import type { ComponentProps } from 'react';
import { Col, Row } from 'react-bootstrap';
import type { BookingFields } from './booking-request';

type TextFieldProps = ComponentProps<typeof TextField<BookingFields>>;

/** A field of the request form: every one is required (the schema, not the browser, says so). */
export type BookingFieldSpec = Omit<TextFieldProps, 'form' | 'id' | 'required'>;

export const EVENT_DATE_FIELDS: readonly BookingFieldSpec[] = [
  { name: 'startDate', label: 'Start Date', type: 'date' },
  { name: 'endDate', label: 'End Date', type: 'date' },
];

/** Fields side by side in pairs, one under the other on a phone. */
export function FieldRow({ form, fields }: { form: FieldsOf<BookingFields>; fields: readonly BookingFieldSpec[] }) {
  return (
    <Row className="gx-3">
      {fields.map((field) => (
        <Col sm={6} key={field.name}>
          <TextField form={form} id={`booking-${field.name}`} required {...field} />
        </Col>
      ))}
    </Row>
  );
}
