import type { Rating, ReviewSummary } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { ErrorState, Loading } from '@qmj/web-kit/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RatingFilterButtons } from './rating-filter-buttons';
import { RatingStars } from './rating-stars';
import { ReviewCard } from './review-card';
import { formatAverage, RATING_FILTERS } from './review-filters';

export const REVIEWS_PANEL_ID = 'product-reviews';
export const NO_REVIEWS_TEXT = 'No reviews yet.';

/**
 * The reviews panel (PRODUCT REVIEWS): the average out of 5 with stars, the All / 5 Star … 1 Star
 * filters with their counts, and the review cards (docs/catalogue.md).
 */
export function ProductReviewsPanel({ productId }: { productId: number }) {
  const [rating, setRating] = useState<Rating | null>(null);
  // The average and the counts stay on screen while another filter loads.
  const answer = useQuery(
    apiQuery.reviews.summary.queryOptions({
      input: { id: productId, rating: rating ?? undefined },
      placeholderData: keepPreviousData,
    }),
  );
  const summary = answer.data;
  const loadingList = answer.isPending || answer.isPlaceholderData;

  return (
    <section id={REVIEWS_PANEL_ID} aria-labelledby="product-reviews-title" className="py-3">
      <h2 id="product-reviews-title" className="h5">
        Product Reviews
      </h2>
      {answer.isError && <ErrorState message={errorMessage(answer.error, 'The reviews could not be loaded.')} />}
      {answer.isPending && <Loading className="py-3" />}
      {summary && summary.count === 0 && rating === null && !loadingList && (
        <p className="text-body-secondary mb-0">{NO_REVIEWS_TEXT}</p>
      )}
      {summary && (summary.count > 0 || rating !== null) && (
        <>
          <ReviewAverage average={summary.average} count={summary.count} />
          <RatingFilterButtons value={rating} summary={summary} onChange={setRating} />
          {loadingList ? <Loading className="py-3" /> : <ReviewList summary={summary} rating={rating} />}
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
