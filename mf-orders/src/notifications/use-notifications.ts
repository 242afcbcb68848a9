import type { Notification } from '@qmj/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchNotifications } from './notifications-api';

export const NOTIFICATIONS_POLL_MS = 30_000;

/**
 * The notifications, fetched at once, every 30 seconds and when the window regains focus.
 * `null` until the first answer and whenever a call fails (the bell then shows nothing).
 * Ids marked read here stay read even if an answer that left before the mark comes back.
 */
export function useNotifications(enabled: boolean) {
  const [items, setItems] = useState<Notification[] | null>(null);
  const readHere = useRef(new Set<number>());
  const latestCall = useRef(0);

  const refresh = useCallback(async () => {
    const call = ++latestCall.current;
    try {
      const answer = await fetchNotifications();
      if (call !== latestCall.current) return;
      setItems(answer.map((item) => (readHere.current.has(item.id) ? { ...item, read: true } : item)));
    } catch {
      if (call === latestCall.current) setItems(null);
    }
  }, []);

  useEffect(() => {
    if (!enabled) {
      setItems(null);
      return;
    }
    void refresh();
    const timer = window.setInterval(() => void refresh(), NOTIFICATIONS_POLL_MS);
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      latestCall.current++;
    };
  }, [enabled, refresh]);

  const markReadHere = useCallback((ids: readonly number[]) => {
    for (const id of ids) readHere.current.add(id);
    setItems((current) => current?.map((item) => (ids.includes(item.id) ? { ...item, read: true } : item)) ?? null);
  }, []);

  const removeHere = useCallback((id: number) => {
    setItems((current) => current?.filter((item) => item.id !== id) ?? null);
  }, []);

  return { items, refresh, markReadHere, removeHere };
}
