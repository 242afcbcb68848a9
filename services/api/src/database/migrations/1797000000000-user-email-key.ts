import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

const EMAIL_INDEX = new TableIndex({ name: 'IDX_users_email', columnNames: ['email'] });
const EMAIL_KEY_INDEX = new TableIndex({ name: 'IDX_users_email_key', columnNames: ['emailKey'] });

/** A frozen copy of contracts' `emailKey` as it was when this migration was written. */
const keyOf = (email: string) => email.trim().toLowerCase();

/**
 * A password reset request looked its address up with `LOWER(email) = ?`, which no index can serve:
 * every user was read. Each user now carries the address's key, written with the address
 * (docs/security.md#reset-mail), and the index is on the key. The keys of the addresses already
 * kept are worked out here as the code works them out: the databases' `LOWER()` differ on letters
 * outside ASCII. The column is added and dropped in SQL of its own: TypeORM's `addColumn` makes the table
 * anew on SQLite, which would drop its counting triggers and write its descending index ascending.
 */
export class UserEmailKey1797000000000 implements MigrationInterface {
  name = 'UserEmailKey1797000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    await queryRunner.query(`ALTER TABLE ${q('users')} ADD COLUMN ${q('emailKey')} varchar(254)`);
    const addresses: { id: number; email: string }[] = await queryRunner.query(
      `SELECT ${q('id')} AS id, ${q('email')} AS email FROM ${q('users')} WHERE ${q('email')} IS NOT NULL`,
    );
    for (const { id, email } of addresses) {
      await queryRunner.query(`UPDATE ${q('users')} SET ${q('emailKey')} = ? WHERE ${q('id')} = ?`, [keyOf(email), id]);
    }
    await queryRunner.createIndex('users', EMAIL_KEY_INDEX);
    await queryRunner.dropIndex('users', EMAIL_INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    await queryRunner.createIndex('users', EMAIL_INDEX);
    await queryRunner.dropIndex('users', EMAIL_KEY_INDEX);
    await queryRunner.query(`ALTER TABLE ${q('users')} DROP COLUMN ${q('emailKey')}`);
  }
}
