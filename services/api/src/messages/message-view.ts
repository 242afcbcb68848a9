import { apiContract, apiPath, type ConversationMessage as MessageView } from '@qmj/contracts';
import { isoDate } from '../common/database-rows.js';
import type { ConversationMessage } from './conversation-message.entity.js';

export type MessageOrder = NonNullable<MessageView['order']>;
export type MessageBooking = NonNullable<MessageView['booking']>;

/** The orders and bookings a set of messages is about, by id. */
export interface MessageSubjects {
  orders: ReadonlyMap<number, MessageOrder>;
  bookings: ReadonlyMap<number, MessageBooking>;
}

/** A message as its readers get it: its pictures by their private route, its order or booking beside it. */
export function toMessageView(message: ConversationMessage, subjects: MessageSubjects): MessageView {
  return {
    id: message.id,
    conversationId: message.conversationId,
    author: message.author,
    text: message.text,
    pictureUrls: message.pictureKeys.map((_key, index) =>
      apiPath(apiContract.messages.picture, { id: message.id, index }),
    ),
    order: (message.orderId !== null && subjects.orders.get(message.orderId)) || null,
    booking: (message.bookingId !== null && subjects.bookings.get(message.bookingId)) || null,
    createdAt: isoDate(message.createdAt),
  };
}
