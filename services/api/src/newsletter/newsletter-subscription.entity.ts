import { TEXT_MAX } from '@qmj/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtEntity } from '../common/timestamped.entity.js';

@Entity('newsletter_subscriptions')
export class NewsletterSubscription extends CreatedAtEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: TEXT_MAX.email })
  email!: string;

  /** The lower-cased address: one subscription per address. */
  @Index('UQ_newsletter_subscriptions_email_key', { unique: true })
  @Column({ type: 'varchar', length: TEXT_MAX.email })
  emailKey!: string;
}
