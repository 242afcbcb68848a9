import type { PaymentMethod } from '@qmj/contracts';
import { GcashQr } from './gcash-qr';
import { PaymentMethodChoice } from './payment-method-choice';
import { ReceiptInput } from './receipt-input';

interface PaymentFieldsProps {
  idPrefix: string;
  paymentMethod: PaymentMethod;
  receipt: File | null;
  onPaymentMethod: (method: PaymentMethod) => void;
  onReceipt: (receipt: File | null) => void;
}

/** Payment Method; with GCash, the business's QR image and the receipt upload. */
export function PaymentFields({ idPrefix, paymentMethod, receipt, onPaymentMethod, onReceipt }: PaymentFieldsProps) {
  return (
    <>
      <PaymentMethodChoice idPrefix={idPrefix} value={paymentMethod} onChange={onPaymentMethod} />
      {paymentMethod === 'GCASH' && (
        <>
          <GcashQr />
          <ReceiptInput id={`${idPrefix}-receipt`} receipt={receipt} onChange={onReceipt} />
        </>
      )}
    </>
  );
}
