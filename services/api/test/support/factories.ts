import { randomBytes, randomInt } from 'node:crypto';
import { GroupRepository, isAdministrator, PasswordHasher, type UserEntity, UserRepository } from '@app/identity';
import { TokenService } from '@app/identity/auth/token.service';
import type { ApiHarness } from './api-harness';

export const DEFAULT_PASSWORD = 'Bonjour-Bebe-2026';

export interface MadeUser {
  user: UserEntity;
  password: string;
  /** A freshly minted access token for the user: the back office's for an administrator, else the site's. */
  token: string;
  auth: { Authorization: string };
}

export interface UserOverrides {
  email?: string;
  username?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  isActive?: boolean;
  isStaff?: boolean;
  groups?: string[];
  /** Granted to every group of `groups` (administration routes need their permission). */
  permissions?: string[];
  /** The account's confirmed phone number (E.164); a fresh one unless given, none with null. */
  phone?: string | null;
  /** How long ago the account was made and its number first confirmed (0: now, a young voter). */
  daysOld?: number;
}

/** A fresh Senegalese mobile number (+221 77…), unique enough for one test run. */
export const freshPhone = (): string => `+22177${randomInt(0, 10_000_000).toString().padStart(7, '0')}`;

/**
 * Inserts a user (with a real argon2 hash) and mints an access token for them: a back-office token
 * for an administrator (staff or in a group), the only kind administration routes take.
 */
export async function makeUser(harness: ApiHarness, overrides: UserOverrides = {}): Promise<MadeUser> {
  const suffix = randomBytes(4).toString('hex');
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const users = harness.app.get(UserRepository);
  const created = await users.create({
    email: overrides.email ?? `parent-${suffix}@example.com`,
    username: overrides.username ?? `parent_${suffix}`,
    passwordHash: await harness.app.get(PasswordHasher).hash(password),
    firstName: overrides.firstName ?? 'Fatou',
    lastName: overrides.lastName ?? 'Ndiaye',
    contactNumber: '',
    address: '',
    city: 'Dakar',
    country: 'Sénégal',
    isActive: overrides.isActive ?? true,
    isStaff: overrides.isStaff ?? false,
  });
  if (overrides.groups?.length) {
    const groups = await harness.app.get(GroupRepository).findOrCreateByNames(overrides.groups);
    await users.setGroups(
      created.id,
      groups.map((group) => group.id),
    );
    if (overrides.permissions?.length) {
      await harness.db.query(
        `INSERT INTO group_permissions (group_id, permission_id)
         SELECT g.id, p.id FROM groups g, permissions p WHERE g.id = ANY($1::int[]) AND p.codename = ANY($2::varchar[])
         ON CONFLICT DO NOTHING`,
        [groups.map((group) => group.id), overrides.permissions],
      );
    }
  }
  const phone = overrides.phone === undefined ? freshPhone() : overrides.phone;
  const [number] =
    phone === null
      ? [undefined]
      : await harness.db.query<{ id: number; createdAt: Date }[]>(
          `INSERT INTO phone_numbers (e164, user_id, verified_at, created_at)
           VALUES ($1, $2, now() - make_interval(days => $3), now() - make_interval(days => $3))
           RETURNING id, created_at AS "createdAt"`,
          [phone, created.id, overrides.daysOld ?? 0],
        );
  if (overrides.daysOld) {
    await harness.db.query(`UPDATE users SET date_joined = now() - make_interval(days => $2) WHERE id = $1`, [
      created.id,
      overrides.daysOld,
    ]);
  }
  const user = (await users.findById(created.id))!;
  const token = harness.app
    .get(TokenService)
    .accessToken(user.id, isAdministrator(user) ? 'admin' : 'site', undefined, number);
  return { user, password, token, auth: { Authorization: `Bearer ${token}` } };
}

export const makeAdmin = (harness: ApiHarness, overrides: UserOverrides = {}): Promise<MadeUser> =>
  makeUser(harness, { isStaff: true, ...overrides });
