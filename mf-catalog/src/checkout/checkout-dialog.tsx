import type { OrderDetails, PaymentMethod, Product } from '@qmj/contracts';
import { Alert, Button, Modal } from 'react-bootstrap';
import { OrderDetailsReadOnly } from '../order-details/order-details-fields';
import { GcashQr } from '../payment/gcash-qr';
import { ReceiptInput } from '../payment/receipt-input';
import type { QuoteState } from '../shipping/use-shipping-quote';
import { CheckoutSummary } from './checkout-summary';

export const PAYMENT_LABELS: Record<PaymentMethod, string> = { COD: 'COD (cash on delivery)', GCASH: 'GCash' };

interface CheckoutDialogProps {
  show: boolean;
  product: Product;
  quantity: number;
  details: OrderDetails;
  quote: QuoteState;
  paymentMethod: PaymentMethod;
  receipt: File | null;
  busy: boolean;
  problem: string | null;
  onReceipt: (receipt: File | null) => void;
  onChangeDetails: () => void;
  onCheckOut: () => void;
}

/** "Check Out" of the product page: the summary, the read-only details, the GCash receipt, then Check Out. */
export function CheckoutDialog(props: CheckoutDialogProps) {
  const { show, product, quantity, details, quote, paymentMethod, receipt, busy, problem } = props;
  return (
    <Modal show={show} onHide={props.onChangeDetails} centered scrollable aria-labelledby="checkout-title">
      <Modal.Header closeButton={!busy}>
        <Modal.Title as="h2" id="checkout-title" className="h5">
          Check Out
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <CheckoutSummary product={product} quantity={quantity} quote={quote} />
        <h3 className="h6 mt-3">Delivery details</h3>
        <OrderDetailsReadOnly idPrefix="checkout" details={details} />
        <p className="small mt-2 mb-3">
          <span className="text-body-secondary">Payment Method: </span>
          <span className="fw-semibold">{PAYMENT_LABELS[paymentMethod]}</span>
        </p>
        {paymentMethod === 'GCASH' && (
          <>
            <GcashQr />
            <ReceiptInput id="checkout-receipt" receipt={receipt} disabled={busy} onChange={props.onReceipt} />
          </>
        )}
        {problem && (
          <Alert variant="danger" className="mb-0">
            {problem}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" disabled={busy} onClick={props.onChangeDetails}>
          Change Details
        </Button>
        <Button variant="primary" disabled={busy} onClick={props.onCheckOut}>
          {busy ? 'Placing your order…' : 'Check Out'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
