import { apiQuery, useSession } from '@qmj/web-kit';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BELL_BUTTON, BellFace, bellLabel } from './bell-icon';

const NOTIFICATIONS_POLL_MS = 30_000;

/**
 * The list, its actions and the delete dialog (react-bootstrap's dropdown and modal, the notices' rules): asked for
 * when the bell is pointed at, focused or pressed, so every signed-in page loads only the bell and its count.
 */
const loadMenu = () => import('./notification-menu');
const NotificationMenu = lazy(loadMenu);

function preloadMenu() {
  loadMenu().catch(() => undefined);
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
  const [pressed, setPressed] = useState(false);

  const items = notifications.data;
  if (!isCustomer || !items || notifications.isError) return null;
  const unread = items.filter((item) => !item.read).length;

  // The markup of react-bootstrap's closed dropdown and toggle, so nothing moves when the menu's code replaces it.
  const bell = (
    <div className="dropdown">
      <button
        type="button"
        className={`dropdown-toggle btn btn-${BELL_BUTTON.variant} ${BELL_BUTTON.className}`}
        aria-expanded="false"
        aria-label={bellLabel(unread)}
        title={BELL_BUTTON.title}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onClick={() => setPressed(true)}
      >
        <BellFace unread={unread} />
      </button>
    </div>
  );
  if (!pressed) return bell;
  return (
    <Suspense fallback={bell}>
      <NotificationMenu items={items} unread={unread} />
    </Suspense>
  );
}
