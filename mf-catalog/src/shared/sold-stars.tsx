import { soldStars } from '@qmj/contracts';
import { formatCount } from '@qmj/web-kit/ui';

const BAG_PATH = 'M6 8h12l-1 12H7L6 8zm3 0V6a3 3 0 0 1 6 0v2';
const BAG_SLOTS = [1, 2, 3, 4, 5] as const;
const EARNED = '#146c43';
const NOT_EARNED = '#6c757d';

/**
 * The sales score (sold stars by total sold, docs/catalogue.md), drawn as shopping bags so it never
 * reads as a rating: "Sales" with the bags, read out as "Sales score 3 of 5", and "N sold".
 */
export function SoldStars({ sold }: { sold: number }) {
  const score = soldStars(sold);
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-1 small">
      <span className="text-body-secondary">Sales</span>
      <span role="img" aria-label={`Sales score ${score} of 5`} className="d-inline-flex gap-1">
        {BAG_SLOTS.map((slot) => (
          <svg key={slot} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              d={BAG_PATH}
              fill={slot <= score ? EARNED : 'none'}
              stroke={slot <= score ? EARNED : NOT_EARNED}
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
        ))}
      </span>
      <span className="text-body-secondary">{formatCount(sold)} sold</span>
    </span>
  );
}
