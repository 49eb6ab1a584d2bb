import { randomBytes } from 'node:crypto';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { DEFAULT_PASSWORD, makeAdmin, makeUser, type MadeUser } from './support/factories';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** What a phone's browser sends: the fraud score's automation signal stays quiet. */
const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  'Accept-Language': 'fr-FR,fr;q=0.9',
};
const INVALID = {
  detail: 'Le lien de confirmation est invalide ou a expiré. Demandez-en un nouveau depuis votre compte.',
};

describe('confirming an account’s e-mail', () => {
  let api: ApiHarness;
  let admin: MadeUser;

  beforeAll(async () => {
    // Every vote of an account that scores 1 is held: a young account whose e-mail is not confirmed. The
    // e-mail vouches only for an account without a number, which votes free where the settings allow it.
    api = await startApi({
      PUBLIC_WEB_URL: 'https://bebestar.example',
      MAIL_DEV_OUTBOX: 'true',
      FRAUD_HOLD_SCORE: '1',
      FREE_VOTE_WITHOUT_PHONE: 'true',
    });
    await api.startWorker();
    admin = await makeAdmin(api);
  });
  afterAll(() => api.close());

  /** The mails to `address`, newest first, waiting for `count` of them. */
  async function mailsTo(address: string, count = 1): Promise<OutboxMail[]> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const outbox = await api.http.get('/api/dev/outbox/').set(admin.auth).expect(200);
      const mails = (outbox.body as OutboxMail[]).filter((item) => item.to === address);
      if (mails.length >= count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`fewer than ${count} mails for ${address}`);
  }

  const confirmPath = (mail: OutboxMail) => {
    const match = /https:\/\/bebestar\.example\/confirm-email\/([^/\s]+)\/([^/\s]+)/.exec(mail.text);
    if (!match) throw new Error(`no confirmation link in: ${mail.text}`);
    return `/api/user/confirm-email/${match[1]}/${match[2]}/`;
  };

  async function register() {
    const name = `parent_${randomBytes(5).toString('hex')}`;
    const response = await api.http
      .post('/api/user/register/')
      .send({
        first_name: 'Mariama',
        last_name: 'Bâ',
        username: name,
        email: `${name}@example.com`,
        password: DEFAULT_PASSWORD,
        confirm_password: DEFAULT_PASSWORD,
      })
      .expect(201);
    return {
      id: response.body.user.id as number,
      email: response.body.user.email as string,
      auth: { Authorization: `Bearer ${response.body.access_token}` },
      user: response.body.user as { email_confirmed: boolean },
    };
  }

  const confirmed = async (id: number, auth: { Authorization: string }) =>
    (await api.http.get(`/api/users/${id}/`).set(auth).expect(200)).body.email_confirmed as boolean;

  it('mails a link at sign-up that confirms the address, once and for good', async () => {
    const parent = await register();
    expect(parent.user.email_confirmed).toBe(false);
    const [mail] = await mailsTo(parent.email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail Bébé Star');
    expect(mail.text).toContain('Bonjour Mariama,');

    const path = confirmPath(mail);
    const done = await api.http.post(path).expect(200);
    expect(done.body).toEqual({ detail: 'Votre adresse e-mail est confirmée. Merci !' });
    expect(await confirmed(parent.id, parent.auth)).toBe(true);
    // Opened again (a second tap, a mail app's preview): the same answer, nothing changes.
    await api.http.post(path).expect(200);

    const resend = await api.http.post('/api/user/confirm-email/resend/').set(parent.auth).expect(400);
    expect(resend.body).toEqual({ detail: 'Votre adresse e-mail est déjà confirmée.' });
  });

  it('refuses a made-up, altered or foreign link in French, confirming nothing', async () => {
    const parent = await register();
    const path = confirmPath((await mailsTo(parent.email))[0]);
    const other = await register();
    const [, , , , uid, token] = path.split('/');
    const otherUid = confirmPath((await mailsTo(other.email))[0]).split('/')[4];
    for (const bad of [
      `/api/user/confirm-email/${uid}/${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}/`,
      `/api/user/confirm-email/${otherUid}/${token}/`,
      `/api/user/confirm-email/${uid}/pas-un-jeton/`,
      `/api/user/confirm-email/@@@/${token}/`,
    ]) {
      expect((await api.http.post(bad).expect(400)).body).toEqual(INVALID);
    }
    expect(await confirmed(parent.id, parent.auth)).toBe(false);
    expect(await confirmed(other.id, other.auth)).toBe(false);
  });

  it('confirms a new address anew: the old link no longer works, a new one is mailed', async () => {
    const parent = await register();
    const oldPath = confirmPath((await mailsTo(parent.email))[0]);
    await api.http.post(oldPath).expect(200);

    const newEmail = `nouvelle-${randomBytes(4).toString('hex')}@example.com`;
    const changed = await api.http
      .post(`/api/users/${parent.id}/change_email/`)
      .set(parent.auth)
      .send({ email: newEmail, current_password: DEFAULT_PASSWORD })
      .expect(200);
    expect(changed.body).toMatchObject({ email: newEmail, email_confirmed: false });
    expect((await api.http.post(oldPath).expect(400)).body).toEqual(INVALID);
    await api.http.post(confirmPath((await mailsTo(newEmail))[0])).expect(200);
    expect(await confirmed(parent.id, parent.auth)).toBe(true);
  });

  it('sends the link again on request, a few times per window, and only to the signed-in account', async () => {
    const parent = await register();
    await api.http.post('/api/user/confirm-email/resend/').expect(401);
    const sent = await api.http.post('/api/user/confirm-email/resend/').set(parent.auth).expect(202);
    expect(sent.body).toEqual({ detail: `Un e-mail de confirmation a été envoyé à ${parent.email}.` });
    const mails = await mailsTo(parent.email, 2);
    await api.http.post(confirmPath(mails[0])).expect(200);
    const other = await register();
    const answers = [];
    for (let index = 0; index < 4; index += 1) {
      answers.push((await api.http.post('/api/user/confirm-email/resend/').set(other.auth)).status);
    }
    expect(answers).toEqual([202, 202, 202, 429]);
  });

  it('lifts the young account’s point of the fraud score once the e-mail is confirmed', async () => {
    const owner = await makeUser(api);
    const contest = await makeContest(api);
    const target = (await makeParticipant(api, contest.id, await makeBaby(api, owner.user.id), owner.user.id)).id;
    const vote = (auth: { Authorization: string }) =>
      api.http.post(`/api/contests/participants/${target}/vote/`).set(auth).set(BROWSER);

    const unconfirmed = await register();
    const held = await vote(unconfirmed.auth).expect(202);
    expect(held.body.status).toBe('held');
    const [row] = await api.db.query('SELECT signals FROM vote_ledger WHERE id = $1', [held.body.id]);
    expect(row.signals).toEqual(['young_account']);

    const newcomer = await register();
    await api.http.post(confirmPath((await mailsTo(newcomer.email))[0])).expect(200);
    expect((await vote(newcomer.auth).expect(201)).body.status).toBe('counted');
  });
});
