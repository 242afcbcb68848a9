import { reviewerInitials } from './review-filters';

/** The reviewer's picture, or their initials in a circle (decorative: the name is written beside it). */
export function ReviewerAvatar({ name, pictureUrl }: { name: string; pictureUrl: string | null }) {
  const style = { width: '2.75rem', height: '2.75rem' };
  if (pictureUrl) {
    return <img src={pictureUrl} alt="" style={style} className="rounded-circle object-fit-cover flex-shrink-0" />;
  }
  return (
    <span
      aria-hidden="true"
      style={style}
      className="rounded-circle bg-secondary-subtle text-secondary-emphasis fw-semibold d-inline-flex align-items-center justify-content-center flex-shrink-0"
    >
      {reviewerInitials(name)}
    </span>
  );
}
