import { CONFIRM_MESSAGES } from '@qmj/contracts';
import { apiQuery, useSession } from '@qmj/web-kit';
import { ConfirmDialog, useSubmit } from '@qmj/web-kit/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge, Button, Dropdown } from 'react-bootstrap';
import { BellIcon } from './bell-icon';
import { NotificationItem } from './notification-item';

const NOTIFICATIONS_POLL_MS = 30_000;
const DELETE_FAILED = 'The notification could not be deleted. Please try again.';

export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The header's bell for a signed-in customer: the unread count and the list. A notice is read when
 * it is opened (it links to its order or booking), or with "Mark all as read"; opening the list reads
 * nothing. Nothing is shown until the first answer, nor when the call fails. It refreshes every 30
 * seconds and when the window regains focus (docs/orders.md), and after an administrator's step.
 */
export default function NotificationBell() {
  const isCustomer = useSession((s) => s.user?.role === 'customer');
  const notifications = useQuery(
    apiQuery.notifications.list.queryOptions({
      enabled: isCustomer,
      refetchInterval: NOTIFICATIONS_POLL_MS,
      refetchOnWindowFocus: true,
    }),
  );
  const markRead = useMutation(apiQuery.notifications.markRead.mutationOptions());
  const markAllRead = useMutation(apiQuery.notifications.markAllRead.mutationOptions());
  const remove = useMutation(apiQuery.notifications.remove.mutationOptions());
  const removal = useSubmit(DELETE_FAILED);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);

  const items = notifications.data;
  if (!isCustomer || !items || notifications.isError) return null;
  const unread = items.filter((item) => !item.read).length;

  const toggle = (next: boolean) => {
    // While the delete dialog is up, a click inside it must not close the list behind it.
    if (!next && deleting !== null) return;
    setOpen(next);
    removal.setError(null);
  };

  const confirmDelete = async (id: number) => {
    await removal.run(() => remove.mutateAsync({ id }));
    setDeleting(null);
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
          <div className="d-flex align-items-center justify-content-between border-bottom px-3 py-1">
            <h2 className="h6 fw-semibold mb-0">Notifications</h2>
            {unread > 0 && (
              <Button
                variant="link"
                size="sm"
                className="px-0"
                disabled={markAllRead.isPending}
                onClick={() => markAllRead.mutate({})}
              >
                Mark all as read
              </Button>
            )}
          </div>
          {removal.error && (
            <Alert variant="danger" className="m-2 py-2 small">
              {removal.error}
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
                  onOpen={() => {
                    setOpen(false);
                    if (!item.read) markRead.mutate({ id: item.id });
                  }}
                  onDelete={() => {
                    removal.setError(null);
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
        busy={removal.busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting !== null && void confirmDelete(deleting)}
      >
        <p className="mb-0">{CONFIRM_MESSAGES.confirmDelete}</p>
      </ConfirmDialog>
    </>
  );
}
