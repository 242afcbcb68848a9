import { formatPesos, type Product } from '@qmj/contracts';

/**
 * The ORDER FORM's place on the product page. The orders issue fills it: quantity stepper, contact
 * details, shipping fee, total, payment method, Add to Cart and Place Order (seed 001 section 2).
 */
export function OrderFormPlace({ product }: { product: Product }) {
  return (
    <section aria-labelledby="order-form-title" className="bg-white rounded-3 shadow-sm p-4">
      <h2 id="order-form-title" className="h5 mb-3">
        Order Form
      </h2>
      <dl className="mb-3">
        <dt className="small text-body-secondary fw-normal">Unit price</dt>
        <dd className="fs-4 fw-bold mb-2">{formatPesos(product.unitPrice)}</dd>
        <dt className="small text-body-secondary fw-normal">In stock</dt>
        <dd className="mb-0">{product.stock.toLocaleString('en-PH')}</dd>
      </dl>
      <p className="small text-body-secondary border rounded-3 bg-body-tertiary p-3 mb-0">
        Ordering online opens here soon: you will choose the quantity, give your delivery details and place your order
        on this page.
      </p>
    </section>
  );
}
