import type { Order } from '@qmj/contracts';
import { ConfirmDialog, errorMessage } from '@qmj/web-kit';
import { useRef, useState } from 'react';
import { Alert, Col, Form, Row } from 'react-bootstrap';
import { OrderPlacedDialog } from '../checkout/order-placed-dialog';
import type { ProfileDetails } from '../order-details/use-profile-details';
import { CART_MESSAGES, removeCartLine, saveCartQuantity } from './cart-api';
import { CartCheckout } from './cart-checkout';
import { CartLine } from './cart-line';
import { selectedLines } from './cart-totals';
import { EmptyCart } from './empty-cart';
import { useProductStocks } from './use-product-stocks';

interface CartContentProps {
  initialLines: Order[];
  profile: Extract<ProfileDetails, { state: 'ready' }>;
}

/** The cart's lines (quantity saved one change after another, selection, Remove) and its checkout. */
export function CartContent({ initialLines, profile }: CartContentProps) {
  const [lines, setLines] = useState(initialLines);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [removing, setRemoving] = useState<Order | null>(null);
  const [placed, setPlaced] = useState(false);
  const saves = useRef<Promise<void>>(Promise.resolve());
  const stocks = useProductStocks(lines.map((line) => line.productId));

  const report = (id: number, message: string | null) =>
    setProblems(({ [id]: _old, ...rest }) => (message === null ? rest : { ...rest, [id]: message }));
  const setQuantity = (id: number, quantity: number) =>
    setLines((current) => current.map((line) => (line.id === id ? { ...line, quantity } : line)));

  const changeQuantity = (line: Order, quantity: number) => {
    const before = line.quantity;
    setQuantity(line.id, quantity);
    report(line.id, null);
    // One save after another, so the last quantity chosen is the one kept.
    saves.current = saves.current.then(async () => {
      try {
        await saveCartQuantity(line.id, quantity);
      } catch (error) {
        setQuantity(line.id, before);
        report(line.id, await errorMessage(error, CART_MESSAGES.quantity));
      }
    });
  };

  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const remove = async (line: Order) => {
    setRemoving(null);
    try {
      await removeCartLine(line.id);
      setLines((current) => current.filter((other) => other.id !== line.id));
      select(line.id, false);
    } catch (error) {
      report(line.id, await errorMessage(error, CART_MESSAGES.remove));
    }
  };

  const checkedOut = (orders: Order[]) => {
    const done = new Set([...selected, ...orders.map((order) => order.id)]);
    setLines((current) => current.filter((line) => !done.has(line.id)));
    setSelected(new Set());
    setPlaced(true);
  };

  if (lines.length === 0 && !placed) return <EmptyCart />;
  const chosen = selectedLines(lines, selected);
  const allSelected = lines.length > 0 && chosen.length === lines.length;
  return (
    <Row className="g-4">
      <Col lg={7}>
        {lines.length > 0 && (
          <Form.Check
            id="cart-select-all"
            className="mb-2"
            label="Select all"
            checked={allSelected}
            onChange={() => setSelected(allSelected ? new Set() : new Set(lines.map((line) => line.id)))}
          />
        )}
        <ul className="list-unstyled d-grid gap-3 mb-0" aria-label="Cart items">
          {lines.map((line) => (
            <li key={line.id}>
              <CartLine
                line={line}
                stock={stocks.get(line.productId)}
                selected={selected.has(line.id)}
                problem={problems[line.id]}
                onSelect={(on) => select(line.id, on)}
                onQuantity={(quantity) => changeQuantity(line, quantity)}
                onRemove={() => setRemoving(line)}
              />
            </li>
          ))}
        </ul>
        {placed && lines.length === 0 && <Alert variant="success">Your cart is now empty.</Alert>}
      </Col>
      <Col lg={5}>
        <CartCheckout selected={chosen} profile={profile} settle={() => saves.current} onCheckedOut={checkedOut} />
      </Col>
      <ConfirmDialog
        show={removing !== null}
        title="Remove Item"
        confirmLabel="Remove"
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        Remove {removing?.productName} from your cart?
      </ConfirmDialog>
      <OrderPlacedDialog show={placed} />
    </Row>
  );
}
