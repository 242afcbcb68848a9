import { create } from 'zustand';
import { useSession } from '../session';

/** What the customer's next message is about: one of their orders or bookings, named as the page names it. */
export type MessageSubject = { orderId: number; label: string } | { bookingId: number; label: string };

export interface MessengerState {
  /** Whether the messages panel is open. */
  open: boolean;
  subject: MessageSubject | null;
  /** The reader's unread messages: the launcher's badge. */
  unread: number;
  /** Opens the panel, about `subject` when given ("Ask about this order"). */
  openPanel: (subject?: MessageSubject) => void;
  closePanel: () => void;
  clearSubject: () => void;
  setUnread: (unread: number) => void;
}

const CLOSED = { open: false, subject: null, unread: 0 } as const;

/**
 * The page's messenger (docs/messages.md): in `@qmj/web-kit`, a Module Federation singleton, so a remote's "Ask about
 * this order" opens the panel the shell's header draws, without a shared module of its own.
 */
export const useMessenger = create<MessengerState>()((set) => ({
  ...CLOSED,
  openPanel: (subject) => set((state) => ({ open: true, subject: subject ?? state.subject })),
  closePanel: () => set({ open: false }),
  clearSubject: () => set({ subject: null }),
  setUnread: (unread) => set({ unread }),
}));

// Another account's messages never show: a new or ended session starts closed and unread-free.
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) useMessenger.setState(CLOSED);
});
