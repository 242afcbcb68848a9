import { BOOKING_MESSAGES } from '@qmj/contracts';
import {
  type FieldsOf,
  FormError,
  GcashQr,
  ImageFileField,
  type ReceiptPaysFor,
  ReceiptReading,
  TextField,
} from '@qmj/web-kit/ui';
import { RECEIPT_PROBLEMS } from '../shared/receipt-problems';
import { PaymentSummary } from './added-items';
import type { BookingFields } from './booking-request';
import { type BookingFieldSpec, EVENT_DATE_FIELDS, FieldRow } from './field-row';

const TIME_FIELDS: readonly BookingFieldSpec[] = [
  { name: 'startTime', label: 'Start Time', type: 'time' },
  { name: 'endTime', label: 'End Time', type: 'time' },
  { name: 'meetingDate', label: 'Meeting Date', type: 'date' },
  { name: 'meetingTime', label: 'Meeting Time', type: 'time' },
];

const CONTACT_FIELDS: readonly BookingFieldSpec[] = [
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel',
    placeholder: BOOKING_MESSAGES.phonePlaceholder,
    maxLength: 11,
  },
];

interface RequestStepProps {
  form: FieldsOf<BookingFields>;
  total: number;
  downPayment: number;
  receipt: File | null;
  /** The service and add-ons whose down payment the receipt pays, to read it against. */
  receiptPaysFor: ReceiptPaysFor;
  receiptProblem: string | null;
  onReceipt: (receipt: File | null, problem: string | null) => void;
  busy: boolean;
  /** Why filing failed (the API's message: a full day, an add-on that ran out). */
  error: string | null;
}

/**
 * The request form: every field required, the e-mail typed, the phone of 11 digits, then the down payment, the GCash
 * number and QR code to pay it to, and its receipt with what the API read on it.
 */
export function RequestStep(props: RequestStepProps) {
  const { form, total, downPayment, receipt, receiptPaysFor, receiptProblem, onReceipt, busy, error } = props;
  return (
    <>
      {/* On top: the form shows again from its top once the confirm closes. */}
      <FormError error={error} />
      <TextField form={form} name="eventTitle" id="booking-eventTitle" label="Event Title" maxLength={120} required />
      <FieldRow form={form} fields={EVENT_DATE_FIELDS} />
      <FieldRow form={form} fields={TIME_FIELDS} />
      <TextField form={form} name="location" id="booking-location" label="Location" maxLength={255} required />
      <TextField
        form={form}
        name="description"
        id="booking-description"
        label="Event Description"
        as="textarea"
        rows={3}
        maxLength={2000}
        required
      />
      <TextField form={form} name="name" id="booking-name" label="Name" autoComplete="name" maxLength={100} required />
      <FieldRow form={form} fields={CONTACT_FIELDS} />
      <div className="bg-body-tertiary rounded p-3 mb-3">
        <PaymentSummary total={total} downPayment={downPayment} />
      </div>
      <GcashQr />
      <ImageFileField
        id="booking-receipt"
        label="Down Payment Receipt"
        file={receipt}
        problem={receiptProblem}
        problems={RECEIPT_PROBLEMS}
        required
        disabled={busy}
        previewAlt="Chosen receipt"
        onChange={onReceipt}
      />
      <ReceiptReading receipt={receipt} paysFor={receiptPaysFor} />
    </>
  );
}
