import { CONVERSATION_LIMITS } from '@qmj/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One of the administrator's quick replies, in the order they are offered. */
@Entity('quick_replies')
export class QuickReply {
  @PrimaryColumn({ type: 'int' })
  position!: number;

  @Column({ type: 'varchar', length: CONVERSATION_LIMITS.quickReplyText })
  text!: string;
}
