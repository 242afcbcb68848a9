import { MESSAGE_AUTHORS, type MessageAuthor } from '@qmj/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtEntity } from '../common/timestamped.entity.js';

/** One message of a conversation, the customer's or the business's, maybe about one of the customer's orders or bookings. */
@Entity('conversation_messages')
@Index('IDX_conversation_messages_conversation', ['conversationId', 'id'])
export class ConversationMessage extends CreatedAtEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  conversationId!: number;

  @Column({ type: 'simple-enum', enum: MESSAGE_AUTHORS })
  author!: MessageAuthor;

  /** The user who wrote it (the customer, or the administrator who answered). */
  @Column({ type: 'int' })
  authorId!: number;

  @Column({ type: 'text' })
  text!: string;

  /** PRIVATE media keys, at most 3: served only to the conversation's customer and the administrator. */
  @Column({ type: 'simple-json' })
  pictureKeys!: string[];

  @Column({ type: 'int', nullable: true })
  orderId!: number | null;

  @Column({ type: 'int', nullable: true })
  bookingId!: number | null;
}
