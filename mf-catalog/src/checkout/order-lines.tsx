import { orderPagePath } from '@qmj/contracts';
import { Link } from '@qmj/web-kit/router';
import { formatPeso } from '@qmj/web-kit/ui';

export interface OrderLineRow {
  id: number;
  productName: string;
  quantity: number;
  /** Centavos: what the line costs as shown beside it. */
  amount: number;
  /** Once placed, the order's transaction code. */
  transactionCode?: string;
}

/**
 * The items of a checkout, one a row: product × quantity and its amount; once placed, the transaction
 * code, a link to the order's page.
 */
export function OrderLines({ lines, label }: { lines: readonly OrderLineRow[]; label: string }) {
  return (
    <ul className="list-unstyled small mb-3" aria-label={label}>
      {lines.map((line) => (
        <li key={line.id} className="d-flex justify-content-between gap-3 border-bottom py-1">
          <span>
            {line.transactionCode && (
              <span className="d-block">
                Transaction code{' '}
                <Link to={orderPagePath(line.id)} className="font-monospace fw-semibold">
                  {line.transactionCode}
                </Link>
              </span>
            )}
            {line.productName} × {line.quantity}
          </span>
          <span className="text-end text-nowrap">{formatPeso(line.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
