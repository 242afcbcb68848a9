import { describe, expect, it } from '@jest/globals';
import type { ConversationMessage, ConversationSummary } from '@qmj/contracts';
import {
  type InboxPage,
  inboxWithMessage,
  inboxWithRead,
  inboxWithUnread,
  openConversationOf,
  previewOf,
  unreadLabel,
} from './inbox-rules';

const summary = (id: number, unread = 0): ConversationSummary => ({
  id,
  customer: { id: id * 10, username: `customer${id}` },
  lastMessage: { author: 'customer', text: `hello ${id}`, createdAt: '2026-11-20T01:00:00.000Z' },
  unread,
});

const inbox = (items: ConversationSummary[], page = 1): InboxPage => ({
  items,
  total: items.length,
  page,
  pageSize: 10,
  unreadTotal: items.reduce((sum, item) => sum + item.unread, 0),
});

const message = (conversationId: number, text = 'Is the 14th free?'): ConversationMessage => ({
  id: 99,
  conversationId,
  author: 'customer',
  text,
  pictureUrls: [],
  order: null,
  booking: null,
  createdAt: '2026-11-27T03:00:00.000Z',
});

const ids = (page: InboxPage | null) => page?.items.map((item) => item.id);

describe('inboxWithMessage', () => {
  it('moves the conversation of a new message first, with the message as its last, and keeps the others in order', () => {
    const updated = inboxWithMessage(inbox([summary(1), summary(2), summary(3)]), message(3));
    expect(ids(updated)).toEqual([3, 1, 2]);
    expect(updated?.items[0].lastMessage).toEqual({
      author: 'customer',
      text: 'Is the 14th free?',
      createdAt: '2026-11-27T03:00:00.000Z',
    });
  });

  it('asks for the page again when the conversation is not on it, or when it is not the first page', () => {
    expect(inboxWithMessage(inbox([summary(1), summary(2)]), message(7))).toBeNull();
    expect(inboxWithMessage(inbox([summary(11), summary(12)], 2), message(12))).toBeNull();
  });
});

describe('unread badges', () => {
  it('take the counts the stream tells, for the conversation and the total', () => {
    const updated = inboxWithUnread(inbox([summary(1), summary(2, 1)]), {
      conversationId: 2,
      unread: 2,
      unreadTotal: 5,
    });
    expect(updated.items.map((item) => item.unread)).toEqual([0, 2]);
    expect(updated.unreadTotal).toBe(5);
  });

  it('go from a conversation read to its end, and its count from the total', () => {
    const updated = inboxWithRead(inbox([summary(1, 2), summary(2, 3)]), 2);
    expect(updated.items.map((item) => item.unread)).toEqual([2, 0]);
    expect(updated.unreadTotal).toBe(2);
    expect(inboxWithRead(updated, 8)).toBe(updated);
  });

  it('read as "N unread", and not at all at none', () => {
    expect(unreadLabel(3)).toBe('3 unread');
    expect(unreadLabel(0)).toBeNull();
  });
});

describe('previewOf', () => {
  it("is a message's first line, or that it is a picture", () => {
    expect(previewOf('  Did you get my receipt?\nIt is attached.')).toBe('Did you get my receipt?');
    expect(previewOf('')).toBe('Picture');
  });
});

describe('openConversationOf', () => {
  it("opens a record's id only", () => {
    expect(openConversationOf('12')).toBe(12);
    for (const value of [null, '', '0', '-1', '1.5', 'abc', '12345678901'])
      expect(openConversationOf(value)).toBeNull();
  });
});
