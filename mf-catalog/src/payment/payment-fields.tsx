import type { PaymentMethod } from '@qmj/contracts';
import { GcashQr } from './gcash-qr';
import { PaymentMethodChoice } from './payment-method-choice';
import { ReceiptInput } from './receipt-input';

interface PaymentFieldsProps {
  idPrefix: string;
  paymentMethod: PaymentMethod;
  receipt: File | null;
  disabled?: boolean;
  /** Ask for the receipt here (the product page asks for it in the checkout dialog instead). */
  withReceipt?: boolean;
  onPaymentMethod: (method: PaymentMethod) => void;
  onReceipt: (receipt: File | null) => void;
}

/** Payment Method; with GCash, the business's QR image and the receipt upload. */
export function PaymentFields({
  idPrefix,
  paymentMethod,
  receipt,
  disabled = false,
  withReceipt = true,
  onPaymentMethod,
  onReceipt,
}: PaymentFieldsProps) {
  return (
    <>
      <PaymentMethodChoice idPrefix={idPrefix} value={paymentMethod} disabled={disabled} onChange={onPaymentMethod} />
      {paymentMethod === 'GCASH' && (
        <>
          <GcashQr />
          {withReceipt && (
            <ReceiptInput id={`${idPrefix}-receipt`} receipt={receipt} disabled={disabled} onChange={onReceipt} />
          )}
        </>
      )}
    </>
  );
}
