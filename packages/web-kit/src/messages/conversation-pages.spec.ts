import { describe, expect, it } from '@jest/globals';
import type { Conversation, ConversationMessage } from '@qmj/contracts';
import {
  type ConversationPages,
  olderPageParam,
  wholeConversation,
  withMessage,
  withReadReceipt,
} from './conversation-pages';

const message = (id: number, author: ConversationMessage['author'] = 'customer'): ConversationMessage => ({
  id,
  conversationId: 7,
  author,
  text: `message ${id}`,
  pictureUrls: [],
  order: null,
  booking: null,
  createdAt: '2026-11-27T01:00:00.000Z',
});

const page = (ids: number[], hasOlder: boolean, counts: Partial<Conversation> = {}): Conversation => ({
  id: 7,
  customer: { id: 3, username: 'ana' },
  messages: ids.map((id) => message(id)),
  hasOlder,
  unread: 0,
  customerReadUpTo: null,
  businessReadUpTo: null,
  ...counts,
});

const pages = (...read: Conversation[]): ConversationPages => ({
  pages: read,
  pageParams: read.map((_, index) => (index === 0 ? undefined : read[index - 1].messages[0].id)),
});

const ids = (conversation: Conversation) => conversation.messages.map((known) => known.id);

describe('conversation pages', () => {
  it('asks for the page before the first message while there are older ones', () => {
    expect(olderPageParam(page([4, 5], true))).toBe(4);
    expect(olderPageParam(page([1, 2], false))).toBeUndefined();
  });

  it('reads the pages as one conversation, oldest first, with the newest counts and the oldest page end', () => {
    const whole = wholeConversation(pages(page([5, 6], true, { unread: 2 }), page([3, 4], true), page([1, 2], false)));
    expect(ids(whole)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(whole.unread).toBe(2);
    expect(whole.hasOlder).toBe(false);
  });

  it('adds a new message last, once, and takes the conversation it starts', () => {
    const empty = pages({ ...page([], false), id: null });
    const once = withMessage(empty, message(1));
    expect(ids(wholeConversation(once))).toEqual([1]);
    expect(once.pages[0].id).toBe(7);
    expect(withMessage(once, message(1))).toBe(once);
    expect(ids(wholeConversation(withMessage(pages(page([3], true), page([1, 2], false)), message(4))))).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('moves a side’s read receipt forward only', () => {
    const read = withReadReceipt(pages(page([1, 2], false, { businessReadUpTo: 1 })), { reader: 'business', upTo: 2 });
    expect(read.pages[0].businessReadUpTo).toBe(2);
    expect(read.pages[0].customerReadUpTo).toBeNull();
    expect(withReadReceipt(read, { reader: 'business', upTo: 1 }).pages[0].businessReadUpTo).toBe(2);
  });
});
