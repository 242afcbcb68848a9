import { CONFIRM_MESSAGES } from '@qmj/contracts';
import { ConfirmDialog, errorMessage, useSession } from '@qmj/web-kit';
import { useState } from 'react';
import { Alert, Badge, Dropdown } from 'react-bootstrap';
import { BellIcon } from './bell-icon';
import { NotificationItem } from './notification-item';
import { deleteNotification, markNotificationRead, NOTIFICATION_CALL_FAILED } from './notifications-api';
import { useNotifications } from './use-notifications';

export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The header's bell for a signed-in customer: the unread count, and the list, which is marked read
 * when opened. Nothing is shown until the first answer, nor when the call fails.
 */
export default function NotificationBell() {
  const isCustomer = useSession((s) => s.user?.role === 'customer');
  const { items, refresh, markReadHere, removeHere } = useNotifications(isCustomer);
  const [open, setOpen] = useState(false);
  const [newIds, setNewIds] = useState<readonly number[]>([]);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!isCustomer || !items) return null;
  const unread = items.filter((item) => !item.read).length;

  const toggle = (next: boolean) => {
    // While the delete dialog is up, a click inside it must not close the list behind it.
    if (!next && deleting !== null) return;
    setOpen(next);
    setError(null);
    if (!next) {
      setNewIds([]);
      return;
    }
    const unreadIds = items.filter((item) => !item.read).map((item) => item.id);
    setNewIds(unreadIds);
    if (unreadIds.length > 0) {
      markReadHere(unreadIds);
      void Promise.allSettled(unreadIds.map(markNotificationRead));
    }
  };

  const remove = async () => {
    if (deleting === null) return;
    setBusy(true);
    setError(null);
    try {
      await deleteNotification(deleting);
      removeHere(deleting);
      void refresh();
    } catch (failure) {
      setError(await errorMessage(failure, NOTIFICATION_CALL_FAILED.delete));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <>
      <Dropdown show={open} onToggle={toggle} align="end">
        <Dropdown.Toggle
          variant="link"
          className="nav-link position-relative px-2 text-white"
          aria-label={bellLabel(unread)}
          title="Notifications"
        >
          <BellIcon />
          {unread > 0 && (
            <Badge
              bg="danger"
              pill
              aria-hidden="true"
              className="position-absolute top-0 start-100 translate-middle"
              style={{ fontSize: '0.65rem' }}
            >
              {unread}
            </Badge>
          )}
        </Dropdown.Toggle>
        <Dropdown.Menu className="p-0 shadow" style={{ width: 340, maxWidth: '90vw' }}>
          <h2 className="dropdown-header h6 text-body fw-semibold border-bottom py-2 mb-0">Notifications</h2>
          {error && (
            <Alert variant="danger" className="m-2 py-2 small">
              {error}
            </Alert>
          )}
          {items.length === 0 ? (
            <p className="px-3 py-3 mb-0 small text-body-secondary">No notifications yet.</p>
          ) : (
            <ul className="list-unstyled mb-0 overflow-auto" style={{ maxHeight: 360 }} aria-label="Notifications">
              {items.map((item) => (
                <NotificationItem
                  key={item.id}
                  notification={item}
                  isNew={newIds.includes(item.id)}
                  onDelete={() => {
                    setError(null);
                    setDeleting(item.id);
                  }}
                />
              ))}
            </ul>
          )}
        </Dropdown.Menu>
      </Dropdown>
      <ConfirmDialog
        show={deleting !== null}
        title="Delete Notification"
        confirmLabel="Delete"
        requireOkay
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      >
        <p className="mb-0">{CONFIRM_MESSAGES.confirmDelete}</p>
      </ConfirmDialog>
    </>
  );
}
