import { ConflictException, Injectable } from '@nestjs/common';
import {
  AUTH_MESSAGES,
  emailKey,
  mediaUrl,
  normalizeUsername,
  type Profile,
  type Role,
  type SessionUser,
  type UpdateProfileRequest,
  usernameKey,
} from '@qmj/contracts';
import { type EntityManager, Not, type ObjectLiteral, type Repository, type SelectQueryBuilder } from 'typeorm';
import { PasswordHasher } from '../auth/password-hasher.js';
import { matchesSearch } from '../common/database-rows.js';
import { isUniqueViolation } from '../common/db-errors.js';
import { PreparedPage, PreparedQuery, type QueryPart } from '../database/prepared-query.js';
import { addToCounters } from '../database/raw-sql.js';
import { countedRows } from '../database/row-counts.js';
import { UnitOfWork } from '../database/unit-of-work.js';
import { MediaService, type UploadedImage } from '../media/media.service.js';
import { SessionVersion } from './session-version.entity.js';
import { User } from './user.entity.js';

/** How many customers there are, from the counts kept beside the table (docs/architecture.md#lists). */
const countedCustomers = (manager: EntityManager) =>
  countedRows(manager, 'users.role', 'role').setParameter('role', 'customer' satisfies Role);

/**
 * The customers (never the administrator), searched by username, name or contact when `search`, a page at
 * a time, each with what `beside` reads in the same statement (the Customers screen's counts of orders and
 * bookings, which their own modules add).
 */
export function customersPage<Values extends ObjectLiteral>(
  name: string,
  beside: (customers: SelectQueryBuilder<User>) => SelectQueryBuilder<User>,
) {
  return PreparedPage.withValues<User, Values, { search: boolean }>(
    name,
    (manager, { search }) => {
      const customers = manager
        .createQueryBuilder(User, 'u')
        .where('u.role = :role', { role: 'customer' satisfies Role });
      return search
        ? customers.andWhere(matchesSearch('u.username', 'u.showedUsername', 'u.legitName', 'u.contact'))
        : customers;
    },
    beside,
    (manager, { search }) => (search ? null : countedCustomers(manager)),
  );
}

/** The values `withOwnerUsername` selects. */
export type OwnerUsername = { ownerUsername: string | null };

/** `query` reading, beside each record, the username of its owner (`ownerIdColumn`): an administrator's lists name it. */
export const withOwnerUsername: QueryPart = (query, ownerIdColumn) =>
  query.leftJoin(User, 'owner', `owner.id = ${ownerIdColumn}`).addSelect('owner.username', 'ownerUsername');

const USER_BY_ID = PreparedQuery.entities('user by id', (manager) =>
  manager.createQueryBuilder(User, 'u').where('u.id = :id'),
);

/** A user by the key of the name (`usernameKey`): every sign-in and every check of a name typed at registration. */
const USER_BY_USERNAME = PreparedQuery.entities('user by username', (manager) =>
  manager.createQueryBuilder(User, 'u').where('u.usernameKey = :usernameKey'),
);

/** The users with an e-mail address, by its key (`emailKey`): a password reset request. */
const USERS_BY_EMAIL = PreparedQuery.entities('users by e-mail address', (manager) =>
  manager.createQueryBuilder(User, 'u').where('u.emailKey = :emailKey'),
);

/** A user as the author of a review shows. */
export type Reviewer = Pick<User, 'username' | 'showedUsername' | 'profilePictureKey'>;

/** The values `withReviewer` selects: the author's name and picture, null each when the author is gone. */
export type ReviewerColumns = {
  reviewerUsername: string | null;
  reviewerShowedUsername: string | null;
  reviewerPictureKey: string | null;
};

/** `query` reading, beside each review, how its author (`userIdColumn`) is shown: nothing else of their row. */
export const withReviewer: QueryPart = (query, userIdColumn) =>
  query
    .leftJoin(User, 'reviewer', `reviewer.id = ${userIdColumn}`)
    .addSelect('reviewer.username', 'reviewerUsername')
    .addSelect('reviewer.showedUsername', 'reviewerShowedUsername')
    .addSelect('reviewer.profilePictureKey', 'reviewerPictureKey');

const CUSTOMERS_COUNTED = PreparedQuery.values<{ total: number | string | null }>(
  'customers counted',
  countedCustomers,
);

