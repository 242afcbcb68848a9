import {
  ORDER_MESSAGES,
  type OrderDetails,
  orderTotal,
  type PaymentMethod,
  type Product,
  placeOrderSchema,
} from '@qmj/contracts';
import { errorMessage } from '@qmj/web-kit';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { CheckoutDialog } from '../checkout/checkout-dialog';
import { OrderPlacedDialog } from '../checkout/order-placed-dialog';
import { firstProblem } from '../order-details/order-details';
import { OrderDetailsFields } from '../order-details/order-details-fields';
import { PaymentFields } from '../payment/payment-fields';
import { QuantityStepper } from '../quantity/quantity-stepper';
import { PriceQuote } from '../shipping/price-quote';
import { useShippingQuote } from '../shipping/use-shipping-quote';
import { AddedToCartDialog } from './added-to-cart-dialog';
import { ADD_TO_CART_FAILED, PLACE_ORDER_FAILED, postOrder } from './orders-api';
import { type OrderIntent, placeOrderBody, placeOrderFields } from './place-order-request';

export const OUT_OF_STOCK_TEXT = 'This product is out of stock. Ordering is closed until it is restocked.';

type Dialog = 'none' | 'checkout' | 'added' | 'placed';

interface OrderFormBodyProps {
  product: Product;
  initialDetails: OrderDetails;
  profileProblem: string | null;
}

/** The order form's fields, its two actions and their dialogs. */
export function OrderFormBody({ product, initialDetails, profileProblem }: OrderFormBodyProps) {
  const [quantity, setQuantity] = useState(1);
  const [details, setDetails] = useState(initialDetails);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('COD');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checkoutProblem, setCheckoutProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<OrderIntent | null>(null);
  const [dialog, setDialog] = useState<Dialog>('none');
  const quote = useShippingQuote(details.address);

  const outOfStock = product.stock < 1;
  const input = (intent: OrderIntent) => ({ productId: product.id, quantity, details, paymentMethod, intent });
  const invalid = (intent: OrderIntent) => firstProblem(placeOrderSchema.safeParse(placeOrderFields(input(intent))));

  const send = async (intent: OrderIntent, report: (message: string) => void) => {
    setBusy(intent);
    try {
      await postOrder(placeOrderBody(input(intent), receipt));
      setDialog(intent === 'cart' ? 'added' : 'placed');
    } catch (error) {
      report(await errorMessage(error, intent === 'cart' ? ADD_TO_CART_FAILED : PLACE_ORDER_FAILED));
    } finally {
      setBusy(null);
    }
  };

  const addToCart = () => {
    const why = invalid('cart');
    setProblem(why);
    if (!why) void send('cart', setProblem);
  };

  const placeOrder = (event: FormEvent) => {
    event.preventDefault();
    const why = invalid('order');
    setProblem(why);
    if (why) return;
    setCheckoutProblem(null);
    setDialog('checkout');
  };

  const checkOut = () => {
    if (paymentMethod === 'GCASH' && !receipt) {
      setCheckoutProblem(ORDER_MESSAGES.receiptRequired);
      return;
    }
    setCheckoutProblem(null);
    void send('order', setCheckoutProblem);
  };

  const locked = outOfStock || busy !== null;
  return (
    <>
      <Form noValidate onSubmit={placeOrder}>
        {outOfStock && (
          <Alert variant="warning" role="status">
            {OUT_OF_STOCK_TEXT}
          </Alert>
        )}
        {profileProblem && <Alert variant="warning">{profileProblem}</Alert>}
        <div className="mb-3">
          <QuantityStepper
            id="order-quantity"
            quantity={quantity}
            stock={product.stock}
            disabled={locked}
            onChange={setQuantity}
          />
        </div>
        <OrderDetailsFields idPrefix="order" details={details} disabled={locked} onChange={setDetails} />
        <PriceQuote subtotal={orderTotal(product.unitPrice, quantity, 0)} quote={quote} />
        <PaymentFields
          idPrefix="order"
          paymentMethod={paymentMethod}
          receipt={receipt}
          disabled={locked}
          onPaymentMethod={setPaymentMethod}
          onReceipt={setReceipt}
        />
        {problem && <Alert variant="danger">{problem}</Alert>}
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-primary" disabled={locked} onClick={addToCart}>
            {busy === 'cart' ? 'Adding…' : 'Add to Cart'}
          </Button>
          <Button type="submit" variant="primary" disabled={locked}>
            Place Order
          </Button>
        </div>
      </Form>
      <CheckoutDialog
        show={dialog === 'checkout'}
        product={product}
        quantity={quantity}
        details={details}
        quote={quote}
        paymentMethod={paymentMethod}
        receipt={receipt}
        busy={busy === 'order'}
        problem={checkoutProblem}
        onReceipt={setReceipt}
        onChangeDetails={() => setDialog('none')}
        onCheckOut={checkOut}
      />
      <AddedToCartDialog
        show={dialog === 'added'}
        productName={product.name}
        quantity={quantity}
        onClose={() => setDialog('none')}
      />
      <OrderPlacedDialog show={dialog === 'placed'} />
    </>
  );
}
