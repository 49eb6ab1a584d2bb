import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';

const CHECKLIST = '/api/admin/setup-checklist/';
const key = () => randomBytes(36).toString('base64');

interface Item {
  id: string;
  status: 'done' | 'todo' | 'unknown';
  detail: string;
  action: string;
  link: string | null;
}

const byId = (items: Item[]) => Object.fromEntries(items.map((item) => [item.id, item]));

describe('the back office’s setup checklist', () => {
  describe('a deployment still on its development settings', () => {
    let api: ApiHarness;
    let admin: MadeUser;
    let backups: string;

    beforeAll(async () => {
      backups = join(await mkdtemp(join(tmpdir(), 'bebe-star-backups-')), 'dumps');
      api = await startApi({
        // JWT_SECRET left empty: the development key made in SECRETS_DIR on this first start.
        SECRETS_DIR: await mkdtemp(join(tmpdir(), 'bebe-star-secrets-')),
        JWT_SECRET: '',
        IP_HASH_SECRET: key(),
        TRANSPARENCY_SALT: key(),
        TRANSPARENCY_SIGNING_KEY: key(),
        PUSH_SIGNING_KEY: key(),
        BACKUP_DIR: backups,
        PAYMENTS_MODE: 'sandbox',
        SMS_MODE: 'sandbox',
        SUPPORT_WHATSAPP: '',
        SUPPORT_EMAIL: '',
      });
      admin = await makeAdmin(api);
    });
    afterAll(() => api.close());

    it('lists what is left to do from the real state, each with what to do and where', async () => {
      const response = await api.http.get(CHECKLIST).set(admin.auth).expect(200);
      expect(response.body).toMatchObject({ done: 0, total: 5 });
      expect(response.body.items.map((item: Item) => [item.id, item.status])).toEqual([
        ['support', 'todo'],
        ['payments', 'todo'],
        ['sms', 'todo'],
        ['signing_keys', 'todo'],
        ['backups', 'unknown'],
      ]);
      const items = byId(response.body.items);
      expect(items.support).toMatchObject({
        detail: 'Aucun contact : le site n’affiche pas de support.',
        link: '/parametres',
      });
      expect(items.payments.detail).toBe(
        'Les paiements passent par le bac à sable : aucun argent réel n’est encaissé.',
      );
      expect(items.sms.action).toContain('SMS_MODE=live');
      expect(items.signing_keys.detail).toMatch(/Clés de développement .* : JWT_SECRET\.$/);
      expect(items.backups.detail).toContain('Non vérifiable');
      expect(items.backups.action).toContain('npm run backup');
    });

    it('sees a recent backup, and an old one as to do again', async () => {
      await mkdir(backups, { recursive: true });
      const dump = join(backups, 'bebe_star-20261128T020000Z.dump');
      await writeFile(dump, 'PGDMP');
      const fresh = byId((await api.http.get(CHECKLIST).set(admin.auth).expect(200)).body.items);
      expect(fresh.backups).toMatchObject({ status: 'done', action: '', link: null });
      expect(fresh.backups.detail).toContain('bebe_star-20261128T020000Z.dump');

      const old = new Date(Date.now() - 3 * 24 * 3600_000);
      await utimes(dump, old, old);
      const stale = byId((await api.http.get(CHECKLIST).set(admin.auth).expect(200)).body.items);
      expect(stale.backups.status).toBe('todo');
      expect(stale.backups.detail).toContain('il y a plus d’un jour');
    });

    it('ticks the support once a contact is saved in the settings', async () => {
      await api.http
        .patch('/api/admin/settings/')
        .set(admin.auth)
        .send({ support_email: 'aide@bebestar.sn' })
        .expect(200);
      const items = byId((await api.http.get(CHECKLIST).set(admin.auth).expect(200)).body.items);
      expect(items.support).toMatchObject({
        status: 'done',
        detail: 'Affichés sur le site : aide@bebestar.sn.',
        link: null,
      });
    });

    it('answers only administrators who manage the settings', async () => {
      const parent = await makeUser(api);
      await api.http.get(CHECKLIST).set(parent.auth).expect(403);
      await api.http.get(CHECKLIST).expect(401);
    });
  });

  describe('a deployment set up for real', () => {
    let api: ApiHarness;
    let admin: MadeUser;

    beforeAll(async () => {
      api = await startApi({
        SECRETS_DIR: await mkdtemp(join(tmpdir(), 'bebe-star-secrets-')),
        JWT_SECRET: key(),
        IP_HASH_SECRET: key(),
        TRANSPARENCY_SALT: key(),
        TRANSPARENCY_SIGNING_KEY: key(),
        PUSH_SIGNING_KEY: key(),
        PAYMENTS_MODE: 'live',
        CINETPAY_API_KEY: 'live-api-key-0123456789',
        CINETPAY_SITE_ID: '105900001',
        CINETPAY_SECRET_KEY: 'live-secret-key-0123456789',
        SMS_MODE: 'live',
        SMS_ORANGE_CLIENT_ID: 'orange-client-id',
        SMS_ORANGE_CLIENT_SECRET: 'orange-client-secret',
        SMS_ORANGE_SENDER: '2250700000000',
        SUPPORT_WHATSAPP: '+221771234567',
      });
      admin = await makeAdmin(api);
    });
    afterAll(() => api.close());

    it('ticks the providers, the SMS gateway, the support and the keys', async () => {
      const response = await api.http.get(CHECKLIST).set(admin.auth).expect(200);
      const items = byId(response.body.items);
      expect(items.payments).toMatchObject({ status: 'done', detail: 'Proposés : CinetPay.' });
      expect(items.sms).toMatchObject({ status: 'done', detail: 'Les SMS partent par Orange.' });
      expect(items.support.status).toBe('done');
      expect(items.signing_keys).toMatchObject({ status: 'done', action: '', link: null });
      expect(response.body.done).toBe(4);
    });
  });
});
