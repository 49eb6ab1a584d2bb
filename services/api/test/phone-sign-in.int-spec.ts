import { REDIS } from '@app/redis';
import { voteDay, voteKeys } from '@app/voting';
import type Redis from 'ioredis';
import { startSmsStack, type SmsStack } from './support/sms-stack';
import { makeContest, makeParticipant, makeBaby } from './support/contest-factories';
import { makeUser, type MadeUser } from './support/factories';
import { withProofOfWork } from './support/proof-of-work';

/** The code in the last SMS the sandbox received for the number. */
function lastCode(stack: SmsStack, to: string): string {
  const messages = stack.sms.messages(to);
  const text = messages.at(-1)?.text ?? '';
  const code = /^(\d{6}) /.exec(text)?.[1];
  if (!code) throw new Error(`no code sent to ${to}: ${JSON.stringify(messages)}`);
  return code;
}

describe('signing in with a phone number and a code by SMS', () => {
  let stack: SmsStack;

  beforeAll(async () => {
    stack = await startSmsStack({ FREE_VOTE_WITHOUT_PHONE: 'false', PHONE_CODES_PER_PREFIX_PER_HOUR: '4' });
  });
  afterAll(() => stack.close());

  const sendCode = (body: object) =>
    withProofOfWork((proof) => {
      const request = stack.api.http.post('/api/auth/phone/code/').send(body);
      return proof ? request.set('X-Proof-Of-Work', proof) : request;
    });

  it('sends a code to a new number, only with a proof of work, then signs in and creates the account', async () => {
    const bare = await stack.api.http.post('/api/auth/phone/code/').send({ phone: '+225 07 01 02 03 04' });
    expect(bare.status).toBe(429);
    expect(bare.body).toMatchObject({ code: 'proof_of_work_required' });
    expect(stack.sms.messages('+2250701020304')).toEqual([]);

    const sent = await sendCode({ phone: '07 01 02 03 04', country: 'CI' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ phone: '+2250701020304', masked_phone: '+225 •••••• 03 04' });
    expect(sent.body.detail).toContain('+225 •••••• 03 04');
    const code = lastCode(stack, '+2250701020304');

    const nameless = await stack.api.http.post('/api/auth/phone/sign-in/').send({ phone: '+2250701020304', code });
    expect(nameless.status).toBe(400);
    expect(nameless.body).toEqual({ first_name: ['Indiquez votre prénom.'] });
    const signedIn = await stack.api.http
      .post('/api/auth/phone/sign-in/')
      .send({ phone: '+2250701020304', code, first_name: 'Aya' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ created: true, user: { first_name: 'Aya', email: '' } });
    // A code serves once.
    const again = await stack.api.http
      .post('/api/auth/phone/sign-in/')
      .send({ phone: '+2250701020304', code, first_name: 'Aya' });
    expect(again.body).toEqual({ code: ['Ce code a expiré ou n’existe pas. Demandez-en un nouveau.'] });
    const [{ count }] = await stack.api.db.query(
      "SELECT count(*)::int FROM phone_numbers p JOIN users u ON u.id = p.user_id WHERE p.e164 = '+2250701020304'",
    );
    expect(count).toBe(1);
  });

  it('signs in once with a code sent at once by several requests (a double tap), making one account', async () => {
    await sendCode({ phone: '+2250102030405' });
    const code = lastCode(stack, '+2250102030405');
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        stack.api.http.post('/api/auth/phone/sign-in/').send({ phone: '+2250102030405', code, first_name: 'Koffi' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    const [{ accounts }] = await stack.api.db.query(
      "SELECT count(*)::int AS accounts FROM users WHERE contact_number = '+2250102030405'",
    );
    expect(accounts).toBe(1);
  });

  it('refuses numbers it does not serve and bad codes in French, sending nothing', async () => {
    const before = stack.sms.messages().length;
    const refused = async (body: object, field: string, message: string | RegExp) => {
      const answer = await stack.api.http.post('/api/auth/phone/code/').send(body);
      expect(answer.status).toBe(400);
      expect(answer.body[field][0]).toMatch(message);
    };
    await refused({ phone: '12' }, 'phone', /n’est pas valide/);
    await refused({ phone: '+1 202 555 0143' }, 'phone', /pas encore envoyés vers ce pays \(US\)/);
    await refused({ phone: '+225 27 22 40 00 00' }, 'phone', /pas un numéro de mobile/);
    expect(stack.sms.messages().length).toBe(before);

    await sendCode({ phone: '+2250705060708' });
    const wrong = async () =>
      (
        await stack.api.http
          .post('/api/auth/phone/sign-in/')
          .send({ phone: '+2250705060708', code: '000000', first_name: 'A' })
      ).body.code[0];
    expect(await wrong()).toBe('Code incorrect. Il vous reste 4 essais.');
    for (let i = 0; i < 3; i += 1) await wrong();
    expect(await wrong()).toBe('Code incorrect. Ce code ne peut plus servir : demandez-en un nouveau.');
    // Spent: even the right code no longer works.
    const code = lastCode(stack, '+2250705060708');
    const late = await stack.api.http
      .post('/api/auth/phone/sign-in/')
      .send({ phone: '+2250705060708', code, first_name: 'A' });
    expect(late.status).toBe(400);
  });

  it('makes each resend wait twice as long, and caps a number range', async () => {
    const first = await sendCode({ phone: '+2250709090909' });
    expect(first.body.resend_after_seconds).toBe(30);
    const soon = await sendCode({ phone: '+2250709090909' });
    expect(soon.status).toBe(429);
    expect(soon.body.detail).toMatch(/dans \d+ secondes/);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(stack.sms.messages('+2250709090909').length).toBe(1);
    // The range +225 0709… has had its 4 codes this hour (PHONE_CODES_PER_PREFIX_PER_HOUR): the next is refused.
    for (const number of ['+2250709000001', '+2250709000002', '+2250709000003']) await sendCode({ phone: number });
    const capped = await sendCode({ phone: '+2250709000004' });
    expect(capped.status).toBe(429);
    expect(capped.body.detail).toBe(
      'Trop de codes ont été demandés vers ces numéros en ce moment. Réessayez dans une heure.',
    );
    expect(stack.sms.messages('+2250709000004')).toEqual([]);
  });

  it('asks an account without a confirmed number to confirm one before a free vote, then counts its vote', async () => {
    const parent = await makeUser(stack.api);
    const contest = await makeContest(stack.api);
    const baby = await makeBaby(stack.api, parent.user.id);
    const participant = await makeParticipant(stack.api, contest.id, baby, parent.user.id);
    const voter: MadeUser = await makeUser(stack.api, { phone: null });
    const vote = (auth: { Authorization: string }) =>
      withProofOfWork((proof) => {
        const request = stack.api.http.post(`/api/contests/participants/${participant.id}/vote/`).set(auth);
        return proof ? request.set('X-Proof-Of-Work', proof) : request;
      });
    const refused = await vote(voter.auth);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'phone_required' });

    const sent = await withProofOfWork((proof) => {
      const request = stack.api.http.post('/api/user/phone/code/').set(voter.auth).send({ phone: '+2250711223344' });
      return proof ? request.set('X-Proof-Of-Work', proof) : request;
    });
    expect(sent.status).toBe(200);
    const confirmed = await stack.api.http
      .post('/api/user/phone/confirm/')
      .set(voter.auth)
      .send({ phone: '+2250711223344', code: lastCode(stack, '+2250711223344') });
    expect(confirmed.status).toBe(200);
    const counted = await vote({ Authorization: `Bearer ${confirmed.body.access_token}` });
    expect(counted.status).toBe(201);
  });

  it('moves a number to the account that confirms it, audited, with the day’s votes following it', async () => {
    const first = await makeUser(stack.api, { phone: '+2250766554433' });
    const second = await makeUser(stack.api, { phone: null });
    const redis = stack.api.app.get<Redis>(REDIS);
    await redis.set(voteKeys.dailyVoter(first.user.id, voteDay(new Date())), '50');
    await withProofOfWork((proof) => {
      const request = stack.api.http.post('/api/user/phone/code/').set(second.auth).send({ phone: '+2250766554433' });
      return proof ? request.set('X-Proof-Of-Work', proof) : request;
    });
    const moved = await stack.api.http
      .post('/api/user/phone/confirm/')
      .set(second.auth)
      .send({ phone: '+2250766554433', code: lastCode(stack, '+2250766554433') });
    expect(moved.status).toBe(200);
    const [row] = await stack.api.db.query("SELECT user_id FROM phone_numbers WHERE e164 = '+2250766554433'");
    expect(row.user_id).toBe(second.user.id);
    const [audit] = await stack.api.db.query(
      "SELECT actor_id, subject_id FROM audit_log WHERE action = 'move_phone_number'",
    );
    expect(audit).toEqual({ actor_id: second.user.id, subject_id: first.user.id });
    expect(await redis.get(voteKeys.dailyVoter(second.user.id, voteDay(new Date())))).toBe('50');
    // The first account's access tokens carried the number: they end.
    await stack.api.http.get(`/api/users/${first.user.id}/`).set(first.auth).expect(401);
  });
});
