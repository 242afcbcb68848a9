import { type Notification, noticeTarget } from '@qmj/contracts';
import { Link } from '@qmj/web-kit/router';
import { formatDateTime } from '@qmj/web-kit/ui';
import { Badge, CloseButton } from 'react-bootstrap';
import { ProductImage } from '../common/product-image';

interface NotificationItemProps {
  notification: Notification;
  /** The notice was opened: it is read from now on. */
  onOpen: () => void;
  onDelete: () => void;
}

/** One notice: the product's picture, the message (a link to its order or booking), the date, a delete button. */
export function NotificationItem({ notification, onOpen, onDelete }: NotificationItemProps) {
  const unread = !notification.read;
  const target = noticeTarget(notification);
  const message = (
    <>
      {unread && (
        <Badge bg="primary" className="me-1">
          New
        </Badge>
      )}
      {notification.message}
    </>
  );
  return (
    <li className={`position-relative d-flex gap-2 px-3 py-2 border-bottom ${unread ? 'bg-primary-subtle' : ''}`}>
      <ProductImage url={notification.imageUrl} name={notification.productName} size={44} />
      <div className="flex-grow-1 small" style={{ minWidth: 0, whiteSpace: 'normal' }}>
        <p className={`mb-1 ${unread ? 'fw-semibold' : ''}`}>
          {/* The whole row opens the notice; the delete button sits above the stretched link. */}
          {target ? (
            <Link to={target} className="stretched-link text-body text-decoration-none" onClick={onOpen}>
              {message}
            </Link>
          ) : (
            message
          )}
        </p>
        <time className="text-body-secondary" dateTime={notification.createdAt}>
          {formatDateTime(notification.createdAt)}
        </time>
      </div>
      <CloseButton
        className="position-relative z-2"
        aria-label="Delete notification"
        title="Delete notification"
        onClick={onDelete}
      />
    </li>
  );
}
