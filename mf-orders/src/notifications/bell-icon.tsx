/** A bell drawn inline (no icon font is loaded). */
export function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2m.995-14.901a1 1 0 1 0-1.99 0A5 5 0 0 0 3 6c0 1.098-.5 6-2 7h14c-1.5-1-2-5.902-2-7 0-2.42-1.72-4.44-4.005-4.901" />
    </svg>
  );
}

export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The bell's button: its class names, label and face. The header draws it before the list's code has arrived
 * (./notification-bell.tsx) and react-bootstrap's toggle draws it after (./notification-menu.tsx), identically.
 */
export const BELL_BUTTON = {
  variant: 'link',
  className: 'nav-link position-relative px-2 text-white',
  title: 'Notifications',
} as const;

/** The icon and the unread count (react-bootstrap's pill badge, as markup: the first chunk has no react-bootstrap). */
export function BellFace({ unread }: { unread: number }) {
  return (
    <>
      <BellIcon />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-danger"
          style={{ fontSize: '0.65rem' }}
        >
          {unread}
        </span>
      )}
    </>
  );
}
