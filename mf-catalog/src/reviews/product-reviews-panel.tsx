import type { Rating, ReviewSummary } from '@qmj/contracts';
import { Loading } from '@qmj/web-kit';
import { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useApiGet } from '../shared/use-api-get';
import { RatingFilterButtons } from './rating-filter-buttons';
import { RatingStars } from './rating-stars';
import { ReviewCard } from './review-card';
import { formatAverage, RATING_FILTERS, reviewsPath } from './review-filters';

export const REVIEWS_PANEL_ID = 'product-reviews';
export const NO_REVIEWS_TEXT = 'No reviews yet.';

/**
 * The reviews panel (PRODUCT REVIEWS): the average out of 5 with stars, the All / 5 Star … 1 Star
 * filters with their counts, and the review cards (seed 001 section 2).
 */
export function ProductReviewsPanel({ productId }: { productId: number }) {
  const [rating, setRating] = useState<Rating | null>(null);
  const answer = useApiGet<ReviewSummary>(reviewsPath(productId, rating), 'The reviews could not be loaded.');
  // The average and the counts stay on screen while another filter loads.
  const [summary, setSummary] = useState<ReviewSummary | null>(null);
  useEffect(() => {
    if (answer.state === 'ready') setSummary(answer.data);
  }, [answer]);

  return (
    <section id={REVIEWS_PANEL_ID} aria-labelledby="product-reviews-title" className="py-3">
      <h2 id="product-reviews-title" className="h5">
        Product Reviews
      </h2>
      {answer.state === 'failed' && <Alert variant="danger">{answer.message}</Alert>}
      {summary === null && answer.state === 'loading' && <Loading className="py-3" />}
      {summary !== null && summary.count === 0 && rating === null && answer.state === 'ready' && (
        <p className="text-body-secondary mb-0">{NO_REVIEWS_TEXT}</p>
      )}
      {summary !== null && (summary.count > 0 || rating !== null) && (
        <>
          <ReviewAverage average={summary.average} count={summary.count} />
          <RatingFilterButtons value={rating} summary={summary} onChange={setRating} />
          {answer.state === 'loading' && <Loading className="py-3" />}
          {answer.state === 'ready' && <ReviewList summary={answer.data} rating={rating} />}
        </>
      )}
    </section>
  );
}

function ReviewAverage({ average, count }: { average: number; count: number }) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
      <p className="mb-0">
        <span className="fs-3 fw-bold">{formatAverage(average)}</span>{' '}
        <span className="text-body-secondary">out of 5</span>
      </p>
      <RatingStars value={average} size={22} />
      <span className="small text-body-secondary">
        {count} {count === 1 ? 'review' : 'reviews'}
      </span>
    </div>
  );
}

function ReviewList({ summary, rating }: { summary: ReviewSummary; rating: Rating | null }) {
  if (summary.items.length === 0) {
    const label = RATING_FILTERS.find((filter) => filter.rating === rating)?.label ?? 'this filter';
    return <p className="text-body-secondary mb-0">{rating === null ? NO_REVIEWS_TEXT : `No ${label} reviews.`}</p>;
  }
  return (
    <ul className="list-unstyled d-grid gap-3 mb-0">
      {summary.items.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}
