import { ApiImage } from '@qmj/web-kit/ui';
import { reviewerInitials } from './review-filters';

/** 2.75rem: the picture and the initials take the same room. */
const AVATAR_SIZE = 44;

/** The reviewer's picture, or their initials in a circle (decorative: the name is written beside it). */
export function ReviewerAvatar({ name, pictureUrl }: { name: string; pictureUrl: string | null }) {
  if (pictureUrl) {
    return (
      <ApiImage
        src={pictureUrl}
        alt=""
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        className="rounded-circle flex-shrink-0"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}
      className="rounded-circle bg-secondary-subtle text-secondary-emphasis fw-semibold d-inline-flex align-items-center justify-content-center flex-shrink-0"
    >
      {reviewerInitials(name)}
    </span>
  );
}
