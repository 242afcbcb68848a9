import type { Product } from '@qmj/contracts';
import { formatCount, formatPeso, Loading, usePrefilledOrderDetails } from '@qmj/web-kit/ui';
import { OrderFormBody } from './order-form-body';

/**
 * The product page's ORDER FORM (docs/orders.md): quantity, delivery details prefilled from the
 * profile and the last order, the quoted shipping fee and total, the payment method, Add to Cart and Place Order.
 */
export function OrderForm({ product }: { product: Product }) {
  const prefilled = usePrefilledOrderDetails();
  return (
    <section aria-labelledby="order-form-title" className="bg-white rounded-3 shadow-sm p-4">
      <h2 id="order-form-title" className="h5 mb-3">
        Order Form
      </h2>
      <dl className="row mb-3">
        <dt className="col-6 small text-body-secondary fw-normal">Unit price</dt>
        <dd className="col-6 text-end fs-5 fw-bold mb-1">{formatPeso(product.unitPrice)}</dd>
        <dt className="col-6 small text-body-secondary fw-normal">In stock</dt>
        <dd className="col-6 text-end mb-0">{formatCount(product.stock)}</dd>
      </dl>
      {prefilled.state === 'loading' ? (
        <Loading className="py-4" />
      ) : (
        <OrderFormBody product={product} prefilled={prefilled} />
      )}
    </section>
  );
}
