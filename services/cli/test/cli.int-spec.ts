import { randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { PasswordHasher, UserRepository } from '@app/identity';
import { createTestEnvironment, type TestEnvironment } from '@app/testing';
import { DataSource } from 'typeorm';
import { AccountProvisioning } from '../src/account-provisioning';
import { CliModule } from '../src/cli.module';
import { DemoSeed } from '../src/demo-seed';

describe('CLI: seed and account provisioning', () => {
  let env: TestEnvironment;
  let context: INestApplicationContext;

  beforeAll(async () => {
    env = await createTestEnvironment({
      SEED_ADMIN_EMAIL: `admin-${randomBytes(4).toString('hex')}@bebestar.example`,
      SEED_ADMIN_PASSWORD: `Admin-${randomBytes(8).toString('hex')}`,
    });
    context = await NestFactory.createApplicationContext(CliModule.register(env.config), { logger: false });
  });

  afterAll(async () => {
    await context?.close();
    await env?.dispose();
  });

  const users = () => context.get(UserRepository);
  const hasher = () => context.get(PasswordHasher);
  const userCount = async () =>
    Number((await context.get(DataSource).query<{ count: string }[]>('SELECT count(*) FROM users'))[0].count);

  describe('DemoSeed', () => {
    it('creates the administrator, parents, contests in every status and participants, then nothing on a second run', async () => {
      const db = context.get(DataSource);
      const counts = async () =>
        (
          await db.query<Record<string, string>[]>(
            `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM contests) AS contests,
                    (SELECT count(*) FROM babies) AS babies, (SELECT count(*) FROM participants) AS participants,
                    (SELECT count(*) FROM preregistrations) AS preregistrations`,
          )
        )[0];
      const before = await userCount();
      const first = await context.get(DemoSeed).run();
      expect(first.every((line) => line.startsWith('created'))).toBe(true);
      expect(first[0]).toBe(`created administrator ${env.config.seed.adminEmail}`);
      expect(await userCount()).toBe(before + 4 + 40);

      const statuses = await db.query<{ status: string; gender: string }[]>('SELECT status, gender FROM contests');
      expect(new Set(statuses.map((row) => row.status))).toEqual(
        new Set(['draft', 'pre_registration', 'open', 'closed']),
      );
      expect(new Set(statuses.map((row) => row.gender))).toEqual(new Set(['female', 'male', 'mixed']));
      const afterFirst = await counts();
      expect(Number(afterFirst.participants)).toBe(200);
      expect(Number(afterFirst.preregistrations)).toBe(3);
      const [mismatched] = await db.query<{ count: string }[]>(
        `SELECT count(*) FROM participants p JOIN contests c ON c.id = p.contest_id JOIN babies b ON b.id = p.baby_id
         WHERE c.gender <> 'mixed' AND c.gender <> b.gender`,
      );
      expect(Number(mismatched.count)).toBe(0);

      const second = await context.get(DemoSeed).run();
      expect(second).toHaveLength(first.length);
      expect(second.every((line) => line.startsWith('exists'))).toBe(true);
      expect(await counts()).toEqual(afterFirst);
    });

    it('seeds an administrator: is_staff, in "Administrateurs", with the configured password', async () => {
      const admin = await users().findByEmail(env.config.seed.adminEmail);
      expect(admin).not.toBeNull();
      expect(admin!.isStaff).toBe(true);
      expect(admin!.isActive).toBe(true);
      expect(admin!.groups.map((group) => group.name)).toEqual(['Administrateurs']);
      expect(await hasher().verify(admin!.passwordHash, env.config.seed.adminPassword)).toBe(true);
    });

    it('seeds the parents as ordinary accounts', async () => {
      const parent = await users().findByEmail('aminata.diallo@example.com');
      expect(parent).toMatchObject({ firstName: 'Aminata', lastName: 'Diallo', city: 'Dakar', isStaff: false });
      expect(parent!.groups).toEqual([]);
    });
  });

  describe('AccountProvisioning.ensureUser', () => {
    it('creates an administrator whose password verifies', async () => {
      const email = `ops-${randomBytes(4).toString('hex')}@bebestar.example`;
      const password = `Ops-${randomBytes(8).toString('hex')}`;
      const result = await context.get(AccountProvisioning).ensureUser({ email, password }, true);
      expect(result).toEqual({ id: expect.any(Number), created: true });

      const row = await users().findByEmail(email);
      expect(row).not.toBeNull();
      expect(row!.id).toBe(result.id);
      expect(row!.isStaff).toBe(true);
      expect(row!.isActive).toBe(true);
      expect(row!.groups.map((group) => group.name)).toEqual(['Administrateurs']);
      expect(row!.passwordHash).not.toContain(password);
      expect(await hasher().verify(row!.passwordHash, password)).toBe(true);
      expect(await hasher().verify(row!.passwordHash, `${password}!`)).toBe(false);
    });

    it('gives a free username when the e-mail prefix is taken', async () => {
      const provisioning = context.get(AccountProvisioning);
      const password = `Same-${randomBytes(8).toString('hex')}`;
      const prefix = `marie${randomBytes(3).toString('hex')}`;
      const first = await provisioning.ensureUser({ email: `${prefix}@gmail.example`, password });
      const second = await provisioning.ensureUser({ email: `${prefix}@yahoo.example`, password }, true);
      expect(second.created).toBe(true);
      const [a, b] = await Promise.all([users().findById(first.id), users().findById(second.id)]);
      expect(a!.username).toBe(prefix);
      expect(b!.username).toMatch(new RegExp(`^${prefix}-[0-9a-f]{6}$`));
    });

    it('leaves an existing account as it is', async () => {
      const email = `keep-${randomBytes(4).toString('hex')}@example.com`;
      const password = `Keep-${randomBytes(8).toString('hex')}`;
      const provisioning = context.get(AccountProvisioning);
      const first = await provisioning.ensureUser({ email, password });
      const again = await provisioning.ensureUser({ email, password: `Other-${randomBytes(8).toString('hex')}` }, true);
      expect(again).toEqual({ id: first.id, created: false });
      const row = await users().findByEmail(email);
      expect(row!.isStaff).toBe(false);
      expect(row!.groups).toEqual([]);
      expect(await hasher().verify(row!.passwordHash, password)).toBe(true);
    });

    it('refuses a weak password with an Error and creates nothing', async () => {
      const provisioning = context.get(AccountProvisioning);
      const before = await userCount();
      const email = `weak-${randomBytes(4).toString('hex')}@example.com`;
      await expect(provisioning.ensureUser({ email, password: 'court' }, true)).rejects.toThrow(
        'Ce mot de passe est trop court.',
      );
      await expect(provisioning.ensureUser({ email, password: '12345678' }, true)).rejects.toThrow(Error);
      await expect(provisioning.ensureUser({ email, password: 'motdepasse' })).rejects.toThrow(
        'Ce mot de passe est trop courant.',
      );
      expect(await users().findByEmail(email)).toBeNull();
      expect(await userCount()).toBe(before);
    });
  });
});
