import { BeforeInsert, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('newsletter_subscriptions')
export class NewsletterSubscription {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** The lower-cased address: one subscription per address. */
  @Index('UQ_newsletter_subscriptions_email_key', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  emailKey!: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @BeforeInsert()
  protected stampInsert(): void {
    this.createdAt ??= new Date();
  }
}
