import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type EntityManager, In, Repository } from 'typeorm';
import { ALL_PERMISSIONS, type Permission } from '../groups/permissions';
import { UserEntity } from './user.entity';

export interface UserListFilter {
  search?: string;
  isActive?: boolean;
  isStaff?: boolean;
  group?: string;
  ordering: UserOrdering;
  offset: number;
  limit: number;
}

export const USER_ORDERINGS = [
  'name',
  '-name',
  'email',
  '-email',
  'group',
  '-group',
  'status',
  '-status',
  'date_joined',
  '-date_joined',
  'id',
  '-id',
] as const;
export type UserOrdering = (typeof USER_ORDERINGS)[number];

export type NewUser = Pick<
  UserEntity,
  'email' | 'username' | 'passwordHash' | 'firstName' | 'lastName' | 'contactNumber' | 'address' | 'city' | 'country'
> &
  Partial<Pick<UserEntity, 'isStaff' | 'isActive' | 'emailConfirmedAt'>>;

export type UserChanges = Partial<
  Pick<
    UserEntity,
    | 'email'
    | 'username'
    | 'passwordHash'
    | 'firstName'
    | 'lastName'
    | 'contactNumber'
    | 'address'
    | 'city'
    | 'country'
    | 'isActive'
    | 'isStaff'
    | 'lastLogin'
    | 'emailConfirmedAt'
  >
>;

/** What the fraud score needs of a voter's account. */
export interface VoterAccount {
  joinedAt: Date;
  emailConfirmed: boolean;
  /** When the account's phone number was first confirmed (by any account), or null without one. */
  numberSince: Date | null;
}

/** How a voter can be named to whoever may read it: its e-mail ('' for none) and its confirmed number. */
export interface VoterContact {
  email: string;
  phone: string | null;
}

/** An account's contact details, as other libs use them (a payment provider's checkout, the payments' back office). */
export interface AccountContact {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  /** As the account gave it (a name, not a code). */
  country: string;
  /** Whether the account may sign in. */
  active: boolean;
}

/** What lists of other libs show of an account: its e-mail, names and phone, and whether it may sign in. */
export interface AccountSummary {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** Whether the account may sign in. */
  active: boolean;
}

/** Where a search term is looked for: the e-mail, the username, or "first name last name". */
export type AccountSearchField = 'email' | 'username' | 'name';

const SEARCH_COLUMNS: Record<AccountSearchField, string> = {
  email: 'email',
  username: 'username',
  name: "(first_name || ' ' || last_name)",
};

/**
 * Case- and accent-insensitive comparison without the `unaccent` extension: `translate()` maps
 * accented letters to plain ones, then `lower()` folds the case.
 */
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝŸýÿ';
const PLAIN = [...ACCENTED].map((letter) => letter.normalize('NFD').replace(/\p{M}/gu, '')).join('');
const fold = (expression: string) => `lower(translate(${expression}, '${ACCENTED}', '${PLAIN}'))`;

