import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  type Conversation as ConversationView,
  type ImageMimeType,
  type InboxQuery,
  type MessageAuthor,
  type ConversationMessage as MessageView,
} from '@qmj/contracts';
import type { FastifyReply } from 'fastify';
import { BookingsService } from '../bookings/bookings.service.js';
import { containsPattern, isoDate, matchesSearch } from '../common/database-rows.js';
import { Throttle, TooManyAttemptsException } from '../common/throttle.js';
import { PreparedQuery, pageQueries } from '../database/prepared-query.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MediaService, type UploadedImage } from '../media/media.service.js';
import { OrderLedgerService } from '../orders/order-ledger.service.js';
import type { User } from '../users/user.entity.js';
import { Conversation } from './conversation.entity.js';
import { ConversationMessage } from './conversation-message.entity.js';
import { MessageBus, type MessageBusEvent } from './message-bus.js';
import { type CatchUp, MessageStreams, type StreamReader, sseEvent } from './message-stream.js';
import { type MessageBooking, type MessageSubjects, toMessageView } from './message-view.js';

/** The most messages a stream that reconnects reads back, the newest (docs/messages.md, Resuming). */
const MOST_MISSED = 500;
/** Messages a user may send a minute (the database throttle, so the limit holds across replicas). */
const SENDING: { name: string; windowMs: number } = { name: 'messages', windowMs: 60_000 };

const CONVERSATION_OF_CUSTOMER = PreparedQuery.entities('conversation of a customer', (manager) =>
  manager.createQueryBuilder(Conversation, 'c').where('c.customerId = :customerId'),
);
const CONVERSATION_OF_CUSTOMER_LOCKED = PreparedQuery.lockedEntities('conversation of a customer, locked', (manager) =>
  manager.createQueryBuilder(Conversation, 'c').where('c.customerId = :customerId'),
);
const CONVERSATION_BY_ID = PreparedQuery.entities('conversation by id', (manager) =>
  manager.createQueryBuilder(Conversation, 'c').where('c.id = :id'),
);
const CONVERSATION_LOCKED = PreparedQuery.lockedEntities('conversation by id, locked', (manager) =>
  manager.createQueryBuilder(Conversation, 'c').where('c.id = :id'),
);
const INSERT_CONVERSATION = PreparedQuery.insert('insert a conversation', Conversation);
const INSERT_MESSAGE = PreparedQuery.insert('insert a message', ConversationMessage);

/** An UPDATE of one conversation (`:id`) setting `columns`, each to an expression of named values. */
const conversationChange = (name: string, columns: Record<string, () => string>) =>
  PreparedQuery.change(name, (manager) =>
    manager.createQueryBuilder().update(Conversation).set(columns).where('id = :id'),
  );

/** A message moves its conversation's last message and adds one to the other side's unread count. */
const RECORD_MESSAGE: Record<MessageAuthor, PreparedQuery<{ changedRows: number }>> = {
  customer: conversationChange("record a customer's message", {
    lastMessageId: () => ':messageId',
    lastMessageAt: () => ':at',
    businessUnread: () => 'businessUnread + 1',
  }),
  business: conversationChange("record the business's message", {
    lastMessageId: () => ':messageId',
    lastMessageAt: () => ':at',
    customerUnread: () => 'customerUnread + 1',
    customerUnreadSince: () => 'COALESCE(customerUnreadSince, :at)',
  }),
};

/** A reader's receipt moves forward only; its unread count is what is left after it. */
const RECORD_READ: Record<MessageAuthor, PreparedQuery<{ changedRows: number }>> = {
  customer: conversationChange('record a read by the customer', {
    customerReadUpTo: () => ':upTo',
    customerUnread: () => ':unread',
    customerUnreadSince: () => ':unreadSince',
  }),
  business: conversationChange('record a read by the business', {
    businessReadUpTo: () => ':upTo',
    businessUnread: () => ':unread',
  }),
};

/** The other side's messages after a receipt: what stays unread (read through the conversation's index). */
const UNREAD_AFTER = PreparedQuery.values<{ unread: number | string }>('unread messages after a receipt', (manager) =>
  manager
    .createQueryBuilder(ConversationMessage, 'm')
    .select('COUNT(1)', 'unread')
    .where('m.conversationId = :conversationId AND m.id > :upTo AND m.author = :author'),
);

