import { type Order, productPagePath } from '@qmj/contracts';
import { Link } from '@qmj/web-kit/router';
import { formatCount, formatPeso } from '@qmj/web-kit/ui';
import { Alert, Button, Form } from 'react-bootstrap';
import { QuantityStepper } from '../quantity/quantity-stepper';
import { ProductImage } from '../shared/product-image';
import { shippingFeeText } from '../shipping/price-quote';
import type { QuoteState } from '../shipping/use-shipping-quote';
import { lineTotal } from './cart-totals';

/** The most a line may ask for when its product's stock is unknown (the API still checks it). */
const UNKNOWN_STOCK = 100_000;

interface CartLineProps {
  line: Order;
  stock: number | undefined;
  /** The fee this line's order will carry: the quote for the checkout's address. */
  shippingFee: QuoteState;
  selected: boolean;
  problem: string | undefined;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line: selection, picture, name, unit price, quantity, line total, its own shipping fee and Remove. */
export function CartLine(props: CartLineProps) {
  const { line, stock, shippingFee, selected, problem, onSelect, onQuantity, onRemove } = props;
  const nameId = `cart-line-${line.id}-name`;
  return (
    <article aria-labelledby={nameId} className="bg-white rounded-3 shadow-sm p-3">
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Form.Check
          id={`cart-line-${line.id}-select`}
          aria-label={line.productName}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
        {/* The picture repeats the name's link for a pointer: out of the tab order and of the accessibility tree. */}
        <Link
          to={productPagePath(line.productId)}
          className="flex-shrink-0"
          style={{ width: '5rem' }}
          tabIndex={-1}
          aria-hidden="true"
        >
          <ProductImage src={line.imageUrl} name={line.productName} decorative className="rounded-2" />
        </Link>
        <div className="flex-grow-1" style={{ minWidth: '10rem' }}>
          <h2 id={nameId} className="h6 mb-1">
            <Link to={productPagePath(line.productId)} className="text-body">
              {line.productName}
            </Link>
          </h2>
          <p className="small text-body-secondary mb-0">Unit price {formatPeso(line.unitPrice)}</p>
          {stock !== undefined && <p className="small text-body-secondary mb-0">{formatCount(stock)} in stock</p>}
        </div>
      </div>
      <div className="d-flex flex-wrap align-items-end justify-content-end gap-3 mt-2">
        <QuantityStepper
          id={`cart-line-${line.id}-quantity`}
          quantity={line.quantity}
          stock={stock ?? UNKNOWN_STOCK}
          onChange={onQuantity}
        />
        <dl className="d-flex gap-3 mb-2 text-end">
          <div style={{ minWidth: '6rem' }}>
            <dt className="small text-body-secondary fw-normal">Line total</dt>
            <dd className="fw-bold mb-0">{formatPeso(lineTotal(line))}</dd>
          </div>
          <div style={{ minWidth: '6rem' }}>
            <dt className="small text-body-secondary fw-normal">Shipping fee</dt>
            <dd className="mb-0">{shippingFeeText(shippingFee)}</dd>
          </div>
        </dl>
        <Button variant="outline-danger" size="sm" className="mb-2" aria-describedby={nameId} onClick={onRemove}>
          Remove
        </Button>
      </div>
      {stock !== undefined && stock < line.quantity && (
        <Alert variant="warning" className="small mt-2 mb-0 py-2">
          Only {formatCount(stock)} left in stock: lower the quantity to check this item out.
        </Alert>
      )}
      {problem && (
        <Alert variant="danger" className="small mt-2 mb-0 py-2">
          {problem}
        </Alert>
      )}
    </article>
  );
}
