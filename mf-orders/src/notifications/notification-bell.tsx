import { CONFIRM_MESSAGES } from '@qmj/contracts';
import { apiQuery, ConfirmDialog, useSession, useSubmit } from '@qmj/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge, Dropdown } from 'react-bootstrap';
import { BellIcon } from './bell-icon';
import { NotificationItem } from './notification-item';

const NOTIFICATIONS_POLL_MS = 30_000;
const DELETE_FAILED = 'The notification could not be deleted. Please try again.';

export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The header's bell for a signed-in customer: the unread count, and the list, which is marked read
 * when opened. Nothing is shown until the first answer, nor when the call fails. It refreshes every
 * 30 seconds and when the window regains focus (docs/orders.md), and after an administrator's decision.
 */
export default function NotificationBell() {
  const isCustomer = useSession((s) => s.user?.role === 'customer');
  const queryClient = useQueryClient();
  const listKey = apiQuery.notifications.list.queryKey();
  const notifications = useQuery(
    apiQuery.notifications.list.queryOptions({
      enabled: isCustomer,
      refetchInterval: NOTIFICATIONS_POLL_MS,
      refetchOnWindowFocus: true,
    }),
  );
  const markRead = useMutation(apiQuery.notifications.markRead.mutationOptions());
  const remove = useMutation(apiQuery.notifications.remove.mutationOptions());
  const removal = useSubmit(DELETE_FAILED);
  const [open, setOpen] = useState(false);
  const [newIds, setNewIds] = useState<readonly number[]>([]);
  const [deleting, setDeleting] = useState<number | null>(null);

  const items = notifications.data;
  if (!isCustomer || !items || notifications.isError) return null;
  const unread = items.filter((item) => !item.read).length;

  const toggle = (next: boolean) => {
    // While the delete dialog is up, a click inside it must not close the list behind it.
    if (!next && deleting !== null) return;
    setOpen(next);
    removal.setError(null);
    if (!next) {
      setNewIds([]);
      return;
    }
    const unreadIds = items.filter((item) => !item.read).map((item) => item.id);
    setNewIds(unreadIds);
    if (unreadIds.length === 0) return;
    // Read at once; a list already on its way must not bring the marks back.
    void queryClient.cancelQueries({ queryKey: listKey });
    queryClient.setQueryData(listKey, (current) =>
      current?.map((item) => (unreadIds.includes(item.id) ? { ...item, read: true } : item)),
    );
    for (const id of unreadIds) markRead.mutate({ id });
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
          <h2 className="dropdown-header h6 text-body fw-semibold border-bottom py-2 mb-0">Notifications</h2>
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
                  isNew={newIds.includes(item.id)}
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