/** The customers' messages the business has not read, over every conversation (the sidebar's badge). */
const UNREAD_TOTAL = PreparedQuery.values<{ unread: number | string | null }>(
  'unread messages of the business',
  (manager) =>
    manager
      .createQueryBuilder(Conversation, 'c')
      .select('SUM(c.businessUnread)', 'unread')
      .where('c.businessUnread > 0'),
);

const newestMessages = (name: string, where: string) =>
  PreparedQuery.entities(name, (manager) =>
    manager
      .createQueryBuilder(ConversationMessage, 'm')
      .where(where)
      .orderBy('m.id', 'DESC')
      .limit(CONVERSATION_LIMITS.page + 1),
  );
/** A page of a conversation, newest first, one more than shown: whether older ones are there. */
const MESSAGES_PAGE = {
  newest: newestMessages('newest messages of a conversation', 'm.conversationId = :conversationId'),
  older: newestMessages('older messages of a conversation', 'm.conversationId = :conversationId AND m.id < :before'),
};

const missedMessages = (name: string, where: string) =>
  PreparedQuery.entities(name, (manager) =>
    manager.createQueryBuilder(ConversationMessage, 'm').where(where).orderBy('m.id', 'DESC').limit(MOST_MISSED),
  );
const MISSED = {
  customer: missedMessages('missed messages of a conversation', 'm.conversationId = :conversationId AND m.id > :after'),
  business: missedMessages('missed messages of every conversation', 'm.id > :after'),
};

const MESSAGE_BY_ID = PreparedQuery.entities('message by id', (manager) =>
  manager.createQueryBuilder(ConversationMessage, 'm').where('m.id = :id'),
);
const MESSAGES_BY_IDS = PreparedQuery.entities('messages by ids', (manager) =>
  manager.createQueryBuilder(ConversationMessage, 'm').where('m.id IN (:...ids)'),
);

/** The inbox, newest activity first; searched by the customer's username when `search`. */
const inboxOf = (search: boolean) => {
  const filter = search ? matchesSearch('c.customerName') : '1 = 1';
  return pageQueries(
    `inbox ${search ? 'searched' : 'all'}`,
    PreparedQuery.window,
    (manager) =>
      manager
        .createQueryBuilder(Conversation, 'c')
        .where(filter)
        .orderBy('c.lastMessageAt', 'DESC')
        .addOrderBy('c.id', 'DESC'),
    (manager) => manager.createQueryBuilder(Conversation, 'c').select('COUNT(1)', 'total').where(filter),
  );
};
const INBOX = { all: inboxOf(false), searched: inboxOf(true) };

/** 429 with the messages' own sentence and its `Retry-After` (docs/messages.md, Limits). */
class TooManyMessagesException extends TooManyAttemptsException {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds * 1000);
    this.message = CONVERSATION_MESSAGES.tooMany;
  }

  override getResponse(): string {
    return CONVERSATION_MESSAGES.tooMany;
  }
}

/** What a message says and shows, and what it is about. */
interface NewMessage {
  text: string;
  orderId?: number;
  bookingId?: number;
}

/**
 * Messages between each customer and the business (docs/messages.md): the conversation pages, sending with its
 * limits, read receipts and unread counts kept as columns, private pictures, and the events each change publishes
 * once it committed.
 */
