import { MESSAGE_EVENTS } from '@qmj/contracts';
import { api, onMessageEvent, startMessageStreamSoon, useMessenger } from '@qmj/web-kit';
import { useEffect } from 'react';
import { whenIdle } from '../when-idle';

/** The administrator's unread messages of every conversation, as the stream's `unread` events say it. */
interface BusinessUnread {
  unreadTotal: number;
}

async function readUnreadTotal(): Promise<void> {
  const { unreadTotal } = await api.adminMessages.inbox({ page: 1, pageSize: 1 });
  useMessenger.getState().setUnread(unreadTotal);
}

/**
 * Keeps the messenger's unread count (the sidebar's Messages badge) at the business's unread total (docs/messages.md):
 * read once the page has settled and again on each (re)connection of the stream, then from its `unread` events. The
 * stream opens at the administrator's first touch of the page (the Messages screen opens it at once).
 */
export function useBusinessUnread(): void {
  useEffect(() => {
    const stopFollowing = onMessageEvent((event) => {
      if (event.name === 'open') readUnreadTotal().catch(() => undefined);
      else if (event.name === MESSAGE_EVENTS.unread)
        useMessenger.getState().setUnread((event.data as BusinessUnread).unreadTotal);
    });
    let stopWaiting = () => {};
    const stopIdle = whenIdle(() => {
      readUnreadTotal().catch(() => undefined);
      stopWaiting = startMessageStreamSoon();
    });
    return () => {
      stopFollowing();
      stopIdle();
      stopWaiting();
    };
  }, []);
}
