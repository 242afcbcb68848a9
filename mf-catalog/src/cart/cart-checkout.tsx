import { ORDER_MESSAGES, type Order, type OrderDetails } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { ConfirmDialog, FormError, formatPeso, orderRequest, SubmitButton, useSubmit } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-bootstrap';
import { OrderLines } from '../checkout/order-lines';
import type { PlacedOrders } from '../checkout/order-placed-dialog';
import { OrderDetailsSection } from '../order-details/order-details-section';
import type { OrderDetailsForm } from '../order-details/use-order-details-form';
import { CART_SCOPE } from './cart-scope';
import { checkoutTotal, linesTotal, lineTotal } from './cart-totals';

interface CartCheckoutProps {
  selected: readonly Order[];
  order: OrderDetailsForm;
  onCheckedOut: (placed: PlacedOrders) => void;
}

/**
 * The cart's summary and checkout: the selected items and their total (none when nothing is
 * selected), the details once for all of them, the payment, and Check Out after a confirm.
 */
export function CartCheckout({ selected, order, onCheckedOut }: CartCheckoutProps) {
  // The checked details while the confirm is open.
  const [confirming, setConfirming] = useState<OrderDetails | null>(null);
  // After the quantities still being saved (CART_SCOPE).
  const checkout = useMutation(apiQuery.orders.checkout.mutationOptions({ scope: CART_SCOPE }));
  const submit = useSubmit(ORDER_MESSAGES.placeFailed);

  const askToCheckOut = (event: FormEvent) => {
    event.preventDefault();
    if (selected.length === 0) {
      submit.setError(ORDER_MESSAGES.selectItems);
      return;
    }
    void order.form.handleSubmit(
      (details) => {
        submit.setError(null);
        if (order.payment.isReady()) setConfirming(details);
      },
      () => submit.setError(null),
    )(event);
  };

  const checkOut = (details: OrderDetails) => {
    setConfirming(null);
    const orderIds = selected.map((line) => line.id);
    void submit.run(async (): Promise<PlacedOrders> => {
      const orders = await checkout.mutateAsync(orderRequest({ orderIds }, details, order.payment));
      return { orders, detailsProblem: await order.saveDetailsIfAsked(details) };
    }, onCheckedOut);
  };

  const fee = order.quote.state === 'ready' ? order.quote.shippingFee : null;
  // 'Please select…' goes away once something is selected.
  const problem = submit.error === ORDER_MESSAGES.selectItems && selected.length > 0 ? null : submit.error;
  const items = selected.map((line) => ({ ...line, amount: lineTotal(line) }));
  return (
    <section aria-labelledby="cart-checkout-title" className="bg-white rounded-3 shadow-sm p-4">
      <h2 id="cart-checkout-title" className="h5 mb-3">
        Order Summary
      </h2>
      {selected.length === 0 ? (
        <p className="text-body-secondary">No items selected.</p>
      ) : (
        <>
          <OrderLines label="Selected items" lines={items} />
          <dl className="row mb-3">
            <dt className="col-7 fw-normal">Selected items ({selected.length})</dt>
            <dd className="col-5 text-end fw-semibold mb-0">{formatPeso(linesTotal(selected))}</dd>
          </dl>
        </>
      )}
      <Form noValidate onSubmit={askToCheckOut}>
        <OrderDetailsSection
          idPrefix="cart"
          order={order}
          subtotal={linesTotal(selected)}
          orders={selected.length}
          ordered={{ orderIds: selected.map((line) => line.id) }}
          disabled={submit.busy}
        />
        <FormError error={problem} />
        <SubmitButton busy={submit.busy} busyText="Placing your order…" className="w-100">
          Check Out
        </SubmitButton>
      </Form>
      <ConfirmDialog
        show={confirming !== null}
        title="Check Out"
        confirmLabel="Check Out"
        onConfirm={() => confirming && checkOut(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <p className="mb-2">
          Check out {selected.length} {selected.length === 1 ? 'item' : 'items'} with{' '}
          {order.payment.paymentMethod === 'GCASH' ? 'GCash' : 'cash on delivery'}?
        </p>
        <OrderLines
          label="Items to check out"
          lines={items.map((item) => ({ ...item, amount: item.amount + (fee ?? 0) }))}
        />
        <p className="mb-0 small text-body-secondary">
          Total {formatPeso(checkoutTotal(selected, fee))}
          {fee === null ? ' before shipping' : ' with shipping'}; the final amount is computed when the order is placed.
        </p>
      </ConfirmDialog>
    </section>
  );
}
