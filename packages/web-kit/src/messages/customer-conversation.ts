import { type ConversationMessage, MESSAGE_EVENTS, type SendMessage } from '@qmj/contracts';
import { api, apiQuery, onMessageEvent, queryClient, useMessenger } from '@qmj/web-kit';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import {
  type ConversationPages,
  olderPageParam,
  type ReadReceipt,
  wholeConversation,
  withMessage,
  withReadReceipt,
} from './conversation-pages';

/** The customer's conversation, read page by page as they scroll back. */
export const conversationPagesOptions = () =>
  apiQuery.messages.conversation.infiniteOptions({
    input: (before: number | undefined) => ({ before }),
    initialPageParam: undefined,
    getNextPageParam: olderPageParam,
  });

const conversationKey = () => conversationPagesOptions().queryKey;

function updatePages(update: (data: ConversationPages) => ConversationPages): void {
  queryClient.setQueryData<ConversationPages>(conversationKey(), (data) => data && update(data));
}

const addMessage = (message: ConversationMessage) => updatePages((data) => withMessage(data, message));

/** Reads the customer's unread count into the messenger (the launcher's badge). */
export async function refreshUnread(): Promise<void> {
  const { unread } = await api.messages.unread();
  useMessenger.getState().setUnread(unread);
}

/**
 * Keeps the customer's conversation and unread count current from the page's messages stream (docs/messages.md);
 * on a fresh connection, what came before it is read again. Returns the unsubscribe.
 */
export function followCustomerMessages(): () => void {
  return onMessageEvent((event) => {
    if (event.name === 'open') {
      refreshUnread().catch(() => undefined);
      if (!event.resumed) queryClient.invalidateQueries({ queryKey: conversationKey() });
    } else if (event.name === MESSAGE_EVENTS.message) {
      addMessage(event.data as ConversationMessage);
    } else if (event.name === MESSAGE_EVENTS.read) {
      updatePages((data) => withReadReceipt(data, event.data as ReadReceipt));
    } else {
      useMessenger.getState().setUnread((event.data as { unread: number }).unread);
    }
  });
}

/** The conversation as one (every page read so far), and the next older page to ask for. */
export function useCustomerConversation() {
  const pages = useInfiniteQuery(conversationPagesOptions());
  return {
    conversation: pages.data && wholeConversation(pages.data),
    error: pages.error,
    older: () => pages.fetchNextPage(),
  };
}

/** Sends a message; it shows at once, before the stream brings it back. */
export function useSendMessage() {
  return useMutation({
    mutationFn: (message: SendMessage) => api.messages.send(message),
    onSuccess: addMessage,
  });
}

/** Reads the conversation up to a message: the badge takes the unread count the API answers. */
export function useReadUpTo() {
  return useMutation({
    mutationFn: (upTo: number) => api.messages.read({ upTo }),
    onSuccess: ({ unread }, upTo) => {
      useMessenger.getState().setUnread(unread);
      updatePages((data) => withReadReceipt(data, { reader: 'customer', upTo }));
    },
  });
}
