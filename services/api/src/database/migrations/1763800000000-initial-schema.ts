import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { datetime, enumColumn, id, varchar } from './columns.js';

export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          id,
          varchar('username', 50),
          varchar('usernameKey', 50),
          varchar('passwordHash', 255),
          enumColumn(queryRunner, 'role', ['customer', 'admin'], { default: "'customer'" }),
          varchar('showedUsername', 50, true),
          varchar('contact', 30, true),
          varchar('address', 255, true),
          varchar('otherInfo', 255, true),
          varchar('legitName', 100, true),
          enumColumn(queryRunner, 'gender', ['male', 'female'], { isNullable: true }),
          varchar('email', 254, true),
          varchar('status', 20, false, 'active'),
          varchar('profilePictureKey', 255, true),
          datetime('createdAt'),
          datetime('updatedAt'),
        ],
        indices: [
          { name: 'UQ_users_username_key', columnNames: ['usernameKey'], isUnique: true },
          { name: 'IDX_users_email', columnNames: ['email'] },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'password_reset_tokens',
        columns: [
          id,
          { name: 'userId', type: 'integer' },
          varchar('tokenHash', 64),
          datetime('expiresAt'),
          datetime('usedAt', true),
          datetime('createdAt'),
        ],
        indices: [{ name: 'UQ_password_reset_tokens_hash', columnNames: ['tokenHash'], isUnique: true }],
        foreignKeys: [
          {
            name: 'FK_password_reset_tokens_user',
            columnNames: ['userId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'newsletter_subscriptions',
        columns: [id, varchar('email', 254), varchar('emailKey', 254), datetime('createdAt')],
        indices: [{ name: 'UQ_newsletter_subscriptions_email_key', columnNames: ['emailKey'], isUnique: true }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('newsletter_subscriptions');
    await queryRunner.dropTable('password_reset_tokens');
    await queryRunner.dropTable('users');
  }
}
