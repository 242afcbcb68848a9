import type { Rating, ReviewSummary } from '@qmj/contracts';
import { Badge, Button } from 'react-bootstrap';
import { RATING_FILTERS } from './review-filters';

interface RatingFilterButtonsProps {
  value: Rating | null;
  summary: Pick<ReviewSummary, 'count' | 'counts'>;
  onChange: (rating: Rating | null) => void;
}

/** All, 5 Star (Excellent) … 1 Star (Bad), each with its count; the chosen one is pressed. */
export function RatingFilterButtons({ value, summary, onChange }: RatingFilterButtonsProps) {
  return (
    <fieldset className="d-flex flex-wrap gap-2 mb-3">
      <legend className="visually-hidden">Filter reviews by rating</legend>
      {RATING_FILTERS.map((filter) => {
        const pressed = filter.rating === value;
        const count = filter.rating === null ? summary.count : (summary.counts[filter.rating] ?? 0);
        return (
          <Button
            key={filter.label}
            size="sm"
            variant={pressed ? 'primary' : 'outline-primary'}
            aria-pressed={pressed}
            onClick={() => onChange(filter.rating)}
          >
            {filter.label}{' '}
            <Badge bg={pressed ? 'light' : 'secondary'} text={pressed ? 'dark' : undefined} pill>
              {count}
            </Badge>
          </Button>
        );
      })}
    </fieldset>
  );
}
