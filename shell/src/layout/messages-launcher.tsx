import { startMessageStreamSoon, useMessenger } from '@qmj/web-kit';
import { followCustomerMessages, refreshUnread } from '@qmj/web-kit/messages';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../when-idle';

// The panel (an offcanvas, the conversation, the composer) loads when first opened, never with the page.
const MessagesPanel = lazy(() => import('./messages-panel').then((module) => ({ default: module.MessagesPanel })));

/** The launcher's accessible name, which says the unread count its badge shows. */
export const messagesLabel = (unread: number) => (unread > 0 ? `Messages, ${unread} unread` : 'Messages');

/**
 * The signed-in customer's Messages launcher with its unread badge (docs/messages.md). Once the page has settled it
 * reads the unread count, and follows the page's messages stream from the customer's first touch of the page (the
 * panel, when opened, starts it at once), so it never competes with what the customer came for.
 */
export function MessagesLauncher() {
  const open = useMessenger((state) => state.open);
  const unread = useMessenger((state) => state.unread);
  const openPanel = useMessenger((state) => state.openPanel);
  // Once opened, the panel stays drawn, so that it closes with its animation.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => followCustomerMessages(), []);
  useEffect(() => {
    let stopWaiting = () => {};
    const stopIdle = whenIdle(() => {
      refreshUnread().catch(() => undefined);
      stopWaiting = startMessageStreamSoon();
    });
    return () => {
      stopIdle();
      stopWaiting();
    };
  }, []);
  return (
    <>
      <button
        type="button"
        className="nav-link btn btn-link d-flex align-items-center gap-1"
        aria-label={messagesLabel(unread)}
        onClick={() => openPanel()}
      >
        Messages
        {unread > 0 && (
          <span className="badge rounded-pill text-bg-danger" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MessagesPanel />
        </Suspense>
      )}
    </>
  );
}
