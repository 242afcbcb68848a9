import { z } from 'zod';
import { imageFile, isoDateTime, numberFromText, pageNumber, pageSchema } from './api.js';
import { BOOKING_STATUSES } from './booking-status.js';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES, MESSAGE_AUTHORS } from './conversations.js';
import { TEXT_MAX } from './limits.js';
import { ORDER_STATUSES } from './orders.js';

// The schemas of the messages' routes (api-contract/messages.ts), apart from their rules (./conversations).

/** What a message is about: one of the customer's orders, shown beside the conversation with a link to it. */
export const messageOrderSchema = z.object({
  id: z.number().int(),
  transactionCode: z.string(),
  productName: z.string(),
  status: z.enum(ORDER_STATUSES),
});

/** …or one of the customer's bookings. */
export const messageBookingSchema = z.object({
  id: z.number().int(),
  eventTitle: z.string(),
  startDate: z.string(),
  status: z.enum(BOOKING_STATUSES),
});

/** The customer of a conversation, as both sides see them. */
export const conversationCustomerSchema = z.object({ id: z.number().int(), username: z.string() });

export const messageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  author: z.enum(MESSAGE_AUTHORS),
  text: z.string(),
  pictureUrls: z.array(z.string()),
  order: messageOrderSchema.nullable(),
  booking: messageBookingSchema.nullable(),
  createdAt: isoDateTime,
});
export type ConversationMessage = z.infer<typeof messageSchema>;

/**
 * A conversation as its reader sees it: its messages, oldest first (a page, the newest ones unless `before` asked
 * for older), the reader's unread count, and up to which message each side has read (read receipts).
 */
export const conversationSchema = z.object({
  id: z.number().int().nullable(),
  customer: conversationCustomerSchema,
  messages: z.array(messageSchema),
  /** Whether messages older than the first one given are there. */
  hasOlder: z.boolean(),
  unread: z.number().int(),
  customerReadUpTo: z.number().int().nullable(),
  businessReadUpTo: z.number().int().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** A conversation in the administrator's inbox: newest activity first. */
export const conversationSummarySchema = z.object({
  id: z.number().int(),
  customer: conversationCustomerSchema,
  lastMessage: z.object({ author: z.enum(MESSAGE_AUTHORS), text: z.string(), createdAt: isoDateTime }),
  /** Messages of the customer the business has not read. */
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationsPageSchema = pageSchema(conversationSummarySchema).extend({
  /** Unread messages of every conversation: the sidebar's badge. */
  unreadTotal: z.number().int(),
});

export const conversationQuerySchema = z.object({
  /** Messages older than this one (scrolling back); none: the newest. */
  before: numberFromText(z.number().int().positive()).optional(),
});

export const inboxQuerySchema = z.object({
  /** A customer's username, or part of it. */
  q: z.string().trim().max(TEXT_MAX.search).optional(),
  page: pageNumber,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

const recordRef = (message: string) =>
  numberFromText(z.number({ error: message }).int({ error: message }).positive({ error: message }));

/** A message's content (multipart: its pictures are checked by their bytes and stripped of their metadata). */
export const messageContentSchema = z.object({
  text: z.string().trim().max(CONVERSATION_LIMITS.text, { error: CONVERSATION_MESSAGES.tooLong }).default(''),
  pictures: z
    .array(imageFile)
    .max(CONVERSATION_LIMITS.pictures, { error: CONVERSATION_MESSAGES.tooManyPictures })
    .optional(),
});

/** A customer's message: its content, maybe about one of their orders or bookings. */
export const sendMessageSchema = messageContentSchema
  .extend({
    orderId: recordRef(CONVERSATION_MESSAGES.orderNotYours).optional(),
    bookingId: recordRef(CONVERSATION_MESSAGES.bookingNotYours).optional(),
  })
  .refine((message) => message.orderId === undefined || message.bookingId === undefined, {
    error: CONVERSATION_MESSAGES.oneSubject,
  });
export type SendMessage = z.input<typeof sendMessageSchema>;

/** The reader has read the conversation up to this message. */
export const readUpToSchema = z.object({ upTo: z.number().int().positive() });

export const unreadSchema = z.object({ unread: z.number().int() });

export const quickRepliesSchema = z.object({
  replies: z
    .array(
      z.string().trim().min(1).max(CONVERSATION_LIMITS.quickReplyText, { error: CONVERSATION_MESSAGES.quickReplies }),
    )
    .max(CONVERSATION_LIMITS.quickReplies, { error: CONVERSATION_MESSAGES.quickReplies }),
});
export type QuickReplies = z.infer<typeof quickRepliesSchema>;
