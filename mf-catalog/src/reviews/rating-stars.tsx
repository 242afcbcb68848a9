import { useId } from 'react';

const STAR_PATH = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7.3L12 17.8 5.7 21.5l1.7-7.3L2 9.5l7.1-.6z';
const STAR_SLOTS = [1, 2, 3, 4, 5] as const;
const FILLED = 'var(--qmj-accent, #f2b134)';

interface RatingStarsProps {
  /** 0 to 5; a fraction fills part of a star. */
  value: number;
  /** The accessible name; without one the stars are decorative (the text beside them says it). */
  label?: string;
  size?: number;
}

/** Five stars filled up to `value`, e.g. read out as "4 of 5 stars". */
export function RatingStars({ value, label, size = 16 }: RatingStarsProps) {
  const idBase = `stars${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const stars = STAR_SLOTS.map((slot) => {
    const fill = Math.min(1, Math.max(0, value - (slot - 1)));
    const clipId = `${idBase}-${slot}`;
    return (
      <svg key={slot} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width={24 * fill} height="24" />
          </clipPath>
        </defs>
        <path d={STAR_PATH} fill="none" stroke={fill > 0 ? FILLED : '#adb5bd'} strokeWidth="1.5" />
        <path d={STAR_PATH} fill={FILLED} clipPath={`url(#${clipId})`} />
      </svg>
    );
  });
  const className = 'd-inline-flex gap-1 align-items-center';
  return label ? (
    <span role="img" aria-label={label} className={className}>
      {stars}
    </span>
  ) : (
    <span aria-hidden="true" className={className}>
      {stars}
    </span>
  );
}
