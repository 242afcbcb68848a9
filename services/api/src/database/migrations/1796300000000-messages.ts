import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { datetime, enumColumn, id, integer, text, varchar } from './columns.js';

// Frozen copies of the contracts' values as they were when this migration was written.
const MESSAGE_AUTHORS = ['customer', 'business'];
const QUICK_REPLY_TEXT = 500;
const DEFAULT_QUICK_REPLIES = [
  'Hi! Thank you for your message. How can we help you?',
  'We received your receipt, thank you.',
  'The date is still free.',
];

/**
 * Messages (docs/messages.md): one conversation per customer, with its unread counts and read receipts as columns;
 * its messages, read a page at a time through (conversationId, id); the administrator's quick replies, seeded.
 */
export class Messages1796300000000 implements MigrationInterface {
  name = 'Messages1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'conversations',
        columns: [
          id,
          integer('customerId'),
          varchar('customerName', 50),
          integer('lastMessageId', true),
          datetime('lastMessageAt'),
          { ...integer('customerUnread'), default: 0 },
          datetime('customerUnreadSince', true),
          { ...integer('businessUnread'), default: 0 },
          integer('customerReadUpTo', true),
          integer('businessReadUpTo', true),
          integer('unreadMailedUpTo', true),
          datetime('createdAt'),
        ],
        indices: [
          { name: 'UQ_conversations_customer', columnNames: ['customerId'], isUnique: true },
          // The inbox's search reads the names from here rather than from every row.
          { name: 'IDX_conversations_customer_name', columnNames: ['customerName'] },
          { name: 'IDX_conversations_last_message', columnNames: ['lastMessageAt', 'id'] },
          { name: 'IDX_conversations_business_unread', columnNames: ['businessUnread'] },
          { name: 'IDX_conversations_customer_unread', columnNames: ['customerUnread', 'customerUnreadSince'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'conversation_messages',
        columns: [
          id,
          integer('conversationId'),
          enumColumn(queryRunner, 'author', MESSAGE_AUTHORS),
          integer('authorId'),
          text('text'),
          text('pictureKeys'),
          integer('orderId', true),
          integer('bookingId', true),
          datetime('createdAt'),
        ],
        indices: [{ name: 'IDX_conversation_messages_conversation', columnNames: ['conversationId', 'id'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'quick_replies',
        columns: [{ ...integer('position'), isPrimary: true }, varchar('text', QUICK_REPLY_TEXT)],
      }),
    );
    for (const [position, reply] of DEFAULT_QUICK_REPLIES.entries()) {
      await queryRunner.manager
        .createQueryBuilder()
        .insert()
        .into('quick_replies')
        .values({ position, text: reply })
        .execute();
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('quick_replies');
    await queryRunner.dropTable('conversation_messages');
    await queryRunner.dropTable('conversations');
  }
}
