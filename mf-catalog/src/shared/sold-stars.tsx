import { soldStars } from '@qmj/contracts';

const STAR_PATH = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7.3L12 17.8 5.7 21.5l1.7-7.3L2 9.5l7.1-.6z';
const STAR_SLOTS = [1, 2, 3, 4, 5] as const;

/** The sold stars (by total sold, docs/catalogue.md), read out as "3 of 5 stars for sales". */
export function SoldStars({ sold }: { sold: number }) {
  const stars = soldStars(sold);
  return (
    <span role="img" aria-label={`${stars} of 5 stars for sales`} className="d-inline-flex gap-1 align-items-center">
      {STAR_SLOTS.map((slot) => (
        <svg key={slot} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d={STAR_PATH}
            fill={slot <= stars ? 'var(--qmj-accent, #f2b134)' : 'none'}
            stroke={slot <= stars ? 'var(--qmj-accent, #f2b134)' : '#adb5bd'}
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}