/** How many customers joined since `:since`: a range of `IDX_users_role_created`, not every customer read. */
const CUSTOMERS_JOINED = PreparedQuery.values<{ joined: number | string }>('customers joined', (manager) =>
  manager
    .createQueryBuilder(User, 'u')
    .select('COUNT(*)', 'joined')
    .where('u.role = :role AND u.createdAt >= :since', { role: 'customer' satisfies Role }),
);

/** The newest customers who joined since `:since`, a window of them. */
const NEWEST_CUSTOMERS = PreparedQuery.window('newest customers', (manager) =>
  manager
    .createQueryBuilder(User, 'u')
    .where('u.role = :role AND u.createdAt >= :since', { role: 'customer' satisfies Role })
    .orderBy('u.createdAt', 'DESC')
    .addOrderBy('u.id', 'DESC'),
);

const SESSION_VERSION_OF = PreparedQuery.values<{ version: number | string }>('session version of a user', (manager) =>
  manager.createQueryBuilder(SessionVersion, 's').select('s.version', 'version').where('s.userId = :userId'),
);

/** A user and the number their sessions carry, in one statement: both as they were at one moment. */
const USER_WITH_SESSION_VERSION = PreparedQuery.entitiesWithValues<User, { sessionVersion: number | string | null }>(
  'user with session version',
  (manager) =>
    manager
      .createQueryBuilder(User, 'u')
      .leftJoin(SessionVersion, 's', 's.userId = u.id')
      .addSelect('s.version', 'sessionVersion')
      .where('u.id = :id'),
);

