import { PaymentFields } from '@qmj/web-kit/ui';
import { Alert, Form } from 'react-bootstrap';
import { PriceQuote } from '../shipping/price-quote';
import { OrderDetailsFields } from './order-details-fields';
import type { OrderDetailsForm, Ordered } from './use-order-details-form';

interface OrderDetailsSectionProps {
  idPrefix: string;
  order: OrderDetailsForm;
  /** Merchandise in centavos, and how many orders carry a shipping fee (one per cart line; none: no total). */
  subtotal: number;
  orders?: number;
  /** What is ordered, to read a GCash receipt against. */
  ordered: Ordered;
  disabled: boolean;
}

/**
 * The part the order form and the cart's checkout share: why the saved details are missing, the four
 * delivery details (required, given once for the whole checkout) with "Save these details to my
 * profile", the quoted shipping fee and total, and the payment with the GCash receipt.
 */
export function OrderDetailsSection(props: OrderDetailsSectionProps) {
  const { idPrefix, order, subtotal, orders, ordered, disabled } = props;
  return (
    <fieldset disabled={disabled}>
      <fieldset className="mb-3">
        <legend className="h6 mb-1">Delivery details</legend>
        <p className="small text-body-secondary mb-2">All four details are required.</p>
        {order.profileProblem && <Alert variant="warning">{order.profileProblem}</Alert>}
        <OrderDetailsFields idPrefix={idPrefix} form={order.form} />
        {order.canSaveToProfile && (
          <Form.Check
            id={`${idPrefix}-save-details`}
            label="Save these details to my profile"
            checked={order.saveToProfile}
            onChange={(event) => order.setSaveToProfile(event.target.checked)}
          />
        )}
      </fieldset>
      <PriceQuote subtotal={subtotal} orders={orders} quote={order.quote} />
      <PaymentFields idPrefix={idPrefix} payment={order.payment} paysFor={order.receiptPaysFor(ordered)} />
    </fieldset>
  );
}
