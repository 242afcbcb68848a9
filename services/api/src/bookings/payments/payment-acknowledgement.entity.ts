import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT_AS_NUMBER } from '../../common/bigint-column.js';

/**
 * The official-receipt-style acknowledgement of a confirmed payment (docs/bookings.md, Documents),
 * numbered without gaps from `AcknowledgementCounter`; an undone payment's is voided, never reused.
 */
@Entity('payment_acknowledgements')
@Index('IDX_payment_acknowledgements_payment', ['paymentId', 'voidedAt'])
export class PaymentAcknowledgement {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Index('UQ_payment_acknowledgements_number', { unique: true })
  @Column({ type: 'int' })
  number!: number;

  @Column({ type: 'int' })
  paymentId!: number;

  @Column({ type: 'bigint', transformer: BIGINT_AS_NUMBER })
  amount!: number;

  @Column({ type: 'datetime', precision: 3 })
  issuedAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  voidedAt!: Date | null;
}
