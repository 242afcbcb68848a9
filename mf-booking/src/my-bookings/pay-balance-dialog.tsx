import {
  BOOKING_PAYMENT_MESSAGES,
  type Booking,
  type BookingPayment,
  BUSINESS,
  balancePaymentSchema,
} from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import {
  FormDialog,
  formatDate,
  formatPeso,
  GcashQr,
  ImageFileField,
  RadioField,
  ReceiptReading,
  useZodForm,
} from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { RECEIPT_PROBLEMS } from '../shared/receipt-problems';
import { BALANCE_METHOD_OPTIONS, PAY_BALANCE_FAILED } from './booking-payments';

/** The form's part the contract checks here; the receipt is a file, checked by its field and by the API. */
const methodSchema = balancePaymentSchema.pick({ method: true });

interface PayBalanceDialogProps {
  booking: Booking;
  payment: BookingPayment;
  onSent: () => void;
  onClose: () => void;
}

/**
 * "Pay Balance": the amount due, GCash (with the business's QR code and number) or bank transfer, and the receipt
 * with what the API read on it against the balance (docs/receipts.md); sent for the administrator to check.
 */
export function PayBalanceDialog({ booking, payment, onSent, onClose }: PayBalanceDialogProps) {
  const form = useZodForm(methodSchema, { defaultValues: { method: 'gcash' } });
  const [receipt, setReceipt] = useState<{ file: File | null; problem: string | null }>({ file: null, problem: null });
  const pay = useMutation(apiQuery.bookings.payBalance.mutationOptions());
  const method = form.watch('method');

  const send = form.handleSubmit(async (fields) => {
    if (!receipt.file) {
      setReceipt({ file: null, problem: receipt.problem ?? BOOKING_PAYMENT_MESSAGES.receiptRequired });
      return;
    }
    await pay.mutateAsync({ id: booking.id, method: fields.method, receipt: receipt.file });
    onSent();
  });

  return (
    <FormDialog
      title="Pay Balance"
      failureText={PAY_BALANCE_FAILED}
      submitText="Send Payment"
      busyText="Sending…"
      onSubmit={send}
      onClose={onClose}
    >
      <p className="mb-1 text-break">The balance of {booking.eventTitle}</p>
      <dl className="row bg-body-tertiary rounded py-2 mx-0 mb-3">
        <dt className="col-6 fw-semibold">Amount due</dt>
        <dd className="col-6 text-end fw-semibold mb-1">{formatPeso(payment.amount)}</dd>
        <dt className="col-6 fw-normal">Due on</dt>
        <dd className="col-6 text-end mb-0">{formatDate(payment.dueOn)}</dd>
      </dl>
      <RadioField
        form={form}
        name="method"
        id={`balance-method-${payment.id}`}
        legend="Payment Method"
        options={BALANCE_METHOD_OPTIONS}
        inline
      />
      {method === 'gcash' ? (
        <GcashQr />
      ) : (
        <p className="small">
          Ask us for our bank account at {BUSINESS.phone} or {BUSINESS.email}, then upload the receipt of the transfer.
        </p>
      )}
      <ImageFileField
        id={`balance-receipt-${payment.id}`}
        label="Balance Receipt"
        file={receipt.file}
        problem={receipt.problem}
        problems={RECEIPT_PROBLEMS}
        required
        previewAlt="Chosen receipt"
        onChange={(file, problem) => setReceipt({ file, problem })}
      />
      <ReceiptReading receipt={receipt.file} paysFor={{ bookingId: booking.id }} />
    </FormDialog>
  );
}
