import {
  BALANCE_DUE_DAYS_MAX,
  BALANCE_REMINDER_DAYS_MAX,
  CATALOG_MESSAGES,
  formatGcashNumber,
  type PaymentSettings,
  paymentSettingsUpdateSchema,
  SETTINGS_MESSAGES,
} from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { FormError, ImageFileField, SubmitButton, TextField, useZodForm } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';

export const SETTINGS_SAVE_FAILED = 'The payment settings could not be saved. Please try again.';

const QR_PROBLEMS = { type: CATALOG_MESSAGES.imageRequired, size: CATALOG_MESSAGES.imageTooLarge };
const typedFields = paymentSettingsUpdateSchema.pick({
  gcashNumber: true,
  balanceDueDaysBefore: true,
  balanceReminderDaysBefore: true,
});

/**
 * The GCash number and the business's own QR image (kept when no new one is chosen), and when an event's balance is
 * due and reminded of (docs/bookings.md, Payments).
 */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const form = useZodForm(typedFields, {
    defaultValues: {
      gcashNumber: formatGcashNumber(settings.gcashNumber),
      balanceDueDaysBefore: settings.balanceDueDaysBefore,
      balanceReminderDaysBefore: settings.balanceReminderDaysBefore,
    },
  });
  const update = useMutation(apiQuery.settings.updatePayment.mutationOptions());
  const [qr, setQr] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const save = form.handleSubmit(async (fields) => {
    try {
      await update.mutateAsync({ ...fields, gcashQr: qr ?? undefined });
      setQr(null);
      setSaved(true);
    } catch (failure) {
      setError(errorMessage(failure, SETTINGS_SAVE_FAILED));
    }
  });

  return (
    <Form
      noValidate
      aria-label="GCash payment"
      onSubmit={(event) => {
        setSaved(false);
        setError(null);
        void save(event);
      }}
    >
      <TextField
        form={form}
        name="gcashNumber"
        id="gcash-number"
        label="GCash Number"
        hint="11 digits, 09XXXXXXXXX."
        inputMode="tel"
        autoComplete="off"
        maxLength={16}
        required
      />
      <ImageFileField
        id="gcash-qr"
        label="GCash QR Code"
        hint="The QR image of the business's GCash account (PNG, JPEG, WebP or GIF, at most 5 MB)."
        file={qr}
        currentUrl={settings.gcashQrUrl}
        problem={problem}
        problems={QR_PROBLEMS}
        previewAlt={qr ? 'Chosen GCash QR code' : 'Current GCash QR code'}
        onChange={(file, why) => {
          setProblem(why);
          setQr(file);
        }}
      />
      {!settings.gcashQrUploaded && !qr && (
        <p className="small text-body-secondary">No QR image uploaded yet: checkout shows a QR code of the number.</p>
      )}
      <h3 className="h6 mt-4">Event Balance</h3>
      <TextField
        form={form}
        name="balanceDueDaysBefore"
        id="balance-due-days"
        label="Balance Due (days before the event)"
        hint={`0 to ${BALANCE_DUE_DAYS_MAX}; 0 is the event's first day. Applies to the requests filed after it.`}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
      />
      <TextField
        form={form}
        name="balanceReminderDaysBefore"
        id="balance-reminder-days"
        label="Balance Reminder (days before it is due)"
        hint={`0 to ${BALANCE_REMINDER_DAYS_MAX}; the customer gets a notice and a mail.`}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
      />
      <FormError error={error} />
      <SubmitButton busy={update.isPending}>Save</SubmitButton>
      {saved && (
        <Alert variant="success" className="mt-3 mb-0 py-2" role="status">
          {SETTINGS_MESSAGES.saved}
        </Alert>
      )}
    </Form>
  );
}
