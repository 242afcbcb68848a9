import { z } from 'zod';
import { fileReply, recordId } from '../api.js';
import {
  conversationQuerySchema,
  conversationSchema,
  conversationsPageSchema,
  inboxQuerySchema,
  messageContentSchema,
  messageSchema,
  quickRepliesSchema,
  readUpToSchema,
  sendMessageSchema,
  unreadSchema,
} from '../conversation-schemas.js';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES } from '../conversations.js';
import { adminOnly, signedIn } from './endpoint.js';

const conversationId = z.object({ id: recordId(CONVERSATION_MESSAGES.notFound) });

/** A customer's one conversation with the business (docs/messages.md). */
export const messageRoutes = {
  conversation: signedIn
    .route({ method: 'GET', path: '/messages', tags: ['messages'], summary: "The customer's conversation, a page" })
    .input(conversationQuerySchema)
    .output(conversationSchema),
  unread: signedIn
    .route({ method: 'GET', path: '/messages/unread', tags: ['messages'], summary: 'Unread messages: the badge' })
    .output(unreadSchema),
  send: signedIn
    .route({
      method: 'POST',
      path: '/messages',
      successStatus: 201,
      tags: ['messages'],
      summary: 'Send the business a message, maybe about an order or a booking (rate-limited)',
    })
    .input(sendMessageSchema)
    .output(messageSchema),
  read: signedIn
    .route({ method: 'POST', path: '/messages/read', tags: ['messages'], summary: 'Read up to a message' })
    .input(readUpToSchema)
    .output(unreadSchema),
  picture: signedIn
    .route({
      method: 'GET',
      path: '/messages/{id}/pictures/{index}',
      tags: ['messages'],
      summary: "A message's picture: its customer's and the administrator's only (404 for anyone else)",
    })
    .input(
      z.object({
        id: recordId(CONVERSATION_MESSAGES.pictureNotFound),
        index: z.coerce
          .number({ error: CONVERSATION_MESSAGES.pictureNotFound })
          .int({ error: CONVERSATION_MESSAGES.pictureNotFound })
          .min(0, { error: CONVERSATION_MESSAGES.pictureNotFound })
          .max(CONVERSATION_LIMITS.pictures - 1, { error: CONVERSATION_MESSAGES.pictureNotFound }),
      }),
    )
    .output(fileReply('image/*')),
  stream: signedIn
    .route({
      method: 'GET',
      path: '/messages/stream',
      tags: ['messages'],
      summary:
        "New messages, read receipts and unread counts as Server-Sent Events (the customer's conversation; the administrator's every one)",
    })
    .input(z.object({ after: z.coerce.number().int().min(0).optional() }))
    .output(z.file().mime('text/event-stream')),
};

/** The administrator's inbox (docs/messages.md). */
export const adminMessageRoutes = {
  inbox: adminOnly
    .route({
      method: 'GET',
      path: '/admin/conversations',
      tags: ['messages'],
      summary: 'Conversations, newest first, searchable by customer',
    })
    .input(inboxQuerySchema)
    .output(conversationsPageSchema),
  conversation: adminOnly
    .route({ method: 'GET', path: '/admin/conversations/{id}', tags: ['messages'], summary: 'A conversation, a page' })
    .input(conversationId.extend(conversationQuerySchema.shape))
    .output(conversationSchema),
  reply: adminOnly
    .route({
      method: 'POST',
      path: '/admin/conversations/{id}/messages',
      successStatus: 201,
      tags: ['messages'],
      summary: 'Answer a customer (rate-limited)',
    })
    .input(conversationId.extend(messageContentSchema.shape))
    .output(messageSchema),
  read: adminOnly
    .route({
      method: 'POST',
      path: '/admin/conversations/{id}/read',
      tags: ['messages'],
      summary: 'Read up to a message',
    })
    .input(conversationId.extend(readUpToSchema.shape))
    .output(unreadSchema),
  quickReplies: adminOnly
    .route({ method: 'GET', path: '/admin/quick-replies', tags: ['messages'], summary: 'The quick replies' })
    .output(quickRepliesSchema),
  saveQuickReplies: adminOnly
    .route({ method: 'PUT', path: '/admin/quick-replies', tags: ['messages'], summary: 'Change the quick replies' })
    .input(quickRepliesSchema)
    .output(quickRepliesSchema),
};
