import { Alert } from 'react-bootstrap';
import { PaymentFields } from '../payment/payment-fields';
import { PriceQuote } from '../shipping/price-quote';
import { OrderDetailsFields } from './order-details-fields';
import type { OrderDetailsForm } from './use-order-details-form';

interface OrderDetailsSectionProps {
  idPrefix: string;
  order: OrderDetailsForm;
  /** Merchandise in centavos, and how many orders carry a shipping fee (one per cart line). */
  subtotal: number;
  orders?: number;
  disabled: boolean;
}

/**
 * The part the order form and the cart's checkout share: why the saved details are missing, the four
 * delivery details, the quoted shipping fee and total, and the payment with the GCash receipt.
 */
export function OrderDetailsSection({ idPrefix, order, subtotal, orders, disabled }: OrderDetailsSectionProps) {
  return (
    <fieldset disabled={disabled}>
      {order.profileProblem && <Alert variant="warning">{order.profileProblem}</Alert>}
      <OrderDetailsFields idPrefix={idPrefix} form={order.form} />
      <PriceQuote subtotal={subtotal} orders={orders} quote={order.quote} />
      <PaymentFields
        idPrefix={idPrefix}
        paymentMethod={order.paymentMethod}
        receipt={order.receipt}
        onPaymentMethod={order.setPaymentMethod}
        onReceipt={order.setReceipt}
      />
    </fieldset>
  );
}
