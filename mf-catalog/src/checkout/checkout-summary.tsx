import { orderTotal, type Product } from '@qmj/contracts';
import { formatPeso } from '@qmj/web-kit/ui';
import { ProductImage } from '../shared/product-image';
import type { QuoteState } from '../shipping/use-shipping-quote';

interface CheckoutSummaryProps {
  product: Product;
  quantity: number;
  quote: QuoteState;
}

/** The order at a glance: picture, product, unit price, quantity, shipping fee and total (a quote). */
export function CheckoutSummary({ product, quantity, quote }: CheckoutSummaryProps) {
  const fee = quote.state === 'ready' ? quote.shippingFee : null;
  return (
    <div className="d-flex gap-3 align-items-start mb-3">
      <div className="flex-shrink-0" style={{ width: '6rem' }}>
        <ProductImage src={product.imageUrl} name={product.name} className="rounded-2" />
      </div>
      <dl className="row flex-grow-1 mb-0 small">
        <dt className="col-5 fw-normal text-body-secondary">Product</dt>
        <dd className="col-7 fw-semibold mb-1">{product.name}</dd>
        <dt className="col-5 fw-normal text-body-secondary">Unit Price</dt>
        <dd className="col-7 mb-1">{formatPeso(product.unitPrice)}</dd>
        <dt className="col-5 fw-normal text-body-secondary">Quantity</dt>
        <dd className="col-7 mb-1">{quantity}</dd>
        <dt className="col-5 fw-normal text-body-secondary">Shipping Fee</dt>
        <dd className="col-7 mb-1">{fee === null ? 'Not yet known' : formatPeso(fee)}</dd>
        <dt className="col-5 fw-semibold">Total</dt>
        <dd className="col-7 fw-bold fs-6 mb-0">{formatPeso(orderTotal(product.unitPrice, quantity, fee ?? 0))}</dd>
      </dl>
    </div>
  );
}
