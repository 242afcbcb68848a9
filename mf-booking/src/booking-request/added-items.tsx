import { DOWN_PAYMENT_RATE, type Service } from '@qmj/contracts';
import { formatPercent, formatPeso } from '@qmj/web-kit/ui';
import { Table } from 'react-bootstrap';
import type { AddedItem } from './add-on-records';

interface PaymentSummaryProps {
  total: number;
  downPayment: number;
}

/** The total and its down payment, in pesos to 2 decimals. */
export function PaymentSummary({ total, downPayment }: PaymentSummaryProps) {
  return (
    <dl className="row mb-0">
      <dt className="col-7 fw-semibold">Total</dt>
      <dd className="col-5 text-end fw-semibold mb-1">{formatPeso(total)}</dd>
      <dt className="col-7 fw-normal">Down Payment ({formatPercent(DOWN_PAYMENT_RATE)})</dt>
      <dd className="col-5 text-end mb-0">{formatPeso(downPayment)}</dd>
    </dl>
  );
}

interface AddedItemsProps {
  service: Pick<Service, 'title' | 'lowPricing'>;
  items: readonly AddedItem[];
  total: number;
  downPayment: number;
}

/** Added Items: the service's starting price, each add-on as quantity × price, the total and the down payment. */
export function AddedItems({ service, items, total, downPayment }: AddedItemsProps) {
  return (
    <section aria-labelledby="added-items-title" className="bg-body-tertiary rounded p-3">
      <h3 id="added-items-title" className="h6">
        Added Items
      </h3>
      <Table size="sm" className="mb-2 bg-transparent" aria-labelledby="added-items-title">
        <tbody>
          <tr>
            <th scope="row" className="fw-normal bg-transparent">
              {service.title} (starting price)
            </th>
            <td className="text-end bg-transparent">{formatPeso(service.lowPricing)}</td>
          </tr>
          {items.map((item) => (
            <tr key={item.slot}>
              <th scope="row" className="fw-normal bg-transparent">
                {item.name}: {item.quantity} × {formatPeso(item.price)}
              </th>
              <td className="text-end bg-transparent">{formatPeso(item.amount)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <PaymentSummary total={total} downPayment={downPayment} />
    </section>
  );
}
