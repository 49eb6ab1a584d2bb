import { randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AppConfig } from '@app/config';
import { PasswordHasher, UserRepository } from '@app/identity';
import { createTestEnvironment, type TestEnvironment } from '@app/testing';
import { DataSource } from 'typeorm';
import { AccountProvisioning } from '../src/account-provisioning';
import { CliModule } from '../src/cli.module';
import { DemoAwards } from '../src/demo/awards';
import { DemoComments } from '../src/demo/comments';
import { DemoContests } from '../src/demo/contests';
import { DemoPayments } from '../src/demo/payments';
import { DemoSeed } from '../src/demo/seed';

/** A demo payment's reference without its keyed suffix (DEMO-PAY-01-3fa9… → DEMO-PAY-01). */
const UNKEYED_ID = "regexp_replace(p.transaction_id, '-[0-9a-f]{12}$', '') AS transaction_id";

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
                    (SELECT count(*) FROM preregistrations) AS preregistrations,
                    (SELECT count(*) FROM vote_packs) AS vote_packs, (SELECT count(*) FROM payments) AS payments,
                    (SELECT count(*) FROM vote_ledger) AS vote_ledger,
                    (SELECT count(*) FROM payment_events) AS payment_events,
                    (SELECT count(*) FROM winners) AS winners, (SELECT count(*) FROM prize_claims) AS prize_claims,
                    (SELECT count(*) FROM testimonials) AS testimonials, (SELECT count(*) FROM comments) AS comments,
                    (SELECT count(*) FROM comment_flags) AS comment_flags, (SELECT count(*) FROM audit_log) AS audit_log,
                    (SELECT count(*) FROM vote_codes) AS vote_codes`,
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
      expect(Number(afterFirst.participants)).toBe(224);
      // Every demo participant can be voted for by keypad.
      expect(Number(afterFirst.vote_codes)).toBe(224);
      expect(Number(afterFirst.preregistrations)).toBe(15);
      expect(Number(afterFirst.vote_packs)).toBe(5);
      expect(Number(afterFirst.payments)).toBe(10);
      expect(Number(afterFirst.payment_events)).toBe(22);
      expect(Number(afterFirst.comments)).toBe(11);
      expect(Number(afterFirst.comment_flags)).toBe(4);
      // Three contests are over: each has its podium, claims in every state and a testimonial.
      expect(Number(afterFirst.winners)).toBe(9);
      expect(Number(afterFirst.testimonials)).toBe(3);
      const claims = await db.query<{ status: string }[]>('SELECT DISTINCT status FROM prize_claims');
      expect(new Set(claims.map((row) => row.status))).toEqual(new Set(['pending', 'paid', 'rejected']));
      const [unclaimed] = await db.query<{ count: string }[]>(
        'SELECT count(*) FROM winners w WHERE NOT EXISTS (SELECT 1 FROM prize_claims pc WHERE pc.winner_id = w.id)',
      );
      expect(Number(unclaimed.count)).toBe(3);
      const [paidVotes] = await db.query<{ count: string }[]>(`SELECT count(*) FROM vote_ledger WHERE kind = 'paid'`);
      expect(Number(paidVotes.count)).toBe(8);
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

    it('seeds vote packs, one promotion running and one to come, all priced for the providers', async () => {
      const packs = await context.get(DataSource).query(
        `SELECT name, votes_count, price, promotion_price, promotion_description,
                promotion_start_date < now() AND promotion_end_date > now() AS promotion_running,
                promotion_start_date > now() AS promotion_upcoming,
                round(extract(epoch FROM promotion_end_date - promotion_start_date) / 86400)::int AS promotion_days
         FROM vote_packs WHERE deleted_at IS NULL ORDER BY price`,
      );
      const plain = { promotion_price: null, promotion_running: null, promotion_upcoming: null, promotion_days: null };
      expect(packs).toEqual([
        { name: 'Pack Découverte', votes_count: 10, price: 500, promotion_description: '', ...plain },
        { name: 'Pack Supporter', votes_count: 25, price: 1000, promotion_description: '', ...plain },
        {
          name: 'Pack Boost',
          votes_count: 60,
          price: 2000,
          promotion_price: 1500,
          promotion_description: 'Offre de lancement',
          promotion_running: true,
          promotion_upcoming: false,
          promotion_days: 13,
        },
        {
          name: 'Pack Champion',
          votes_count: 150,
          price: 5000,
          promotion_price: 4000,
          promotion_description: expect.any(String),
          promotion_running: false,
          promotion_upcoming: true,
          promotion_days: 7,
        },
        { name: 'Pack Légende exclusif', votes_count: 400, price: 10000, promotion_description: '', ...plain },
      ]);
      const [exclusive] = await context
        .get(DataSource)
        .query("SELECT description FROM vote_packs WHERE name = 'Pack Légende exclusif'");
      expect(exclusive.description).toContain('exclusif');
    });

    it('keys every demo payment reference and provider token with the deployment secret', async () => {
      const rows: { transaction_id: string; provider_token: string }[] = await context
        .get(DataSource)
        .query('SELECT transaction_id, provider_token FROM payments');
      expect(rows).toHaveLength(10);
      for (const row of rows) {
        expect(row.transaction_id).toMatch(/^DEMO-PAY-\d\d-[0-9a-f]{12}$/);
        expect(row.provider_token).toMatch(new RegExp(`^demo-[a-z]+-${row.transaction_id.slice(-12)}$`));
      }
    });

    it('seeds succeeded payments by demo families, each with its paid ledger row and its events', async () => {
      const payments = await context.get(DataSource).query(
        `SELECT ${UNKEYED_ID}, p.provider, p.currency, p.status, p.amount, p.votes_count, p.pack_name,
                pk.name = p.pack_name AS pack_matches, c.status AS contest_status, u.email LIKE 'famille%@demo.bebestar.local' AS family_payer,
                p.created_at > now() - interval '7 days' AND p.created_at < now() AS recent,
                l.kind, l.weight, l.voter_id = p.user_id AS voter_is_payer, l.participant_id = p.participant_id AS same_participant,
                l.idempotency_key = 'payment:' || p.id AS keyed,
                (SELECT array_agg(e.source || ':' || e.verdict ORDER BY e.id) FROM payment_events e WHERE e.payment_id = p.id) AS events
         FROM payments p
         JOIN vote_packs pk ON pk.id = p.pack_id
         JOIN contests c ON c.id = p.contest_id
         JOIN users u ON u.id = p.user_id
         JOIN vote_ledger l ON l.payment_id = p.id
         ORDER BY p.transaction_id`,
      );
      const expected: [string, string, string, string, number, number][] = [
        ['DEMO-PAY-01', 'cinetpay', 'XOF', 'Pack Supporter', 1000, 25],
        ['DEMO-PAY-02', 'cinetpay', 'XOF', 'Pack Découverte', 500, 10],
        ['DEMO-PAY-03', 'cinetpay', 'XAF', 'Pack Supporter', 1000, 25],
        ['DEMO-PAY-04', 'intouch', 'XOF', 'Pack Champion', 5000, 150],
        ['DEMO-PAY-05', 'paydunya', 'XOF', 'Pack Boost', 1500, 60],
        ['DEMO-PAY-06', 'paydunya', 'XOF', 'Pack Découverte', 500, 10],
        ['DEMO-PAY-07', 'intouch', 'XOF', 'Pack Boost', 1500, 60],
        ['DEMO-PAY-08', 'cinetpay', 'XOF', 'Pack Légende exclusif', 10000, 400],
      ];
      expect(payments).toEqual(
        expected.map(([transaction_id, provider, currency, pack_name, amount, votes]) => ({
          transaction_id,
          provider,
          currency,
          status: 'succeeded',
          amount,
          votes_count: votes,
          pack_name,
          pack_matches: true,
          contest_status: 'open',
          family_payer: true,
          recent: true,
          kind: 'paid',
          weight: votes,
          voter_is_payer: true,
          same_participant: true,
          keyed: true,
          // A forged success notification for DEMO-PAY-04 was refused and recorded against it.
          events: [
            'init:created',
            'check:credited',
            ...(transaction_id === 'DEMO-PAY-04' ? ['notification:rejected_credentials'] : []),
          ],
        })),
      );
    });

    it('seeds what reconciliation and moderation look at: a flagged and a failed payment, stray notifications, comments', async () => {
      const db = context.get(DataSource);
      const uncredited = await db.query(
        `SELECT ${UNKEYED_ID}, p.status, p.flag_reason,
                (SELECT array_agg(e.source || ':' || e.verdict ORDER BY e.id) FROM payment_events e WHERE e.payment_id = p.id) AS events,
                EXISTS (SELECT 1 FROM vote_ledger l WHERE l.payment_id = p.id) AS credited
           FROM payments p WHERE p.status <> 'succeeded' ORDER BY p.transaction_id`,
      );
      expect(uncredited).toEqual([
        {
          transaction_id: 'DEMO-PAY-09',
          status: 'flagged',
          flag_reason: 'Montant reçu 500 au lieu de 1000 XOF.',
          events: ['init:created', 'check:flagged'],
          credited: false,
        },
        {
          transaction_id: 'DEMO-PAY-10',
          status: 'failed',
          flag_reason: null,
          events: ['init:created', 'check:failed'],
          credited: false,
        },
      ]);
      const stray = await db.query(
        `SELECT regexp_replace(reference, '-[0-9a-f]{12}$', '') AS reference, verdict, payment_id IS NULL AS unmatched
           FROM payment_events WHERE source = 'notification' ORDER BY id`,
      );
      expect(stray).toEqual([
        { reference: 'DEMO-INCONNU-01', verdict: 'unknown_transaction', unmatched: true },
        { reference: 'DEMO-PAY-04', verdict: 'rejected_credentials', unmatched: false },
      ]);
      const comments = await db.query(
        `SELECT c.is_active, c.is_flagged, c.hidden_by_flags, count(f.id)::int AS flags
           FROM comments c LEFT JOIN comment_flags f ON f.comment_id = c.id
          GROUP BY c.id ORDER BY c.id`,
      );
      expect(comments.filter((row: { is_active: boolean }) => row.is_active)).toHaveLength(9);
      expect(comments).toContainEqual({ is_active: false, is_flagged: true, hidden_by_flags: true, flags: 3 });
      expect(comments).toContainEqual({ is_active: true, is_flagged: true, hidden_by_flags: false, flags: 1 });
      const [hidden] = await db.query(`SELECT count(*)::int AS count FROM audit_log WHERE action = 'hide_comment'`);
      expect(hidden.count).toBe(1);
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

    it('refuses a production configuration, writing nothing', async () => {
      const production = { ...env.config, isProduction: true } as AppConfig;
      const seed = new DemoSeed(
        production,
        context.get(AccountProvisioning),
        context.get(DemoContests),
        context.get(DemoPayments),
        context.get(DemoAwards),
        context.get(DemoComments),
      );
      const before = await userCount();
      await expect(seed.run()).rejects.toThrow('Demo data is never written to a production database');
      expect(await userCount()).toBe(before);
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
