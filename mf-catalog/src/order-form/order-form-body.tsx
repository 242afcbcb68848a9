import { ORDER_MESSAGES, type OrderDetails, orderTotal, type Product } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { FormError, orderRequest, type ReadyOrderDetails, useSubmit } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { CheckoutDialog } from '../checkout/checkout-dialog';
import { OrderPlacedDialog, type PlacedOrders } from '../checkout/order-placed-dialog';
import { OrderDetailsSection } from '../order-details/order-details-section';
import { useOrderDetailsForm } from '../order-details/use-order-details-form';
import { QuantityStepper } from '../quantity/quantity-stepper';
import { AddedToCartDialog } from './added-to-cart-dialog';
import { cartLineRequest } from './place-order-request';

export const OUT_OF_STOCK_TEXT = 'This product is out of stock. Ordering is closed until it is restocked.';
export const QUANTITY_ONLY_TEXT = 'Add to Cart needs only the quantity: the delivery details are asked at checkout.';
const ADD_TO_CART_FAILED = 'The item could not be added to your cart. Please try again.';

interface OrderFormBodyProps {
  product: Product;
  prefilled: ReadyOrderDetails;
}

/** The order form's fields, its two actions and their dialogs. */
export function OrderFormBody({ product, prefilled }: OrderFormBodyProps) {
  const order = useOrderDetailsForm(prefilled);
  const [quantity, setQuantity] = useState(1);
  // The checked details while the Check Out dialog is open.
  const [checkingOut, setCheckingOut] = useState<OrderDetails | null>(null);
  const [added, setAdded] = useState(false);
  const [placed, setPlaced] = useState<PlacedOrders | null>(null);
  const place = useMutation(apiQuery.orders.place.mutationOptions());
  const addToCart = useSubmit(ADD_TO_CART_FAILED);
  const placeOrder = useSubmit(ORDER_MESSAGES.placeFailed);

  // The cart line needs nothing but the quantity: the details are not checked here.
  const askToAddToCart = () =>
    addToCart.run(
      () => place.mutateAsync(cartLineRequest(product.id, quantity)),
      () => setAdded(true),
    );

  const askToPlaceOrder = order.form.handleSubmit((details) => {
    addToCart.setError(null);
    placeOrder.setError(null);
    setCheckingOut(details);
  });

  const checkOut = (details: OrderDetails) => {
    if (!order.payment.isReady()) {
      placeOrder.setError(null);
      return;
    }
    const request = orderRequest({ productId: product.id, quantity, intent: 'order' }, details, order.payment);
    void placeOrder.run(
      async (): Promise<PlacedOrders> => {
        const placedOrder = await place.mutateAsync(request);
        return { orders: [placedOrder], detailsProblem: await order.saveDetailsIfAsked(details) };
      },
      (answer) => {
        setCheckingOut(null);
        setPlaced(answer);
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
          ordered={{ productId: product.id, quantity }}
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
        <p className="small text-body-secondary mt-2 mb-0">{QUANTITY_ONLY_TEXT}</p>
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
      {added && <AddedToCartDialog productName={product.name} quantity={quantity} onClose={() => setAdded(false)} />}
      <OrderPlacedDialog placed={placed} />
    </>
  );
}
