import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AUTH_MESSAGES,
  mediaUrl,
  normalizeUsername,
  type Page,
  type Profile,
  type Role,
  type SessionUser,
  type UpdateProfileRequest,
  usernameKey,
} from '@qmj/contracts';
import { In, MoreThanOrEqual, Not, Repository } from 'typeorm';
import { hashPassword } from '../auth/password-hasher.js';
import { addToCounters } from '../common/adding-upsert.js';
import { containsPattern } from '../common/database-rows.js';
import { isUniqueViolation } from '../common/db-errors.js';
import { newestFirstPage } from '../common/paging.js';
import { MediaService, type UploadedImage } from '../media/media.service.js';
import { SessionVersion } from './session-version.entity.js';
import { User } from './user.entity.js';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly media: MediaService,
  ) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** The users of these ids that exist, by id (names for order lists and reviews). */
  async findByIds(ids: readonly number[]): Promise<Map<number, User>> {
    if (ids.length === 0) return new Map();
    const users = await this.users.findBy({ id: In([...new Set(ids)]) });
    return new Map(users.map((user) => [user.id, user]));
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findOneBy({ usernameKey: usernameKey(username) });
  }

  /** Every user with this e-mail address (compared ignoring case). */
  findByEmail(email: string): Promise<User[]> {
    return this.users
      .createQueryBuilder('user')
      .where('LOWER(user.email) = :email', { email: email.trim().toLowerCase() })
      .getMany();
  }

  count(): Promise<number> {
    return this.users.count();
  }

  /** One page of the customers (never the administrator), newest first, searched by username, name or contact. */
  customers(query: { q?: string; page: number; pageSize: number }): Promise<Page<User>> {
    const customers = this.users.createQueryBuilder('user').where("user.role = 'customer'");
    if (query.q) {
      customers.andWhere(
        "(LOWER(user.username) LIKE :pattern ESCAPE '!' OR LOWER(user.showedUsername) LIKE :pattern ESCAPE '!' OR LOWER(user.legitName) LIKE :pattern ESCAPE '!' OR LOWER(user.contact) LIKE :pattern ESCAPE '!')",
        { pattern: containsPattern(query.q) },
      );
    }
    return newestFirstPage(customers, query, async (rows) => rows);
  }

  /** How many customers there are, how many joined at `since` or later, and the newest `shown` of those. */
  async customerFigures(since: Date, shown: number): Promise<{ total: number; joined: number; newest: User[] }> {
    const joinedSince = { role: 'customer' as const, createdAt: MoreThanOrEqual(since) };
    const [total, [newest, joined]] = await Promise.all([
      this.users.countBy({ role: 'customer' }),
      this.users.findAndCount({ where: joinedSince, order: { createdAt: 'DESC', id: 'DESC' }, take: shown }),
    ]);
    return { total, joined, newest };
  }

  /** Creates an account under the normalised name; 409 'Username already exists' when its key is taken. */
  async create(username: string, password: string, role: Role = 'customer'): Promise<User> {
    const name = normalizeUsername(username);
    if (await this.findByUsername(name)) throw new ConflictException(AUTH_MESSAGES.usernameTaken);
    const user = this.users.create({
      username: name,
      usernameKey: usernameKey(name),
      passwordHash: await hashPassword(password),
      role,
      showedUsername: name,
      status: 'active',
    });
    try {
      return await this.users.save(user);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(AUTH_MESSAGES.usernameTaken);
      throw error;
    }
  }

  async setPassword(user: User, password: string): Promise<void> {
    user.passwordHash = await hashPassword(password);
    await this.users.save(user);
  }

  async save(user: User): Promise<User> {
    return this.users.save(user);
  }

  /** Makes every administrator but the one keyed `keptKey` a customer and ends their sessions; their usernames. */
  async demoteAdministratorsOtherThan(keptKey: string): Promise<string[]> {
    const others = await this.users.findBy({ role: 'admin', usernameKey: Not(keptKey) });
    for (const user of others) {
      user.role = 'customer';
      await this.users.save(user);
      await this.endSessions(user);
    }
    return others.map((user) => user.username);
  }

  /** Ends every session of the user: tokens signed with an older version are refused from now on. */
  async endSessions(user: User): Promise<void> {
    await addToCounters(this.users.manager, 'session_versions', ['userId'], 'version', [[user.id, 1]]);
  }

  /** The number the user's current sessions carry (0 until their sessions are first ended). */
  async sessionVersion(userId: number): Promise<number> {
    const row = await this.users.manager.findOneBy(SessionVersion, { userId });
    return row?.version ?? 0;
  }

  async updateProfile(user: User, changes: UpdateProfileRequest): Promise<User> {
    user.showedUsername = changes.showedUsername;
    user.contact = changes.contact;
    user.address = changes.address;
    user.otherInfo = changes.otherInfo;
    user.legitName = changes.legitName;
    if (changes.gender !== undefined) user.gender = changes.gender;
    if (changes.email !== undefined) user.email = changes.email ? changes.email.trim() : null;
    return this.users.save(user);
  }

  /** Stores the new picture (checked by its bytes), points the profile at it and removes the old one. */
  async setPicture(user: User, file: UploadedImage | undefined): Promise<User> {
    const key = await this.media.storeImage(file, 'public');
    const previous = user.profilePictureKey;
    user.profilePictureKey = key;
    try {
      await this.users.save(user);
    } catch (error) {
      await this.media.remove(key);
      throw error;
    }
    await this.media.remove(previous);
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
