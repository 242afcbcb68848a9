import type { ConversationMessage, ConversationSummary, Page } from '@qmj/contracts';

/** A page of the inbox as the API answers it (`adminMessages.inbox`). */
export type InboxPage = Page<ConversationSummary> & { unreadTotal: number };

/** The data of the stream's `unread` event as the administrator gets it. */
export interface UnreadEvent {
  conversationId: number;
  unread: number;
  unreadTotal: number;
}

/** What a message says in one line of the inbox: its text's first line, or that it is a picture. */
export function previewOf(text: string): string {
  return text.trim().split('\n', 1)[0]?.trim() || 'Picture';
}

/**
 * The inbox page after a new message: its conversation goes first (newest activity first) with the message as its
 * last. Null when the page cannot tell where the conversation now stands (not on it, or not the first page: it moves
 * to the first), so the page is read again.
 */
export function inboxWithMessage(inbox: InboxPage, message: ConversationMessage): InboxPage | null {
  const summary = inbox.items.find((item) => item.id === message.conversationId);
  if (!summary || inbox.page !== 1) return null;
  const moved: ConversationSummary = {
    ...summary,
    lastMessage: { author: message.author, text: message.text, createdAt: message.createdAt },
  };
  return { ...inbox, items: [moved, ...inbox.items.filter((item) => item !== summary)] };
}

/** The inbox page with a conversation's unread count and the total as the stream tells them. */
export function inboxWithUnread(inbox: InboxPage, { conversationId, unread, unreadTotal }: UnreadEvent): InboxPage {
  return {
    ...inbox,
    unreadTotal,
    items: inbox.items.map((item) => (item.id === conversationId ? { ...item, unread } : item)),
  };
}

/** The inbox page once the administrator has read a conversation to its end: its badge goes, and from the total. */
export function inboxWithRead(inbox: InboxPage, conversationId: number): InboxPage {
  const read = inbox.items.find((item) => item.id === conversationId);
  if (!read) return inbox;
  return inboxWithUnread(inbox, {
    conversationId,
    unread: 0,
    unreadTotal: Math.max(0, inbox.unreadTotal - read.unread),
  });
}

/** A conversation's unread badge as read out ("3 unread"); none at 0. */
export function unreadLabel(unread: number): string | null {
  return unread > 0 ? `${unread} unread` : null;
}

/** The conversation the address opens (`?conversation=12`), or none for anything but a record's id. */
export function openConversationOf(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