@Injectable()
export class UserRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /**
   * When each of these accounts was created and whether its e-mail is confirmed (gone accounts are
   * absent). On the free vote's path for a voter's first vote: one plain query, no entity built.
   */
  async voterAccounts(ids: number[]): Promise<Map<number, VoterAccount>> {
    const rows: { id: number; date_joined: Date; confirmed: boolean; number_since: Date | null }[] =
      await this.users.query(
        `SELECT u.id, u.date_joined, u.email_confirmed_at IS NOT NULL AS confirmed, p.created_at AS number_since
           FROM users u LEFT JOIN phone_numbers p ON p.user_id = u.id
          WHERE u.id = ANY($1::int[])`,
        [ids],
      );
    return new Map(
      rows.map((row) => [
        row.id,
        { joinedAt: row.date_joined, emailConfirmed: row.confirmed, numberSince: row.number_since },
      ]),
    );
  }

  /** Each of these accounts' e-mail and confirmed number (ids of accounts that are gone are absent). */
  async contacts(ids: number[]): Promise<Map<number, VoterContact>> {
    if (ids.length === 0) return new Map();
    const rows: { id: number; email: string; phone: string | null }[] = await this.users.query(
      `SELECT u.id, u.email, p.e164 AS phone FROM users u LEFT JOIN phone_numbers p ON p.user_id = u.id
        WHERE u.id = ANY($1::int[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, { email: row.email, phone: row.phone }]));
  }

  /**
   * Marks the account's e-mail confirmed, if it still is `email` and was not confirmed yet; whether it
   * did (false for a link sent to an address the account no longer has).
   */
  async confirmEmail(id: number, email: string): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update()
      .set({ emailConfirmedAt: () => 'now()' })
      .where('id = :id AND email = :email AND email_confirmed_at IS NULL', { id, email: email.toLowerCase() })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Each of these accounts' e-mail (ids of accounts that are gone are absent); `transaction`: read inside it. */
  async emails(ids: number[], transaction?: EntityManager): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows: { id: number; email: string }[] = await (transaction ?? this.users.manager).query(
      'SELECT id, email FROM users WHERE id = ANY($1::int[])',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  /** Each of these accounts' contact details (ids of accounts that are gone are absent). */
  async accountContacts(ids: number[]): Promise<Map<number, AccountContact>> {
    if (ids.length === 0) return new Map();
    const users = await this.users.find({
      where: { id: In(ids) },
      select: {
        id: true,
        email: true,
        firstName: true,
        lastName: true,
        contactNumber: true,
        address: true,
        city: true,
        country: true,
        isActive: true,
      },
    });
    return new Map(
      users.map((user) => [
        user.id,
        {
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.contactNumber,
          address: user.address,
          city: user.city,
          country: user.country,
          active: user.isActive,
        },
      ]),
    );
  }

  /** Each of these accounts' summary (ids of accounts that are gone are absent). */
  async summaries(ids: number[]): Promise<Map<number, AccountSummary>> {
    if (ids.length === 0) return new Map();
    const rows: AccountSummary[] = await this.users.query(
      `SELECT id, email, username, first_name AS "firstName", last_name AS "lastName", contact_number AS phone,
              is_active AS active
         FROM users WHERE id = ANY($1::int[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Accounts where one of `fields` contains `term` (ILIKE: case aside, accents as written). */
  async idsMatching(term: string, fields: readonly AccountSearchField[]): Promise<number[]> {
    const conditions = fields.map((field) => `${SEARCH_COLUMNS[field]} ILIKE $1`);
    const rows: { id: number }[] = await this.users.query(`SELECT id FROM users WHERE ${conditions.join(' OR ')}`, [
      `%${term.replace(/[\\%_]/g, '\\$&')}%`,
    ]);
    return rows.map((row) => row.id);
  }

  /** Accounts whose e-mail contains `term` (case and accents aside). */
  async idsWithEmailContaining(term: string): Promise<number[]> {
    const rows: { id: number }[] = await this.users.query(
      `SELECT id FROM users WHERE ${fold('email')} LIKE ${fold('$1')}`,
      [`%${term.replace(/[\\%_]/g, '\\$&')}%`],
    );
    return rows.map((row) => row.id);
  }

  /** Accounts, and how many may sign in. */
  async counts(): Promise<{ total: number; active: number }> {
    const [row]: { total: string; active: string }[] = await this.users.query(
      'SELECT count(*) AS total, count(*) FILTER (WHERE is_active) AS active FROM users',
    );
    return { total: Number(row.total), active: Number(row.active) };
  }

  /** What the user may do as an administrator: everything as staff, else what their groups grant. */
  async permissionsOf(user: Pick<UserEntity, 'id' | 'isStaff'>): Promise<Permission[]> {
    if (user.isStaff) return ALL_PERMISSIONS;
    const rows: { codename: Permission }[] = await this.users.query(
      `SELECT DISTINCT p.codename FROM user_groups ug
         JOIN group_permissions gp ON gp.group_id = ug.group_id
         JOIN permissions p ON p.id = gp.permission_id
        WHERE ug.user_id = $1
        ORDER BY p.codename`,
      [user.id],
    );
    return rows.map((row) => row.codename);
  }

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOne({ where: { id }, relations: { groups: true } });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .leftJoinAndSelect('user.groups', 'group')
      .where('lower(user.email) = lower(:email)', { email })
      .getOne();
  }

  async emailTaken(email: string, exceptId?: number): Promise<boolean> {
    const query = this.users.createQueryBuilder('user').where('lower(user.email) = lower(:email)', { email });
    if (exceptId !== undefined) query.andWhere('user.id <> :exceptId', { exceptId });
    return (await query.getCount()) > 0;
  }

  async usernameTaken(username: string, exceptId?: number): Promise<boolean> {
    const query = this.users.createQueryBuilder('user').where('lower(user.username) = lower(:username)', { username });
    if (exceptId !== undefined) query.andWhere('user.id <> :exceptId', { exceptId });
    return (await query.getCount()) > 0;
  }

  /** `base` if no one has it, else `base` with a short random suffix that no one has. */
  async availableUsername(base: string): Promise<string> {
    const cleaned = base.replace(/[^\p{L}\p{N}@.+_-]/gu, '').slice(0, 120) || 'parent';
    let candidate = cleaned;
    while (await this.usernameTaken(candidate)) candidate = `${cleaned}-${randomBytes(3).toString('hex')}`;
    return candidate;
  }

  /** A new account already in `groupId`, written in the caller's transaction; its id. */
  async createInGroup(user: NewUser, groupId: number, transaction: EntityManager): Promise<number> {
    const saved = await transaction.save(transaction.create(UserEntity, { ...user, email: user.email.toLowerCase() }));
    await transaction.query('INSERT INTO user_groups (user_id, group_id) VALUES ($1, $2)', [saved.id, groupId]);
    return saved.id;
  }

  async create(user: NewUser): Promise<UserEntity> {
    const saved = await this.users.save(this.users.create({ ...user, email: user.email.toLowerCase() }));
    return (await this.findById(saved.id)) as UserEntity;
  }

  /** Creates the account within `transaction` (with what else it needs, such as its phone number). */
  createWith(user: NewUser, transaction: EntityManager): Promise<UserEntity> {
    return transaction.save(transaction.create(UserEntity, { ...user, email: user.email.toLowerCase() }));
  }

  /** Runs `work` in one transaction, for a change and its audit line together. */
  transaction<T>(work: (transaction: EntityManager) => Promise<T>): Promise<T> {
    return this.users.manager.transaction(work);
  }

  async update(id: number, changes: UserChanges, transaction?: EntityManager): Promise<UserEntity | null> {
    const normalized = changes.email ? { ...changes, email: changes.email.toLowerCase() } : changes;
    const repository = transaction ? transaction.getRepository(UserEntity) : this.users;
    if (Object.keys(normalized).length > 0) await repository.update({ id }, normalized);
    return transaction ? null : this.findById(id);
  }

  async list(filter: UserListFilter): Promise<{ users: UserEntity[]; count: number }> {
    const query = this.users.createQueryBuilder('user').leftJoinAndSelect('user.groups', 'group');
    if (filter.search) {
      const term = `%${filter.search.replace(/[\\%_]/g, '\\$&')}%`;
      query.andWhere(
        new Brackets((where) => {
          where
            .where('user.firstName ILIKE :term', { term })
            .orWhere('user.lastName ILIKE :term')
            .orWhere('user.email ILIKE :term')
            .orWhere('user.username ILIKE :term')
            .orWhere(
              `EXISTS (SELECT 1 FROM user_groups ug JOIN groups g ON g.id = ug.group_id
                WHERE ug.user_id = user.id AND g.name ILIKE :term)`,
            );
        }),
      );
    }
    if (filter.isActive !== undefined) query.andWhere('user.isActive = :isActive', { isActive: filter.isActive });
    if (filter.isStaff !== undefined) query.andWhere('user.isStaff = :isStaff', { isStaff: filter.isStaff });
    if (filter.group) {
      query.andWhere(
        `EXISTS (SELECT 1 FROM user_groups ug JOIN groups g ON g.id = ug.group_id
          WHERE ug.user_id = user.id AND lower(g.name) = lower(:group))`,
        { group: filter.group },
      );
    }
    const descending = filter.ordering.startsWith('-');
    const direction = descending ? 'DESC' : 'ASC';
    switch (filter.ordering.replace('-', '')) {
      case 'name':
        query.orderBy('user.lastName', direction).addOrderBy('user.firstName', direction);
        break;
      case 'email':
        query.orderBy('user.email', direction);
        break;
      case 'group':
        // By the account's first group in alphabetical order; accounts without a group come last.
        query
          .addSelect(
            `(SELECT min(g.name) FROM user_groups ug JOIN groups g ON g.id = ug.group_id
              WHERE ug.user_id = user.id)`,
            'first_group',
          )
          .orderBy('first_group', direction, 'NULLS LAST');
        break;
      case 'status':
        // Ascending reads as the table shows it: Actif before Inactif.
        query.orderBy('user.isActive', descending ? 'ASC' : 'DESC');
        break;
      case 'date_joined':
        query.orderBy('user.dateJoined', direction);
        break;
      default:
        query.orderBy('user.id', direction);
    }
    query.addOrderBy('user.id', 'ASC').skip(filter.offset).take(filter.limit);
    const [users, count] = await query.getManyAndCount();
    return { users, count };
  }

  async deleteMany(ids: number[], transaction?: EntityManager): Promise<number> {
    const repository = transaction ? transaction.getRepository(UserEntity) : this.users;
    const result = await repository.delete({ id: In(ids) });
    return result.affected ?? 0;
  }

  async setActive(ids: number[], isActive: boolean, transaction?: EntityManager): Promise<number> {
    const repository = transaction ? transaction.getRepository(UserEntity) : this.users;
    const result = await repository.update({ id: In(ids) }, { isActive });
    return result.affected ?? 0;
  }

  findByIds(ids: number[]): Promise<UserEntity[]> {
    return this.users.find({ where: { id: In(ids) }, relations: { groups: true } });
  }

  async setGroups(userId: number, groupIds: number[], transaction?: EntityManager): Promise<void> {
    const replace = async (manager: EntityManager) => {
      await manager.query('DELETE FROM user_groups WHERE user_id = $1', [userId]);
      if (groupIds.length > 0) {
        await manager.query(
          'INSERT INTO user_groups (user_id, group_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
          [userId, groupIds],
        );
      }
    };
    await (transaction ? replace(transaction) : this.users.manager.transaction(replace));
  }

  async addGroup(userId: number, groupId: number): Promise<void> {
    await this.users.query('INSERT INTO user_groups (user_id, group_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      userId,
      groupId,
    ]);
  }
}
