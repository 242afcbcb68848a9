import { REVIEW_MAX_IMAGES, type Review } from '@qmj/contracts';
import { ApiImage, formatDate } from '@qmj/web-kit/ui';
import { RatingStars } from './rating-stars';
import { ReviewerAvatar } from './reviewer-avatar';

/** One review: picture or initials, the reviewer ('******' when anonymous), stars, ordered item, comment, images. */
export function ReviewCard({ review }: { review: Review }) {
  const nameId = `review-${review.id}-reviewer`;
  const images = review.imageUrls.slice(0, REVIEW_MAX_IMAGES);
  return (
    <article aria-labelledby={nameId} className="border rounded-3 p-3">
      <header className="d-flex align-items-center gap-2 mb-2">
        <ReviewerAvatar name={review.reviewer} pictureUrl={review.reviewerPictureUrl} />
        <div>
          <h3 id={nameId} className="h6 mb-0">
            {review.reviewer}
          </h3>
          <RatingStars value={review.rating} label={`${review.rating} of 5 stars`} size={14} />
        </div>
        <time dateTime={review.createdAt} className="ms-auto small text-body-secondary">
          {formatDate(review.createdAt)}
        </time>
      </header>
      <p className="small text-body-secondary mb-1">
        ordered item: <span className="text-body">{review.productName}</span>
      </p>
      <p className="mb-2" style={{ whiteSpace: 'pre-line' }}>
        {review.comment}
      </p>
      {images.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {images.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <ApiImage
                  src={url}
                  alt={`Attachment ${index + 1} of ${images.length} of the review by ${review.reviewer}`}
                  width={88}
                  height={88}
                  className="rounded-2 border"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
