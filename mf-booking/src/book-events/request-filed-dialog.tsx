import { BOOKING_MESSAGES, MY_BOOKINGS_PAGE } from '@qmj/contracts';
import { Link } from '@qmj/web-kit/router';
import { MessageDialog } from '@qmj/web-kit/ui';

/** After filing: the request is pending, and My Bookings follows it. */
export function RequestFiledDialog({ onClose }: { onClose: () => void }) {
  return (
    <MessageDialog
      title="Request Filed"
      message={
        <>
          <p>{BOOKING_MESSAGES.saved}</p>
          <p className="mb-0">
            You can follow it in <Link to={MY_BOOKINGS_PAGE.path}>{MY_BOOKINGS_PAGE.title}</Link>.
          </p>
        </>
      }
      onClose={onClose}
    />
  );
}
