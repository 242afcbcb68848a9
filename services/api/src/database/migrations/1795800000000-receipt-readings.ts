import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { datetime, enumColumn, id, integer, varchar } from './columns.js';

// Frozen copies of the lists as they were when this migration was written.
const RECEIPT_PURPOSES = ['order', 'booking'];
const RECEIPT_STATES = ['queued', 'reading', 'read', 'unreadable'];
const RECEIPT_BADGES = ['verified', 'needs-look', 'suspicious', 'unread'];

const bigint = (name: string, isNullable = false) => ({ name, type: 'bigint', isNullable });

/**
 * The readings of the GCash receipts (docs/receipts.md): one row per stored receipt file, queued in
 * the transaction that stores it, claimed by one replica at a time; indexed for the claim, the
 * administrator's badge filter and the reused-reference check.
 */
export class ReceiptReadings1795800000000 implements MigrationInterface {
  name = 'ReceiptReadings1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'receipt_readings',
        columns: [
          id,
          varchar('fileKey', 64),
          enumColumn(queryRunner, 'purpose', RECEIPT_PURPOSES),
          varchar('paysFor', 255),
          bigint('due'),
          datetime('madeAt'),
          enumColumn(queryRunner, 'state', RECEIPT_STATES),
          enumColumn(queryRunner, 'badge', RECEIPT_BADGES),
          varchar('claimedBy', 100, true),
          datetime('claimedUntil', true),
          { ...integer('attempts'), default: 0 },
          bigint('amount', true),
          varchar('referenceNumber', 13, true),
          varchar('paidAt', 25, true),
          varchar('recipientNumber', 20, true),
          varchar('recipientName', 100, true),
          varchar('pictureHash', 64, true),
          { name: 'checks', type: 'text', isNullable: true },
          datetime('readAt', true),
          datetime('createdAt'),
          datetime('updatedAt'),
        ],
        indices: [
          { name: 'UQ_receipt_readings_file_key', columnNames: ['fileKey'], isUnique: true },
          { name: 'IDX_receipt_readings_claim', columnNames: ['state', 'claimedUntil'] },
          { name: 'IDX_receipt_readings_badge', columnNames: ['badge', 'fileKey'] },
          { name: 'IDX_receipt_readings_reference', columnNames: ['referenceNumber'] },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('receipt_readings');
  }
}
