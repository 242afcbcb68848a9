import { BUSINESS, formatGcashNumber, type PaymentMethod } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import { ImageFileField } from './image-file-field';
import { type Payment, RECEIPT_PROBLEMS } from './order-payment';
import { ReceiptReading } from './receipt-reading';
import type { ReceiptPaysFor } from './use-receipt-preview';

const CHOICES: { method: PaymentMethod; label: string }[] = [
  { method: 'COD', label: 'COD' },
  { method: 'GCASH', label: 'GCash' },
];

const QR_SIDE = 160;

/** Payment Method: COD (the default) or GCash. */
function PaymentMethodChoice({ idPrefix, payment }: { idPrefix: string; payment: Payment }) {
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold mb-2">Payment Method</legend>
      {CHOICES.map((choice) => (
        <Form.Check
          key={choice.method}
          inline
          type="radio"
          id={`${idPrefix}-payment-${choice.method}`}
          name={`${idPrefix}-payment`}
          label={choice.label}
          checked={payment.paymentMethod === choice.method}
          onChange={() => payment.setPaymentMethod(choice.method)}
        />
      ))}
      <Form.Text as="p" className="mb-0">
        {payment.paymentMethod === 'GCASH'
          ? 'Pay to the GCash number below, then upload the receipt.'
          : 'Pay in cash when the order is delivered.'}
      </Form.Text>
    </fieldset>
  );
}

/**
 * The business's GCash QR code and number to pay to: the administrator's uploaded QR image, or the
 * API's scannable QR code of the number (docs/orders.md, Payment).
 */
export function GcashQr() {
  const settings = useQuery(apiQuery.settings.payment.queryOptions()).data;
  return (
    <figure className="d-flex align-items-center gap-3 border rounded-3 p-3 mb-3 bg-white">
      {settings ? (
        <img
          src={settings.gcashQrUrl}
          alt="GCash QR code"
          width={QR_SIDE}
          height={QR_SIDE}
          className="flex-shrink-0 object-fit-contain"
        />
      ) : (
        <span className="flex-shrink-0 bg-body-tertiary" style={{ width: QR_SIDE, height: QR_SIDE }} />
      )}
      <figcaption className="small">
        <span className="d-block fw-semibold">Pay with GCash</span>
        <span className="d-block">
          GCash number: <span className="fw-semibold">{settings ? formatGcashNumber(settings.gcashNumber) : '…'}</span>
        </span>
        <span className="d-block text-body-secondary">{BUSINESS.name}</span>
        <span className="d-block text-body-secondary mt-1">Scan or send to this number, then upload the receipt.</span>
      </figcaption>
    </figure>
  );
}

interface ReceiptFieldProps {
  id: string;
  payment: Payment;
  /** What the order pays for, to read the receipt against; null while the form does not know yet. */
  paysFor: ReceiptPaysFor | null;
  disabled?: boolean;
}

/**
 * "GCash Receipt": one image of up to 5 MB, previewed once chosen with what the API read on it; required with
 * GCash.
 */
export function ReceiptField({ id, payment, paysFor, disabled = false }: ReceiptFieldProps) {
  return (
    <>
      <ImageFileField
        id={id}
        label="GCash Receipt"
        file={payment.receipt}
        problem={payment.receiptProblem}
        problems={RECEIPT_PROBLEMS}
        required
        disabled={disabled}
        previewAlt="Chosen GCash receipt"
        onChange={payment.chooseReceipt}
      />
      <ReceiptReading receipt={payment.receipt} paysFor={paysFor} />
    </>
  );
}

interface PaymentFieldsProps {
  idPrefix: string;
  payment: Payment;
  paysFor: ReceiptPaysFor | null;
}

/** The payment of every order form: Payment Method; with GCash, the business's QR code and number and the receipt. */
export function PaymentFields({ idPrefix, payment, paysFor }: PaymentFieldsProps) {
  return (
    <>
      <PaymentMethodChoice idPrefix={idPrefix} payment={payment} />
      {payment.paymentMethod === 'GCASH' && (
        <>
          <GcashQr />
          <ReceiptField id={`${idPrefix}-receipt`} payment={payment} paysFor={paysFor} />
        </>
      )}
    </>
  );
}
