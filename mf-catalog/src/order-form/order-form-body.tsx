import { ORDER_MESSAGES, type OrderDetails, orderTotal, type Product } from '@qmj/contracts';
import { apiQuery, FormError, useSubmit } from '@qmj/web-kit';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { CheckoutDialog } from '../checkout/checkout-dialog';
import { OrderPlacedDialog } from '../checkout/order-placed-dialog';
import { PLACE_ORDER_FAILED } from '../order-details/order-details';
import { OrderDetailsSection } from '../order-details/order-details-section';
import { useOrderDetailsForm } from '../order-details/use-order-details-form';
import type { ProfileDetails } from '../order-details/use-profile-details';
import { QuantityStepper } from '../quantity/quantity-stepper';
import { AddedToCartDialog } from './added-to-cart-dialog';
import { type OrderIntent, placeOrderRequest } from './place-order-request';

export const OUT_OF_STOCK_TEXT = 'This product is out of stock. Ordering is closed until it is restocked.';
const ADD_TO_CART_FAILED = 'The item could not be added to your cart. Please try again.';

interface OrderFormBodyProps {
  product: Product;
  profile: Extract<ProfileDetails, { state: 'ready' }>;
}

/** The order form's fields, its two actions and their dialogs. */
export function OrderFormBody({ product, profile }: OrderFormBodyProps) {
  const order = useOrderDetailsForm(profile);
  const [quantity, setQuantity] = useState(1);
  // The checked details while the Check Out dialog is open.
  const [checkingOut, setCheckingOut] = useState<OrderDetails | null>(null);
  const [done, setDone] = useState<'added' | 'placed' | null>(null);
  const place = useMutation(apiQuery.orders.place.mutationOptions());
  const addToCart = useSubmit(ADD_TO_CART_FAILED);
  const placeOrder = useSubmit(PLACE_ORDER_FAILED);

  const send = (intent: OrderIntent, details: OrderDetails) =>
    place.mutateAsync(
      placeOrderRequest(
        { productId: product.id, quantity, details, paymentMethod: order.paymentMethod, intent },
        order.receipt,
      ),
    );

  // A new attempt replaces the last failure to add to the cart, whatever it finds.
  const forgetFailure = () => addToCart.setError(null);

  const askToAddToCart = order.form.handleSubmit(
    (details) =>
      addToCart.run(
        () => send('cart', details),
        () => setDone('added'),
      ),
    forgetFailure,
  );

  const askToPlaceOrder = order.form.handleSubmit((details) => {
    forgetFailure();
    placeOrder.setError(null);
    setCheckingOut(details);
  }, forgetFailure);

  const checkOut = (details: OrderDetails) => {
    if (order.paymentMethod === 'GCASH' && !order.receipt) {
      placeOrder.setError(ORDER_MESSAGES.receiptRequired);
      return;
    }
    void placeOrder.run(
      () => send('order', details),
      () => {
        setCheckingOut(null);
        setDone('placed');
      },
    );
  };

  const outOfStock = product.stock < 1;
  const locked = outOfStock || addToCart.busy || placeOrder.busy;
  return (
    <>
      <Form noValidate onSubmit={(event) => void askToPlaceOrder(event)}>
        {outOfStock && (
          <Alert variant="warning" role="status">
            {OUT_OF_STOCK_TEXT}
          </Alert>
        )}
        <div className="mb-3">
          <QuantityStepper
            id="order-quantity"
            quantity={quantity}
            stock={product.stock}
            disabled={locked}
            onChange={setQuantity}
          />
        </div>
        <OrderDetailsSection
          idPrefix="order"
          order={order}
          subtotal={orderTotal(product.unitPrice, quantity, 0)}
          disabled={locked}
        />
        <FormError error={addToCart.error} />
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-primary" disabled={locked} onClick={() => void askToAddToCart()}>
            {addToCart.busy ? 'Adding…' : 'Add to Cart'}
          </Button>
          <Button type="submit" variant="primary" disabled={locked}>
            Place Order
          </Button>
        </div>
      </Form>
      {checkingOut && (
        <CheckoutDialog
          product={product}
          quantity={quantity}
          details={checkingOut}
          order={order}
          busy={placeOrder.busy}
          problem={placeOrder.error}
          onChangeDetails={() => setCheckingOut(null)}
          onCheckOut={() => checkOut(checkingOut)}
        />
      )}
      {done === 'added' && (
        <AddedToCartDialog productName={product.name} quantity={quantity} onClose={() => setDone(null)} />
      )}
      <OrderPlacedDialog show={done === 'placed'} />
    </>
  );
}
