import type { Notification } from '@qmj/contracts';
import { formatDateTime } from '@qmj/web-kit';
import { Badge, CloseButton } from 'react-bootstrap';
import { ProductImage } from '../common/product-image';

interface NotificationItemProps {
  notification: Notification;
  /** Unread when the list was opened. */
  isNew: boolean;
  onDelete: () => void;
}

/** One notice: the product's picture, the message, the date, a delete button. */
export function NotificationItem({ notification, isNew, onDelete }: NotificationItemProps) {
  return (
    <li className={`d-flex gap-2 px-3 py-2 border-bottom ${isNew ? 'bg-primary-subtle' : ''}`}>
      <ProductImage url={notification.imageUrl} name={notification.productName} size={44} />
      <div className="flex-grow-1 small" style={{ minWidth: 0, whiteSpace: 'normal' }}>
        <p className={`mb-1 ${isNew ? 'fw-semibold' : ''}`}>
          {isNew && (
            <Badge bg="primary" className="me-1">
              New
            </Badge>
          )}
          {notification.message}
        </p>
        <time className="text-body-secondary" dateTime={notification.createdAt}>
          {formatDateTime(notification.createdAt)}
        </time>
      </div>
      <CloseButton aria-label="Delete notification" title="Delete notification" onClick={onDelete} />
    </li>
  );
}
