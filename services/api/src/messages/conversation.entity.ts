import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtEntity } from '../common/timestamped.entity.js';

/**
 * A customer's one conversation with the business (docs/messages.md). Its unread counts and read receipts are columns,
 * moved by each message and read, so that the badge and the inbox never count messages.
 */
@Entity('conversations')
@Index('IDX_conversations_last_message', ['lastMessageAt', 'id'])
@Index('IDX_conversations_business_unread', ['businessUnread'])
@Index('IDX_conversations_customer_unread', ['customerUnread', 'customerUnreadSince'])
export class Conversation extends CreatedAtEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Index('UQ_conversations_customer', { unique: true })
  @Column({ type: 'int' })
  customerId!: number;

  /** The customer's username (it never changes; as long as `users.username`): the inbox searches it here. */
  @Index('IDX_conversations_customer_name')
  @Column({ type: 'varchar', length: 50 })
  customerName!: string;

  @Column({ type: 'int', nullable: true })
  lastMessageId!: number | null;

  @Column({ type: 'datetime', precision: 3 })
  lastMessageAt!: Date;

  /** The business's messages the customer has not read. */
  @Column({ type: 'int', default: 0 })
  customerUnread!: number;

  /** When the oldest of them came: the unread mail waits MESSAGES_UNREAD_MAIL_AFTER_MS from here. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  customerUnreadSince!: Date | null;

  /** The customer's messages the business has not read. */
  @Column({ type: 'int', default: 0 })
  businessUnread!: number;

  @Column({ type: 'int', nullable: true })
  customerReadUpTo!: number | null;

  @Column({ type: 'int', nullable: true })
  businessReadUpTo!: number | null;

  /** The newest message the unread mail told the customer about: one mail for each stretch of unread messages. */
  @Column({ type: 'int', nullable: true })
  unreadMailedUpTo!: number | null;
}
