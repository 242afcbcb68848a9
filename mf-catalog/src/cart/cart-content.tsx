import type { Order } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { ConfirmDialog, type ReadyOrderDetails } from '@qmj/web-kit/ui';
import { useIsMutating, useMutation, useMutationState, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Col, Form, Row } from 'react-bootstrap';
import { OrderPlacedDialog, type PlacedOrders } from '../checkout/order-placed-dialog';
import { useOrderDetailsForm } from '../order-details/use-order-details-form';
import { productQueryOptions } from '../product-page/product-page-queries';
import { CartCheckout } from './cart-checkout';
import { CartLine } from './cart-line';
import { CART_SCOPE } from './cart-scope';
import { EmptyCart } from './empty-cart';

const QUANTITY_FAILED = 'The quantity could not be changed. Please try again.';
const REMOVE_FAILED = 'The item could not be removed. Please try again.';
export const OWN_FEE_TEXT = 'Each item is placed as its own order, and each order carries its own shipping fee.';

interface CartContentProps {
  lines: Order[];
  prefilled: ReadyOrderDetails;
}

/** The quantities chosen whose save has not finished, by cart line: the lines show them at once. */
function useQuantitiesBeingSaved(): ReadonlyMap<number, number> {
  const saving = useMutationState({
    filters: { mutationKey: apiQuery.orders.changeQuantity.mutationKey(), status: 'pending' },
    select: (mutation) => mutation.state.variables as { id: number; quantity: number },
  });
  return new Map(saving.map(({ id, quantity }) => [id, quantity]));
}

/**
 * The stock of each product in the cart, for the lines' quantity limits. A product that cannot be
 * read is left out: the API still refuses a quantity beyond its stock.
 */
function useProductStocks(lines: readonly Order[]): ReadonlyMap<number, number> {
  return useQueries({
    queries: [...new Set(lines.map((line) => line.productId))].map((id) => productQueryOptions(id)),
    combine: (answers) => new Map(answers.flatMap(({ data }) => (data ? [[data.id, data.stock] as const] : []))),
  });
}

/**
 * The cart's lines (selected unless unticked, quantity saved one change after another, each with its
 * shipping fee, Remove) and its checkout with one set of details for every selected line.
 */
export function CartContent({ lines: savedLines, prefilled }: CartContentProps) {
  const order = useOrderDetailsForm(prefilled);
  // Every line is selected until the customer unticks it, new lines too.
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [removing, setRemoving] = useState<Order | null>(null);
  const [placed, setPlaced] = useState<PlacedOrders | null>(null);
  const changeQuantity = useMutation(apiQuery.orders.changeQuantity.mutationOptions({ scope: CART_SCOPE }));
  const remove = useMutation(apiQuery.orders.remove.mutationOptions({ scope: CART_SCOPE }));
  const checkingOut = useIsMutating({ mutationKey: apiQuery.orders.checkout.mutationKey() }) > 0;
  const beingSaved = useQuantitiesBeingSaved();
  const stocks = useProductStocks(savedLines);
  const lines = savedLines.map((line) => ({ ...line, quantity: beingSaved.get(line.id) ?? line.quantity }));

  const report = (id: number, message: string | null) =>
    setProblems(({ [id]: _old, ...rest }) => (message === null ? rest : { ...rest, [id]: message }));

  const saveQuantity = (line: Order, quantity: number) => {
    report(line.id, null);
    // A failed save shows the quantity the cart still holds.
    void changeQuantity
      .mutateAsync({ id: line.id, quantity })
      .catch((error: unknown) => report(line.id, errorMessage(error, QUANTITY_FAILED)));
  };

  const select = (id: number, on: boolean) =>
    setUnselected((current) => {
      const next = new Set(current);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });

  const removeLine = async (line: Order) => {
    setRemoving(null);
    try {
      await remove.mutateAsync({ id: line.id });
    } catch (error) {
      report(line.id, errorMessage(error, REMOVE_FAILED));
    }
  };

  // While a checkout is under way its lines leave the list before it answers: that is not an empty cart.
  if (lines.length === 0 && !placed && !checkingOut) return <EmptyCart />;
  const chosen = lines.filter((line) => !unselected.has(line.id));
  const allSelected = lines.length > 0 && chosen.length === lines.length;
  return (
    <Row className="g-4">
      <Col lg={7}>
        {lines.length > 0 && (
          <>
            <p className="small text-body-secondary">{OWN_FEE_TEXT}</p>
            <Form.Check
              id="cart-select-all"
              className="mb-2"
              label="Select all"
              checked={allSelected}
              onChange={() => setUnselected(allSelected ? new Set(lines.map((line) => line.id)) : new Set())}
            />
          </>
        )}
        <ul className="list-unstyled d-grid gap-3 mb-0" aria-label="Cart items">
          {lines.map((line) => (
            <li key={line.id}>
              <CartLine
                line={line}
                stock={stocks.get(line.productId)}
                shippingFee={order.quote}
                selected={!unselected.has(line.id)}
                problem={problems[line.id]}
                onSelect={(on) => select(line.id, on)}
                onQuantity={(quantity) => saveQuantity(line, quantity)}
                onRemove={() => setRemoving(line)}
              />
            </li>
          ))}
        </ul>
        {placed && lines.length === 0 && <Alert variant="success">Your cart is now empty.</Alert>}
      </Col>
      <Col lg={5}>
        <CartCheckout selected={chosen} order={order} onCheckedOut={setPlaced} />
      </Col>
      <ConfirmDialog
        show={removing !== null}
        title="Remove Item"
        confirmLabel="Remove"
        onConfirm={() => removing && void removeLine(removing)}
        onCancel={() => setRemoving(null)}
      >
        Remove {removing?.productName} from your cart?
      </ConfirmDialog>
      <OrderPlacedDialog placed={placed} />
    </Row>
  );
}
