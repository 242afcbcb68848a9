import { CONFIRM_MESSAGES, type Notification } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { ConfirmDialog, useSubmit } from '@qmj/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Dropdown } from 'react-bootstrap';
import { BELL_BUTTON, BellFace, bellLabel } from './bell-icon';
import { NotificationItem } from './notification-item';

const DELETE_FAILED = 'The notification could not be deleted. Please try again.';

interface NotificationMenuProps {
  items: Notification[];
  unread: number;
}

/**
 * The bell once it has been pressed (./notification-bell.tsx): react-bootstrap's dropdown, open at first and with the
 * focus on its toggle, as the pressed button had it.
 */
export default function NotificationMenu({ items, unread }: NotificationMenuProps) {
  const markRead = useMutation(apiQuery.notifications.markRead.mutationOptions());
  const markAllRead = useMutation(apiQuery.notifications.markAllRead.mutationOptions());
  const remove = useMutation(apiQuery.notifications.remove.mutationOptions());
  const removal = useSubmit(DELETE_FAILED);
  const [open, setOpen] = useState(true);
  const [deleting, setDeleting] = useState<number | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => toggleRef.current?.focus(), []);

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
          ref={toggleRef}
          variant={BELL_BUTTON.variant}
          className={BELL_BUTTON.className}
          aria-label={bellLabel(unread)}
          title={BELL_BUTTON.title}
        >
          <BellFace unread={unread} />
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
