import { formatGcashNumber, PAYMENT_METHODS, type PaymentMethod } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { ImageFileField } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import { IMAGE_PROBLEMS } from '../design-controls/image-choice';

const PAYMENT_LABELS: Record<PaymentMethod, string> = { COD: 'COD (cash on delivery)', GCASH: 'GCash' };

interface DesignPaymentProps {
  paymentMethod: PaymentMethod;
  receipt: File | null;
  receiptProblem: string | null;
  onPaymentMethod: (method: PaymentMethod) => void;
  onReceipt: (receipt: File | null, problem: string | null) => void;
}

/** Payment Method: cash on delivery, or GCash to the business's number (its QR image) with the receipt's image. */
export function DesignPayment({
  paymentMethod,
  receipt,
  receiptProblem,
  onPaymentMethod,
  onReceipt,
}: DesignPaymentProps) {
  const payment = useQuery({ ...apiQuery.settings.payment.queryOptions(), enabled: paymentMethod === 'GCASH' });
  return (
    <fieldset className="mb-0">
      <legend className="fs-6 fw-semibold mb-2">Payment Method</legend>
      {PAYMENT_METHODS.map((method) => (
        <Form.Check
          key={method}
          inline
          type="radio"
          id={`design-order-payment-${method}`}
          name="design-order-payment"
          label={PAYMENT_LABELS[method]}
          checked={paymentMethod === method}
          onChange={() => onPaymentMethod(method)}
        />
      ))}
      {paymentMethod === 'GCASH' && (
        <div className="mt-3">
          <figure className="d-flex align-items-center gap-3 border rounded-3 p-3 mb-3">
            {payment.data && (
              <img
                src={payment.data.gcashQrUrl}
                alt="GCash QR code"
                width={120}
                height={120}
                className="object-fit-contain"
              />
            )}
            <figcaption className="small">
              Pay to GCash number{' '}
              <span className="fw-semibold">{payment.data ? formatGcashNumber(payment.data.gcashNumber) : '…'}</span>,
              then upload the receipt.
            </figcaption>
          </figure>
          <ImageFileField
            id="design-order-receipt"
            label="GCash Receipt"
            file={receipt}
            problem={receiptProblem}
            problems={IMAGE_PROBLEMS}
            required
            previewAlt="Chosen GCash receipt"
            onChange={onReceipt}
          />
        </div>
      )}
    </fieldset>
  );
}
