import { checkoutSchema, formatPesos, ORDER_MESSAGES, type Order, type PaymentMethod } from '@qmj/contracts';
import { ConfirmDialog, errorMessage } from '@qmj/web-kit';
import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { firstProblem } from '../order-details/order-details';
import { OrderDetailsFields } from '../order-details/order-details-fields';
import type { ProfileDetails } from '../order-details/use-profile-details';
import { PaymentFields } from '../payment/payment-fields';
import { PriceQuote } from '../shipping/price-quote';
import { useShippingQuote } from '../shipping/use-shipping-quote';
import { CART_MESSAGES, checkOutCart } from './cart-api';
import { checkoutTotal, linesTotal } from './cart-totals';
import { checkoutBody, checkoutFields } from './checkout-request';

interface CartCheckoutProps {
  selected: readonly Order[];
  profile: Extract<ProfileDetails, { state: 'ready' }>;
  /** Waits for the quantity changes still being saved. */
  settle: () => Promise<void>;
  onCheckedOut: (orders: Order[]) => void;
}

/** The cart's summary and checkout: the selected total, the details, the payment and Check Out after a confirm. */
export function CartCheckout({ selected, profile, settle, onCheckedOut }: CartCheckoutProps) {
  const [details, setDetails] = useState(profile.details);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('COD');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const quote = useShippingQuote(details.address);
  const input = { orderIds: selected.map((line) => line.id), details, paymentMethod };

  const askToCheckOut = () => {
    const why =
      selected.length === 0
        ? ORDER_MESSAGES.selectItems
        : (firstProblem(checkoutSchema.safeParse(checkoutFields(input))) ??
          (paymentMethod === 'GCASH' && !receipt ? ORDER_MESSAGES.receiptRequired : null));
    setProblem(why);
    if (!why) setConfirming(true);
  };

  const checkOut = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await settle();
      onCheckedOut(await checkOutCart(checkoutBody(input, receipt)));
    } catch (error) {
      setProblem(await errorMessage(error, CART_MESSAGES.checkout));
    } finally {
      setBusy(false);
    }
  };

  const fee = quote.state === 'ready' ? quote.shippingFee : null;
  // 'Please select…' goes away once something is selected.
  const shownProblem = problem === ORDER_MESSAGES.selectItems && selected.length > 0 ? null : problem;
  return (
    <section aria-labelledby="cart-checkout-title" className="bg-white rounded-3 shadow-sm p-4">
      <h2 id="cart-checkout-title" className="h5 mb-3">
        Order Summary
      </h2>
      <dl className="row mb-3">
        <dt className="col-7 fw-normal">Selected items ({selected.length})</dt>
        <dd className="col-5 text-end fw-semibold mb-0">{formatPesos(linesTotal(selected))}</dd>
      </dl>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          askToCheckOut();
        }}
      >
        {profile.problem && <Alert variant="warning">{profile.problem}</Alert>}
        <OrderDetailsFields idPrefix="cart" details={details} disabled={busy} onChange={setDetails} />
        <PriceQuote subtotal={linesTotal(selected)} orders={Math.max(1, selected.length)} quote={quote} />
        <PaymentFields
          idPrefix="cart"
          paymentMethod={paymentMethod}
          receipt={receipt}
          disabled={busy}
          onPaymentMethod={setPaymentMethod}
          onReceipt={setReceipt}
        />
        {shownProblem && <Alert variant="danger">{shownProblem}</Alert>}
        <Button type="submit" variant="primary" className="w-100" disabled={busy}>
          {busy ? 'Placing your order…' : 'Check Out'}
        </Button>
      </Form>
      <ConfirmDialog
        show={confirming}
        title="Check Out"
        confirmLabel="Check Out"
        onConfirm={() => void checkOut()}
        onCancel={() => setConfirming(false)}
      >
        <p className="mb-1">
          Check out {selected.length} {selected.length === 1 ? 'item' : 'items'} with{' '}
          {paymentMethod === 'GCASH' ? 'GCash' : 'cash on delivery'}?
        </p>
        <p className="mb-0 small text-body-secondary">
          Total {formatPesos(checkoutTotal(selected, fee))}
          {fee === null ? ' before shipping' : ' with shipping'}; the final amount is computed when the order is placed.
        </p>
      </ConfirmDialog>
    </section>
  );
}
