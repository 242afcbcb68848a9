import type { OrderDetails, PaymentMethod, Product } from '@qmj/contracts';
import { Dialog, FormError, GcashQr, ReceiptField, SubmitButton } from '@qmj/web-kit/ui';
import { Button } from 'react-bootstrap';
import { OrderDetailsReadOnly } from '../order-details/order-details-fields';
import type { OrderDetailsForm } from '../order-details/use-order-details-form';
import { CheckoutSummary } from './checkout-summary';

const PAYMENT_LABELS: Record<PaymentMethod, string> = { COD: 'COD (cash on delivery)', GCASH: 'GCash' };

interface CheckoutDialogProps {
  product: Product;
  quantity: number;
  /** The details as checked by the form. */
  details: OrderDetails;
  order: OrderDetailsForm;
  busy: boolean;
  problem: string | null;
  onChangeDetails: () => void;
  onCheckOut: () => void;
}

/**
 * "Check Out" of the product page: the summary, the read-only details, the GCash receipt with what the API read on
 * it, then Check Out.
 */
export function CheckoutDialog(props: CheckoutDialogProps) {
  const { product, quantity, details, order, busy, problem, onChangeDetails } = props;
  return (
    <Dialog
      title="Check Out"
      onHide={onChangeDetails}
      scrollable
      dismissible={!busy}
      onSubmit={props.onCheckOut}
      footer={
        <>
          <Button variant="outline-secondary" disabled={busy} onClick={onChangeDetails}>
            Change Details
          </Button>
          <SubmitButton busy={busy} busyText="Placing your order…">
            Check Out
          </SubmitButton>
        </>
      }
    >
      <CheckoutSummary product={product} quantity={quantity} quote={order.quote} />
      <h3 className="h6 mt-3">Delivery details</h3>
      <OrderDetailsReadOnly idPrefix="checkout" details={details} />
      <p className="small mt-2 mb-3">
        <span className="text-body-secondary">Payment Method: </span>
        <span className="fw-semibold">{PAYMENT_LABELS[order.payment.paymentMethod]}</span>
      </p>
      {order.payment.paymentMethod === 'GCASH' && (
        <>
          <GcashQr />
          <ReceiptField
            id="checkout-receipt"
            payment={order.payment}
            paysFor={{ productId: product.id, quantity, address: details.address }}
            disabled={busy}
          />
        </>
      )}
      <FormError error={problem} className="mb-0" />
    </Dialog>
  );
}