@Injectable()
export class MessagesService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly media: MediaService,
    private readonly throttle: Throttle,
    private readonly orders: OrderLedgerService,
    private readonly bookings: BookingsService,
    private readonly bus: MessageBus,
    private readonly streams: MessageStreams,
  ) {}

  /** The customer's conversation, a page (none yet: an empty one with no id). */
  async conversation(user: User, before?: number): Promise<ConversationView> {
    const conversation = await this.unitOfWork.row(CONVERSATION_OF_CUSTOMER, { customerId: user.id });
    if (!conversation) {
      return {
        id: null,
        customer: { id: user.id, username: user.username },
        messages: [],
        hasOlder: false,
        unread: 0,
        customerReadUpTo: null,
        businessReadUpTo: null,
      };
    }
    return this.view(conversation, 'customer', before);
  }

  /** Any conversation, for the administrator; 404 for none. */
  async adminConversation(id: number, before?: number): Promise<ConversationView> {
    return this.view(await this.find(id), 'business', before);
  }

  /** The customer's unread messages: the launcher's badge. */
  async unread(user: User): Promise<{ unread: number }> {
    const conversation = await this.unitOfWork.row(CONVERSATION_OF_CUSTOMER, { customerId: user.id });
    return { unread: conversation?.customerUnread ?? 0 };
  }

  /** A customer's message to the business, maybe about one of their orders or bookings (400 when not theirs). */
  send(user: User, message: NewMessage, pictures: UploadedImage[]): Promise<MessageView> {
    return this.write(user, 'customer', message, pictures, async () => {
      const conversation = await this.unitOfWork.row(CONVERSATION_OF_CUSTOMER_LOCKED, { customerId: user.id });
      if (conversation) return conversation;
      // The first message opens the conversation; two at once on MySQL/MariaDB meet as a deadlock and one runs again.
      const id = await this.unitOfWork.insert(INSERT_CONVERSATION, {
        customerId: user.id,
        customerName: user.username,
        lastMessageId: null,
        lastMessageAt: new Date(),
        customerUnread: 0,
        customerUnreadSince: null,
        businessUnread: 0,
        customerReadUpTo: null,
        businessReadUpTo: null,
        unreadMailedUpTo: null,
        createdAt: new Date(),
      });
      return this.lockedConversation(id);
    });
  }

  /** The administrator's answer in a conversation (404 for none). */
  reply(admin: User, conversationId: number, message: NewMessage, pictures: UploadedImage[]): Promise<MessageView> {
    return this.write(admin, 'business', message, pictures, () => this.lockedConversation(conversationId));
  }

  /** The customer has read their conversation up to a message; their unread count after it. */
  async read(user: User, upTo: number): Promise<{ unread: number }> {
    const conversation = await this.unitOfWork.row(CONVERSATION_OF_CUSTOMER, { customerId: user.id });
    if (!conversation) throw new NotFoundException(CONVERSATION_MESSAGES.notFound);
    const read = await this.recordRead(conversation.id, 'customer', upTo);
    return { unread: read.customerUnread };
  }

  /** The administrator has read a conversation up to a message; the unread count of every conversation after it. */
  async adminRead(conversationId: number, upTo: number): Promise<{ unread: number }> {
    await this.recordRead(conversationId, 'business', upTo);
    return { unread: await this.unreadTotal() };
  }

  /** A message's picture: its customer's and the administrator's only; anyone else gets the 404 of no such picture. */
  async picture(user: User, id: number, index: number): Promise<{ data: Buffer; contentType: ImageMimeType }> {
    const message = await this.unitOfWork.row(MESSAGE_BY_ID, { id });
    const key = message?.pictureKeys[index];
    const conversation =
      key && message ? await this.unitOfWork.row(CONVERSATION_BY_ID, { id: message.conversationId }) : null;
    const file =
      key && conversation && (user.role === 'admin' || conversation.customerId === user.id)
        ? await this.media.read(key, 'private')
        : null;
    if (!file) throw new NotFoundException(CONVERSATION_MESSAGES.pictureNotFound);
    return file;
  }

  /** The signed-in user's stream: the customer's conversation, or every one for the administrator. */
  stream(user: User, after: number | undefined, reply: FastifyReply): Promise<void> {
    const reader: StreamReader = user.role === 'admin' ? 'business' : { customerId: user.id };
    return this.streams.open(reply, reader, () => this.catchUp(user, reader, after));
  }

  /** The inbox: conversations, newest activity first, searched by username, with the unread total. */
  async inbox(query: InboxQuery) {
    const values = { pattern: query.q && containsPattern(query.q) };
    const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
    const [{ rows: conversations, total }, unreadTotal] = await Promise.all([
      this.unitOfWork.page(query.q ? INBOX.searched : INBOX.all, values, window),
      this.unreadTotal(),
    ]);
    const lastIds = conversations.flatMap((conversation) => conversation.lastMessageId ?? []);
    const last = new Map(
      (lastIds.length ? await this.unitOfWork.rows(MESSAGES_BY_IDS, { ids: lastIds }) : []).map((message) => [
        message.id,
        message,
      ]),
    );
    return {
      items: conversations.flatMap((conversation) => {
        const message = conversation.lastMessageId === null ? undefined : last.get(conversation.lastMessageId);
        if (!message) return [];
        return [
          {
            id: conversation.id,
            customer: { id: conversation.customerId, username: conversation.customerName },
            lastMessage: { author: message.author, text: message.text, createdAt: isoDate(message.createdAt) },
            unread: conversation.businessUnread,
          },
        ];
      }),
      total,
      page: query.page,
      pageSize: query.pageSize,
      unreadTotal,
    };
  }

  private async find(id: number): Promise<Conversation> {
    const conversation = await this.unitOfWork.row(CONVERSATION_BY_ID, { id });
    if (!conversation) throw new NotFoundException(CONVERSATION_MESSAGES.notFound);
    return conversation;
  }

  private async lockedConversation(id: number): Promise<Conversation> {
    const conversation = await this.unitOfWork.row(CONVERSATION_LOCKED, { id });
    if (!conversation) throw new NotFoundException(CONVERSATION_MESSAGES.notFound);
    return conversation;
  }

  private async unreadTotal(): Promise<number> {
    return Number((await this.unitOfWork.row(UNREAD_TOTAL))?.unread ?? 0);
  }

  /** A conversation's page as `reader` sees it: its messages oldest first, whether older ones are there. */
  private async view(conversation: Conversation, reader: MessageAuthor, before?: number): Promise<ConversationView> {
    const rows =
      before === undefined
        ? await this.unitOfWork.rows(MESSAGES_PAGE.newest, { conversationId: conversation.id })
        : await this.unitOfWork.rows(MESSAGES_PAGE.older, { conversationId: conversation.id, before });
    const shown = rows.slice(0, CONVERSATION_LIMITS.page).reverse();
    return {
      id: conversation.id,
      customer: { id: conversation.customerId, username: conversation.customerName },
      messages: await this.views(shown),
      hasOlder: rows.length > CONVERSATION_LIMITS.page,
      unread: reader === 'customer' ? conversation.customerUnread : conversation.businessUnread,
      customerReadUpTo: conversation.customerReadUpTo,
      businessReadUpTo: conversation.businessReadUpTo,
    };
  }

  /** The messages with the orders and bookings they are about, read once for them all. */
  private async views(messages: readonly ConversationMessage[]): Promise<MessageView[]> {
    const subjects = await this.subjects(messages);
    return messages.map((message) => toMessageView(message, subjects));
  }

  private async subjects(messages: readonly ConversationMessage[]): Promise<MessageSubjects> {
    const [orders, bookings] = await Promise.all([
      this.orders.summaries(messages.flatMap((message) => message.orderId ?? [])),
      this.bookings.byIds(messages.flatMap((message) => message.bookingId ?? [])),
    ]);
    return {
      orders,
      bookings: new Map(
        [...bookings.values()].map((booking): [number, MessageBooking] => [
          booking.id,
          { id: booking.id, eventTitle: booking.eventTitle, startDate: booking.startDate, status: booking.status },
        ]),
      ),
    };
  }

  /**
   * One message, in one transaction: counted against the sender's limit, its pictures kept, its subject checked as
   * the customer's, the conversation's last message and unread count moved; its events go out once it commits.
   */
  private async write(
    sender: User,
    author: MessageAuthor,
    message: NewMessage,
    pictures: UploadedImage[],
    conversationOf: () => Promise<Conversation>,
  ): Promise<MessageView> {
    if (!message.text && pictures.length === 0) throw new BadRequestException(CONVERSATION_MESSAGES.empty);
    if (pictures.length > CONVERSATION_LIMITS.pictures) {
      throw new BadRequestException(CONVERSATION_MESSAGES.tooManyPictures);
    }
    const uploads = await this.media.prepareAll(pictures, 'private');
    return this.unitOfWork.transaction(async () => {
      await this.countSending(sender);
      const pictureKeys: string[] = [];
      for (const upload of uploads) pictureKeys.push(await this.media.keep(upload));
      const subjects = await this.checkedSubjects(sender, message);
      const conversation = await conversationOf();
      const at = new Date();
      const id = await this.unitOfWork.insert(INSERT_MESSAGE, {
        conversationId: conversation.id,
        author,
        authorId: sender.id,
        text: message.text,
        pictureKeys: JSON.stringify(pictureKeys),
        orderId: message.orderId ?? null,
        bookingId: message.bookingId ?? null,
        createdAt: at,
      });
      await this.unitOfWork.run(RECORD_MESSAGE[author], { id: conversation.id, messageId: id, at });
      const written: ConversationMessage = Object.assign(new ConversationMessage(), {
        id,
        conversationId: conversation.id,
        author,
        authorId: sender.id,
        text: message.text,
        pictureKeys,
        orderId: message.orderId ?? null,
        bookingId: message.bookingId ?? null,
        createdAt: at,
      });
      const view = toMessageView(written, subjects);
      const counts = await this.lockedConversation(conversation.id);
      const unreadTotal = await this.unreadTotal();
      const audience = { customerId: conversation.customerId };
      this.publishAfterCommit([{ audience, name: 'message', id, data: view }, this.unreadEvent(counts, unreadTotal)]);
      return view;
    });
  }

  /** Counts a message against its sender's limit a minute; 429 past it (the transaction rolls back). */
  private async countSending(sender: User): Promise<void> {
    try {
      await this.throttle.hitUnless(SENDING, String(sender.id), (before) =>
        before.hits >= CONVERSATION_LIMITS.perMinute ? before.windowEndsAt - this.throttle.now() : 0,
      );
    } catch (error) {
      if (error instanceof TooManyAttemptsException) throw new TooManyMessagesException(error.retryAfterSeconds);
      throw error;
    }
  }

  /** The order or booking a message is about, when it is the sender's own (400 with its sentence otherwise). */
  private async checkedSubjects(sender: User, message: NewMessage): Promise<MessageSubjects> {
    const subjects: MessageSubjects = { orders: new Map(), bookings: new Map() };
    if (message.orderId !== undefined) {
      const order = await this.orders.find(message.orderId);
      if (!order || order.ownerId !== sender.id) throw new BadRequestException(CONVERSATION_MESSAGES.orderNotYours);
      const { id, transactionCode, productName, status } = order;
      subjects.orders = new Map([[id, { id, transactionCode, productName, status }]]);
    }
    if (message.bookingId !== undefined) {
      const booking = (await this.bookings.byIds([message.bookingId])).get(message.bookingId);
      if (!booking || booking.ownerId !== sender.id) {
        throw new BadRequestException(CONVERSATION_MESSAGES.bookingNotYours);
      }
      const { id, eventTitle, startDate, status } = booking;
      subjects.bookings = new Map([[id, { id, eventTitle, startDate, status }]]);
    }
    return subjects;
  }

  /** Moves a reader's receipt forward to `upTo` (at most the last message) and their unread count with it. */
  private recordRead(conversationId: number, reader: MessageAuthor, upTo: number): Promise<Conversation> {
    return this.unitOfWork.transaction(async () => {
      const conversation = await this.lockedConversation(conversationId);
      const readUpTo = Math.min(upTo, conversation.lastMessageId ?? 0);
      const before = reader === 'customer' ? conversation.customerReadUpTo : conversation.businessReadUpTo;
      if (before !== null && readUpTo <= before) return conversation;
      const other: MessageAuthor = reader === 'customer' ? 'business' : 'customer';
      const counted = await this.unitOfWork.row(UNREAD_AFTER, { conversationId, upTo: readUpTo, author: other });
      const unread = Number(counted?.unread ?? 0);
      await this.unitOfWork.run(RECORD_READ[reader], {
        id: conversationId,
        upTo: readUpTo,
        unread,
        unreadSince: unread === 0 ? null : conversation.customerUnreadSince,
      });
      const read = await this.lockedConversation(conversationId);
      const audience = { customerId: read.customerId };
      this.publishAfterCommit([
        { audience, name: 'read', data: { conversationId, reader, upTo: readUpTo } },
        this.unreadEvent(read, await this.unreadTotal()),
      ]);
      return read;
    });
  }

  /** The customer's count to their streams; the conversation's and the total to the administrator's. */
  private unreadEvent(conversation: Conversation, unreadTotal: number): MessageBusEvent {
    return {
      audience: { customerId: conversation.customerId },
      name: 'unread',
      data: { unread: conversation.customerUnread },
      forBusiness: { conversationId: conversation.id, unread: conversation.businessUnread, unreadTotal },
    };
  }

  private publishAfterCommit(events: MessageBusEvent[]): void {
    this.unitOfWork.afterCommit(async () => {
      for (const event of events) await this.bus.publish(event);
    });
  }

  /** What a stream that opens sends first: the messages after `after` (the newest 500), and the customer's count. */
  private async catchUp(user: User, reader: StreamReader, after: number | undefined): Promise<CatchUp> {
    if (reader === 'business') {
      const missed = after === undefined ? [] : await this.unitOfWork.rows(MISSED.business, { after });
      return { messages: await this.views(missed.reverse()), events: [] };
    }
    const conversation = await this.unitOfWork.row(CONVERSATION_OF_CUSTOMER, { customerId: user.id });
    const missed =
      conversation && after !== undefined
        ? await this.unitOfWork.rows(MISSED.customer, { conversationId: conversation.id, after })
        : [];
    return {
      messages: await this.views(missed.reverse()),
      events: [sseEvent('unread', { unread: conversation?.customerUnread ?? 0 })],
    };
  }
}