@Injectable()
export class UsersService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly media: MediaService,
    private readonly passwords: PasswordHasher,
  ) {}

  /** The users table of the caller's transaction, or the reading one. */
  private get users(): Repository<User> {
    return this.unitOfWork.repository(User);
  }

  findById(id: number): Promise<User | null> {
    return this.unitOfWork.row(USER_BY_ID, { id });
  }

  /**
   * Inside the caller's transaction: holds the user's row until it ends, so that two of one
   * customer's requests that count their rows (pending orders) run one after the other. SQLite's one
   * writer already runs them so.
   */
  async lock(id: number): Promise<void> {
    if (!this.unitOfWork.inTransaction) throw new Error('UsersService.lock needs an open transaction');
    if (this.unitOfWork.engine === 'sqlite') return;
    await this.users
      .createQueryBuilder('user')
      .select('user.id')
      .where('user.id = :id', { id })
      .setLock('pessimistic_write')
      .getRawOne();
  }

  findByUsername(username: string): Promise<User | null> {
    return this.unitOfWork.row(USER_BY_USERNAME, { usernameKey: usernameKey(username) });
  }

  /** Every user with this e-mail address (compared by its key). */
  findByEmail(email: string): Promise<User[]> {
    return this.unitOfWork.rows(USERS_BY_EMAIL, { emailKey: emailKey(email) });
  }

  /** How many customers there are, how many joined at `since` or later, and the newest `shown` of those. */
  async customerFigures(since: Date, shown: number): Promise<{ total: number; joined: number; newest: User[] }> {
    const [counted, joined, newest] = await Promise.all([
      this.unitOfWork.row(CUSTOMERS_COUNTED),
      this.unitOfWork.row(CUSTOMERS_JOINED, { since }),
      this.unitOfWork.rows(NEWEST_CUSTOMERS, { since, limit: shown, offset: 0 }),
    ]);
    return { total: Number(counted?.total ?? 0), joined: Number(joined?.joined ?? 0), newest };
  }

  /** Creates an account under the normalised name; 409 'Username already exists' when its key is taken. */
  async create(username: string, password: string, role: Role = 'customer'): Promise<User> {
    const name = normalizeUsername(username);
    if (await this.findByUsername(name)) throw new ConflictException(AUTH_MESSAGES.usernameTaken);
    const passwordHash = await this.passwords.hash(password);
    try {
      return await this.unitOfWork.transaction((manager) =>
        manager.save(
          manager.create(User, {
            username: name,
            usernameKey: usernameKey(name),
            passwordHash,
            role,
            showedUsername: name,
            status: 'active',
          }),
        ),
      );
    } catch (error) {
      // The unique key decides between two registrations of one name that both passed the check above.
      if (isUniqueViolation(error)) throw new ConflictException(AUTH_MESSAGES.usernameTaken);
      throw error;
    }
  }

  /** Stores a password hashed beforehand with `PasswordHasher` (slow, so never inside the transaction). */
  async setPasswordHash(user: User, passwordHash: string): Promise<void> {
    await this.unitOfWork.transaction((manager) =>
      manager.update(User, { id: user.id }, { passwordHash, updatedAt: new Date() }),
    );
    user.passwordHash = passwordHash;
  }

  /** Brings a suspended account back to active. */
  async activate(user: User): Promise<void> {
    await this.unitOfWork.transaction((manager) =>
      manager.update(User, { id: user.id }, { status: 'active', updatedAt: new Date() }),
    );
    user.status = 'active';
  }

  /** Makes every administrator but the one keyed `keptKey` a customer and ends their sessions; their usernames. */
  demoteAdministratorsOtherThan(keptKey: string): Promise<string[]> {
    return this.unitOfWork.transaction(async (manager) => {
      const others = await manager.findBy(User, { role: 'admin', usernameKey: Not(keptKey) });
      for (const user of others) {
        await manager.update(User, { id: user.id }, { role: 'customer', updatedAt: new Date() });
        await this.endSessions(user);
      }
      return others.map((user) => user.username);
    });
  }

  /**
   * Ends every session of the user: tokens signed with an older version are refused from now on.
   * Its own transaction unless the caller's is open, so a logout never rides on another request's
   * (and is never undone with it).
   */
  async endSessions(user: User): Promise<void> {
    await this.unitOfWork.transaction((manager) =>
      addToCounters(manager, 'session_versions', ['userId'], 'version', [[user.id, 1]]),
    );
  }

  /**
   * The user with the number their current sessions carry: every authenticated request checks both
   * (`JwtStrategy`). One statement reads both at one moment, so a logout, a new password or a new role,
   * which raise the number in the transaction that changes the user, is seen whole or not at all.
   */
  async withSessionVersion(id: number): Promise<{ user: User; sessionVersion: number } | null> {
    const row = await this.unitOfWork.row(USER_WITH_SESSION_VERSION, { id });
    return row && { user: row.entity, sessionVersion: Number(row.values.sessionVersion ?? 0) };
  }

  /** The number the user's current sessions carry (0 until their sessions are first ended). */
  async sessionVersion(userId: number): Promise<number> {
    const row = await this.unitOfWork.row(SESSION_VERSION_OF, { userId });
    return Number(row?.version ?? 0);
  }

  /** The profile's own fields only: a picture or password changed meanwhile is never written back. */
  async updateProfile(user: User, changes: UpdateProfileRequest): Promise<User> {
    const fields: Partial<User> = {
      showedUsername: changes.showedUsername,
      contact: changes.contact,
      address: changes.address,
      otherInfo: changes.otherInfo,
      legitName: changes.legitName,
      updatedAt: new Date(),
    };
    if (changes.gender !== undefined) fields.gender = changes.gender;
    if (changes.email !== undefined) {
      fields.email = changes.email ? changes.email.trim() : null;
      fields.emailKey = fields.email && emailKey(fields.email);
    }
    await this.unitOfWork.transaction((manager) => manager.update(User, { id: user.id }, fields));
    return Object.assign(user, fields);
  }

  /**
   * Stores the new picture (checked by its bytes) and points the profile at it; the picture it
   * replaces, read from the row the transaction locks, is removed once that commits.
   */
  async setPicture(user: User, file: UploadedImage | undefined): Promise<User> {
    const pending = await this.media.prepare(file, 'public');
    const key = await this.unitOfWork.transaction(async (manager) => {
      const current = manager
        .createQueryBuilder(User, 'user')
        .select(['user.id', 'user.profilePictureKey'])
        .where('user.id = :id', { id: user.id });
      if (this.unitOfWork.engine === 'mysql') current.setLock('pessimistic_write');
      const previous = (await current.getOne())?.profilePictureKey;
      const kept = await this.media.keep(pending);
      await manager.update(User, { id: user.id }, { profilePictureKey: kept, updatedAt: new Date() });
      await this.media.discard(previous, 'public');
      return kept;
    });
    user.profilePictureKey = key;
    return user;
  }

  static toSessionUser(user: User): SessionUser {
    return { id: user.id, username: user.username, role: user.role };
  }

  static toProfile(user: User): Profile {
    return {
      id: user.id,
      username: user.username,
      role: user.role,
      showedUsername: user.showedUsername,
      contact: user.contact,
      address: user.address,
      otherInfo: user.otherInfo,
      legitName: user.legitName,
      gender: user.gender,
      email: user.email,
      status: user.status,
      profilePictureUrl: mediaUrl(user.profilePictureKey),
      createdAt: new Date(user.createdAt).toISOString(),
    };
  }
}
