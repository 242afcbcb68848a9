import { formatCount, formatPeso } from '@qmj/web-kit/ui';

/**
 * Units sold and the revenue of a product's accepted orders; a dash for each until they have come, so the table
 * below never moves when they do.
 */
export function SalesTotals({ sold, revenue }: { sold?: number; revenue?: number }) {
  return (
    <dl className="d-flex flex-wrap gap-4 mb-3" aria-label="Sales totals">
      <div>
        <dt className="small text-body-secondary fw-normal">Sold</dt>
        <dd className="h5 mb-0">{sold === undefined ? '—' : formatCount(sold)}</dd>
      </div>
      <div>
        <dt className="small text-body-secondary fw-normal">Revenue</dt>
        <dd className="h5 mb-0">{revenue === undefined ? '—' : formatPeso(revenue)}</dd>
      </div>
    </dl>
  );
}
