import type { Conversation, ConversationMessage, MessageAuthor } from '@qmj/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/** A conversation as read page by page: the newest page first, each older one after it (`before` its first). */
export type ConversationPages = InfiniteData<Conversation, number | undefined>;

/** Where the next older page starts, or none when the first message is the conversation's first. */
export const olderPageParam = (page: Conversation): number | undefined =>
  page.hasOlder ? page.messages[0]?.id : undefined;

/** The pages as one conversation: every message read so far, oldest first, with the newest page's counts. */
export function wholeConversation({ pages }: ConversationPages): Conversation {
  const [newest] = pages;
  const oldest = pages[pages.length - 1];
  return {
    ...newest,
    messages: pages.toReversed().flatMap((page) => page.messages),
    hasOlder: oldest.hasOlder,
  };
}

/** The pages with `message` last (a message sent or streamed), unless it is there already. */
export function withMessage(data: ConversationPages, message: ConversationMessage): ConversationPages {
  if (data.pages.some((page) => page.messages.some((known) => known.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  return {
    ...data,
    pages: [{ ...newest, id: message.conversationId, messages: [...newest.messages, message] }, ...older],
  };
}

/** A read receipt: `reader` has read the conversation up to `upTo`. */
export interface ReadReceipt {
  conversationId: number;
  reader: MessageAuthor;
  upTo: number;
}

export function withReadReceipt(
  data: ConversationPages,
  { reader, upTo }: Omit<ReadReceipt, 'conversationId'>,
): ConversationPages {
  const field = reader === 'customer' ? 'customerReadUpTo' : 'businessReadUpTo';
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, [field]: Math.max(page[field] ?? 0, upTo) })),
  };
}
