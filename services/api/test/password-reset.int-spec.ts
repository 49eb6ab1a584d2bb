import { getQueueToken } from '@nestjs/bullmq';
import { QueueName } from '@app/jobs';
import type { Queue } from 'bullmq';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

describe('password reset through the development outbox', () => {
  let api: ApiHarness;
  let admin: MadeUser;

  beforeAll(async () => {
    api = await startApi({ PUBLIC_WEB_URL: 'https://bebestar.example', MAIL_DEV_OUTBOX: 'true' });
    await api.startWorker();
    admin = await makeAdmin(api);
  });
  afterAll(() => api.close());

  async function mailTo(address: string): Promise<OutboxMail> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const outbox = await api.http.get('/api/dev/outbox/').set(admin.auth).expect(200);
      const mail = (outbox.body as OutboxMail[]).find((item) => item.to === address);
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail for ${address}`);
  }

  const linkParts = (mail: OutboxMail) => {
    const match = /https:\/\/bebestar\.example\/reset-password\/([^/\s]+)\/([^/\s]+)/.exec(mail.text);
    if (!match) throw new Error(`no reset link in: ${mail.text}`);
    return { uid: match[1], token: match[2] };
  };

  it('answers the same whether or not the address exists', async () => {
    const { user } = await makeUser(api);
    const known = await api.http.post('/api/forgot-password/').send({ email: user.email }).expect(200);
    const unknown = await api.http.post('/api/forgot-password/').send({ email: 'personne@example.com' }).expect(200);
    expect(known.body).toEqual({ detail: 'Un email avec les instructions a été envoyé à votre adresse.' });
    expect(unknown.body).toEqual(known.body);
    await mailTo(user.email);
    const outbox = await api.http.get('/api/dev/outbox/').set(admin.auth).expect(200);
    expect((outbox.body as OutboxMail[]).some((mail) => mail.to === 'personne@example.com')).toBe(false);
  });

  it('does the same work for an address with or without an account: one job, the worker decides', async () => {
    const queue = api.app.get<Queue>(getQueueToken(QueueName.Accounts));
    const { user } = await makeUser(api);
    const before = new Set((await queue.getCompleted(0, -1)).map((job) => job.id));
    await api.http.post('/api/forgot-password/').send({ email: user.email.toUpperCase() }).expect(200);
    await api.http.post('/api/forgot-password/').send({ email: 'inconnu@example.com' }).expect(200);
    let done: { email: string; mailed: boolean }[] = [];
    for (let attempt = 0; attempt < 100 && done.length < 2; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      done = (await queue.getCompleted(0, -1))
        .filter((job) => !before.has(job.id))
        .map((job) => ({
          email: (job.data as { email: string }).email,
          mailed: (job.returnvalue as { mailed: boolean }).mailed,
        }));
    }
    expect(done).toEqual(
      expect.arrayContaining([
        { email: user.email, mailed: true },
        { email: 'inconnu@example.com', mailed: false },
      ]),
    );
    expect(done).toHaveLength(2);
  });

  it('shows the outbox, and its reset links, to administrators of administrators only', async () => {
    const parent = await makeUser(api);
    expect((await api.http.get('/api/dev/outbox/').expect(401)).body.detail).toBe(
      'Vous devez vous connecter pour continuer.',
    );
    await api.http.get('/api/dev/outbox/').set(parent.auth).expect(403);
    const accounts = await makeUser(api, { groups: ['Administrateurs des comptes'], permissions: ['manage_users'] });
    await api.http.get('/api/dev/outbox/').set(accounts.auth).expect(403);
    const admins = await makeUser(api, {
      groups: ['Administrateurs des administrateurs'],
      permissions: ['manage_administrators'],
    });
    await api.http.get('/api/dev/outbox/').set(admins.auth).expect(200);
  });

  it('refuses an invalid e-mail', async () => {
    const response = await api.http.post('/api/forgot-password/').send({ email: 'nope' }).expect(400);
    expect(response.body).toEqual({ email: ['Saisissez une adresse e-mail valide.'] });
  });

  it('resets the password with the mailed link, once', async () => {
    const { user, password } = await makeUser(api);
    const before = await api.http.post('/api/login/').send({ email: user.email, password }).expect(200);
    await api.http.post('/api/forgot-password/').send({ email: user.email }).expect(200);
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe Bébé Star');
    const { uid, token } = linkParts(mail);

    const mismatch = await api.http
      .post(`/api/reset-password/${uid}/${token}/`)
      .send({ new_password: 'Nouveau-Depart-2026', confirm_password: 'Autre-Chose-2026' })
      .expect(400);
    expect(mismatch.body).toEqual({ confirm_password: ['Les mots de passe ne correspondent pas'] });

    const reset = await api.http
      .post(`/api/reset-password/${uid}/${token}/`)
      .send({ new_password: 'Nouveau-Depart-2026', confirm_password: 'Nouveau-Depart-2026' })
      .expect(200);
    expect(reset.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });

    await api.http.post('/api/login/').send({ email: user.email, password }).expect(401);
    await api.http.post('/api/login/').send({ email: user.email, password: 'Nouveau-Depart-2026' }).expect(200);
    // Sessions opened before the reset are ended.
    await api.http.post('/api/token/refresh/').send({ refresh: before.body.refresh }).expect(401);

    const again = await api.http
      .post(`/api/reset-password/${uid}/${token}/`)
      .send({ new_password: 'Encore-Autre-2026', confirm_password: 'Encore-Autre-2026' })
      .expect(400);
    expect(again.body).toEqual({ detail: 'Le lien de réinitialisation est invalide ou a expiré.' });
  });

  it('refuses a forged or malformed link', async () => {
    const { user } = await makeUser(api);
    const uid = Buffer.from(String(user.id)).toString('base64url');
    const body = { new_password: 'Nouveau-Depart-2026', confirm_password: 'Nouveau-Depart-2026' };
    await api.http
      .post(`/api/reset-password/${uid}/abc-${'0'.repeat(40)}/`)
      .send(body)
      .expect(400);
    await api.http.post('/api/reset-password/!!!/nimporte/').send(body).expect(400);
    const outOfRange = Buffer.from('9999999999').toString('base64url');
    const response = await api.http.post(`/api/reset-password/${outOfRange}/abc-${'0'.repeat(40)}/`).send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: 'Le lien de réinitialisation est invalide ou a expiré.' });
  });
});
