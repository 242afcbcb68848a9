import { type ConversationMessage, MESSAGE_EVENTS } from '@qmj/contracts';
import { api, apiQuery, onMessageEvent, queryClient, startMessageStream } from '@qmj/web-kit';
import {
  type ConversationPages,
  type MessageContent,
  olderPageParam,
  type ReadReceipt,
  withMessage,
  withReadReceipt,
} from '@qmj/web-kit/messages';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type InboxPage, inboxWithMessage, inboxWithRead, inboxWithUnread, type UnreadEvent } from './inbox-rules';

/** A customer's conversation as the administrator reads it, page by page as they scroll back. */
export const conversationPagesOptions = (id: number) =>
  apiQuery.adminMessages.conversation.infiniteOptions({
    input: (before: number | undefined) => ({ id, before }),
    initialPageParam: undefined,
    getNextPageParam: olderPageParam,
  });

function updateConversation(id: number, update: (data: ConversationPages) => ConversationPages): void {
  queryClient.setQueryData<ConversationPages>(conversationPagesOptions(id).queryKey, (data) => data && update(data));
}

/** Every inbox page read: updated in place, or read again when it cannot tell (inboxWithMessage). */
function updateInbox(update: (inbox: InboxPage) => InboxPage | null): void {
  for (const [queryKey, inbox] of queryClient.getQueriesData<InboxPage>({
    queryKey: apiQuery.adminMessages.inbox.key(),
  })) {
    if (!inbox) continue;
    const updated = update(inbox);
    if (updated) queryClient.setQueryData(queryKey, updated);
    else void queryClient.invalidateQueries({ queryKey, exact: true });
  }
}

/** A message sent or streamed: at the end of its conversation, and its conversation first in the inbox. */
function addMessage(message: ConversationMessage): void {
  updateConversation(message.conversationId, (data) => withMessage(data, message));
  updateInbox((inbox) => inboxWithMessage(inbox, message));
}

/**
 * Keeps the inbox and the open conversation current from the page's messages stream, which serves the administrator
 * every conversation's events (docs/messages.md). A (re)connection reads the inbox again, since the unread counts
 * are not resent; a fresh one, not resuming, the conversations too.
 */
export function useFollowInbox(): void {
  useEffect(() => {
    startMessageStream();
    return onMessageEvent((event) => {
      if (event.name === 'open') {
        void queryClient.invalidateQueries({
          queryKey: (event.resumed ? apiQuery.adminMessages.inbox : apiQuery.adminMessages).key(),
        });
      } else if (event.name === MESSAGE_EVENTS.message) {
        addMessage(event.data as ConversationMessage);
      } else if (event.name === MESSAGE_EVENTS.read) {
        const receipt = event.data as ReadReceipt;
        updateConversation(receipt.conversationId, (data) => withReadReceipt(data, receipt));
      } else {
        updateInbox((inbox) => inboxWithUnread(inbox, event.data as UnreadEvent));
      }
    });
  }, []);
}

/** Answers the customer; the reply shows at once, before the stream brings it back. */
export function useReply(id: number) {
  return useMutation({
    mutationFn: (content: MessageContent) => api.adminMessages.reply({ id, ...content }),
    onSuccess: addMessage,
  });
}

/** Reads a conversation up to a message: its badge goes, and the customer sees "Seen". */
export function useReadUpTo(id: number) {
  return useMutation({
    mutationFn: (upTo: number) => api.adminMessages.read({ id, upTo }),
    onSuccess: (_answer, upTo) => {
      updateConversation(id, (data) => withReadReceipt(data, { reader: 'business', upTo }));
      updateInbox((inbox) => inboxWithRead(inbox, id));
    },
  });
}
