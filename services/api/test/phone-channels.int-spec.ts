import { ChannelSettings } from '@app/channels';
import { PhoneVoters } from '@app/identity';
import { REDIS } from '@app/redis';
import { voteDay, voteKeys } from '@app/voting';
import { callbackToken } from '@app/sms';
import type Redis from 'ioredis';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeUser } from './support/factories';
import { startSmsStack, type SmsStack } from './support/sms-stack';

/** The ledger rows of a participant, oldest first, as the channels' tests read them. */
interface Row {
  kind: string;
  channel: string;
  voter_id: number;
  phone_number_id: number | null;
  ip_hash: string | null;
  device_hash: string | null;
  leaf_version: number;
}

describe('voting by USSD and SMS: the same rule book and ledger as the site', () => {
  let stack: SmsStack;
  let redis: Redis;
  let contestId: number;
  let contestTitle: string;
  const children: { id: number; code: string; name: string }[] = [];
  let numbers = 0;

  /** A new Ivorian mobile number for each test: its caps start at zero. */
  const newNumber = () => `+22507${String(10_000_000 + (numbers += 1) * 7919).slice(-8)}`;

  const rows = async (participantId: number): Promise<Row[]> =>
    stack.api.db.query(
      `SELECT kind, channel, voter_id, phone_number_id, ip_hash, device_hash, leaf_version
         FROM vote_ledger WHERE participant_id = $1 ORDER BY id`,
      [participantId],
    );
  const ledgerSize = async (): Promise<number> =>
    Number((await stack.api.db.query('SELECT count(*) FROM vote_ledger'))[0].count);
  const accountOf = async (e164: string): Promise<{ user_id: number; id: number } | undefined> =>
    (await stack.api.db.query('SELECT id, user_id FROM phone_numbers WHERE e164 = $1', [e164]))[0];
  const lastSms = (to: string) => stack.sms.messages(to)[0]?.text ?? '';

  /** A whole USSD session: dial, then each input in turn; the screens, the last one ending the session. */
  async function session(phoneNumber: string, inputs: string[]): Promise<string[]> {
    const screens: string[] = [];
    let step = await stack.sms.phone.dial(phoneNumber);
    screens.push(step.screen);
    for (const input of inputs) {
      expect(step.ended).toBe(false);
      step = await stack.sms.phone.reply(step.sessionId, input);
      expect(step.status).toBe(200);
      screens.push(step.screen);
    }
    return screens;
  }

  beforeAll(async () => {
    // An address's ceiling far below the votes the aggregator brings: it must not apply to the phone channels.
    stack = await startSmsStack({ VOTE_ADDRESS_DAILY_CEILING: '3' });
    redis = stack.api.app.get<Redis>(REDIS);
    const contest = await makeContest(stack.api, { title: 'Les plus beaux sourires' });
    contestId = contest.id;
    contestTitle = contest.title;
    const parent = await makeUser(stack.api);
    for (const name of ['Aïcha', 'Koffi', 'Mariam']) {
      const baby = await makeBaby(stack.api, parent.user.id, { name });
      const made = await makeParticipant(stack.api, contestId, baby, parent.user.id);
      children.push({ id: made.id, code: made.voteCode, name });
    }
  });
  afterAll(() => stack.close());

  it('votes free in a whole USSD session, the network’s number as the voter, with a receipt number', async () => {
    const caller = newNumber();
    const [aicha] = children;
    const screens = await session(caller, ['1', aicha.code]);
    expect(screens[0]).toContain('1. Voter gratuitement\n2. Acheter des votes\n3. Classement\n4. Mon relevé');
    expect(screens[1]).toContain('Entrez le code du participant');
    expect(screens[2]).toMatch(
      new RegExp(`^Merci ! Vote compté pour Aïcha \\(${aicha.code}\\)\\. .*Reçu n° (\\d+)\\.$`),
    );
    const receipt = Number(/Reçu n° (\d+)/.exec(screens[2])![1]);

    const number = (await accountOf(caller))!;
    const [row] = await stack.api.db.query('SELECT * FROM vote_ledger WHERE id = $1', [receipt]);
    expect(row).toMatchObject({
      kind: 'free',
      channel: 'ussd',
      voter_id: number.user_id,
      phone_number_id: number.id,
      ip_hash: null,
      device_hash: null,
      leaf_version: 3,
    });
  });

  it('gives the vote the number’s first confirmation as the voter’s age, for a new number and a known one', async () => {
    const phoneNumber = newNumber();
    const voters = stack.api.app.get(PhoneVoters);
    const created = await voters.voterFor(phoneNumber);
    const [row] = await stack.api.db.query<{ id: number; user_id: number; since: string }[]>(
      `SELECT id, user_id, floor(extract(epoch FROM created_at) * 1000)::bigint AS since FROM phone_numbers WHERE e164 = $1`,
      [phoneNumber],
    );
    expect(created).toEqual({
      userId: row.user_id,
      phoneNumberId: row.id,
      numberSinceMs: Number(row.since),
      active: true,
    });
    await stack.api.db.query(`UPDATE phone_numbers SET created_at = now() - interval '400 days' WHERE id = $1`, [
      row.id,
    ]);
    const known = await voters.voterFor(phoneNumber);
    expect(known.userId).toBe(row.user_id);
    expect(Date.now() - known.numberSinceMs).toBeGreaterThan(399 * 24 * 3600_000);
  });

  it('counts every number that votes through the one aggregator, past an address’s ceiling', async () => {
    const mariam = children[2];
    const before = (await rows(mariam.id)).length;
    for (let index = 0; index < 5; index += 1) {
      const screens = await session(newNumber(), ['1', mariam.code]);
      expect(screens[2]).toMatch(/^Merci ! Vote compté pour Mariam/);
    }
    expect((await rows(mariam.id)).length).toBe(before + 5);
  });

  it('votes by contest and participant lists, shows the ranking with the codes and the caller’s statement', async () => {
    const caller = newNumber();
    const screens = await session(caller, ['1', '9']);
    expect(screens[2]).toMatch(/^Choisissez un concours\n1\. Les plus beaux sourires/);
    const lists = await session(caller, ['1', '9', '1']);
    const koffi = children[1];
    const line = lists[3].split('\n').find((text) => text.includes(`(${koffi.code})`))!;
    const [position] = line.split('.');
    const voted = await session(caller, ['1', '9', '1', position]);
    expect(voted[4]).toContain(`Vote compté pour Koffi (${koffi.code})`);

    const ranking = await session(caller, ['3', '1']);
    expect(ranking[2]).toMatch(new RegExp(`^${contestTitle}\\n(\\d+|-)\\. `));
    expect(ranking[2]).toContain(`(${koffi.code})`);

    const statement = await session(caller, ['4']);
    expect(statement[1]).toMatch(/^Aujourd'hui : 1 vote\(s\) gratuit\(s\) sur 50\.\nKoffi \(\d+\) : 1 vote, reçu \d+$/);
  });

  it('votes by SMS to the short code and answers by SMS, once however often the gateway delivers it', async () => {
    const sender = newNumber();
    const mariam = children[2];
    const sent = await stack.sms.phone.text(sender, `vote ${mariam.code}`);
    expect(sent.status).toBe(200);
    expect(lastSms(sender)).toMatch(
      new RegExp(`^Bébé Star : Merci ! Vote compté pour Mariam \\(${mariam.code}\\)\\. .*Reçu n° \\d+\\.$`),
    );
    const [row] = (await rows(mariam.id)).slice(-1);
    expect(row).toMatchObject({ kind: 'free', channel: 'sms', ip_hash: null, leaf_version: 3 });

    // The gateway delivers the same message again (same id): nothing more is written or sent.
    const before = await ledgerSize();
    const answers = stack.sms.messages(sender).length;
    const again = await stack.api.http
      .post(
        `/api/sms/africastalking/inbound/${callbackToken(stack.api.config.auth.jwtSecret, 'sms-inbound:africastalking')}/`,
      )
      .type('form')
      .send({ from: sender, to: sent.to, text: sent.text, id: sent.id, linkId: sent.linkId, date: sent.sentAt });
    expect(again.status).toBe(200);
    expect(await ledgerSize()).toBe(before);
    expect(stack.sms.messages(sender)).toHaveLength(answers);
  });

  it('counts the caps per number across the site, USSD and SMS together', async () => {
    const phone = newNumber();
    const member = await makeUser(stack.api, { phone });
    const [aicha, koffi, mariam] = children;
    const web = await stack.api.http
      .post(`/api/contests/participants/${aicha.id}/vote/`)
      .set(member.auth)
      .set('X-Forwarded-For', '198.51.100.40');
    expect(web.status).toBe(201);

    // 10 minutes between two votes for one child, whichever the channel.
    const ussd = await session(phone, ['1', aicha.code]);
    expect(ussd[2]).toMatch(/^Vous avez déjà voté pour ce participant\. Prochain vote gratuit dans (9|10) minutes\.$/);
    await stack.sms.phone.text(phone, `VOTE ${aicha.code}`);
    expect(lastSms(phone)).toMatch(/^Bébé Star : Vous avez déjà voté pour ce participant/);

    // One count of the day for the number: the site's vote, then USSD's and SMS's.
    await session(phone, ['1', koffi.code]);
    await stack.sms.phone.text(phone, `VOTE ${mariam.code}`);
    const day = voteKeys.dailyVoter(member.user.id, voteDay(new Date()));
    expect(Number(await redis.get(day))).toBe(3);
    expect((await rows(koffi.id)).filter((row) => row.voter_id === member.user.id)).toEqual([
      expect.objectContaining({ channel: 'ussd', phone_number_id: expect.any(Number) }),
    ]);

    // At 50 in all, every channel refuses.
    await redis.set(day, '50', 'KEEPTTL');
    const before = await ledgerSize();
    const other = await makeParticipant(
      stack.api,
      contestId,
      await makeBaby(stack.api, member.user.id, { name: 'Yao' }),
      member.user.id,
    );
    expect((await session(phone, ['1', other.voteCode]))[2]).toBe(
      'Votre numéro a atteint la limite de 50 votes gratuits par jour. Revenez demain ou achetez des votes.',
    );
    await stack.sms.phone.text(phone, `VOTE ${other.voteCode}`);
    expect(lastSms(phone)).toContain('limite de 50 votes gratuits par jour');
    const site = await stack.api.http
      .post(`/api/contests/participants/${other.id}/vote/`)
      .set(member.auth)
      .set('X-Forwarded-For', '198.51.100.40');
    expect(site.status).toBe(429);
    expect(site.body.detail).toContain('limite de 50 votes gratuits par jour');
    expect(await ledgerSize()).toBe(before);
  });

  it('answers bad input on the phone in French and writes nothing, never a 5xx', async () => {
    const caller = newNumber();
    const before = await ledgerSize();
    const unknown = await session(caller, ['1', '9999']);
    expect(unknown[2]).toMatch(/^Code 9999 inconnu ou vote fermé\.\nVote gratuit/);
    const outOfRange = await session(caller, ['7']);
    expect(outOfRange[1]).toMatch(/^Choix invalide\.\nBébé Star/);
    const menus = await session(caller, ['1', '9', '8', '6']);
    expect(menus[3]).toMatch(/^Choix invalide\.\nChoisissez un concours/);

    // Junk by SMS: the way to vote, a few times a day at most; nothing voted.
    for (const text of ['bonjour', '😀😀', 'VOTE', 'VOTE 12 34 56 78', 'x'.repeat(500)]) {
      const sent = await stack.sms.phone.text(caller, text);
      expect(sent.status).toBe(200);
    }
    const help = stack.sms.messages(caller).filter((message) => message.text.includes('message non compris'));
    expect(help).toHaveLength(3);
    expect(help[0].text).toBe(
      'Bébé Star : message non compris. Pour voter, envoyez VOTE suivi du code du participant au 7575, ex. VOTE 4821.',
    );
    expect(await ledgerSize()).toBe(before);
  });

  it('refuses a session after its end, another caller’s session id, and a session past the network’s time', async () => {
    const caller = newNumber();
    const [aicha] = children;
    let step = await stack.sms.phone.dial(caller);
    step = await stack.sms.phone.reply(step.sessionId, '1');
    step = await stack.sms.phone.reply(step.sessionId, aicha.code);
    expect(step.ended).toBe(true);
    const answer = step.screen;
    const before = await ledgerSize();

    // The aggregator retries the last request: the same answer, nothing new written.
    const retried = await stack.sms.phone.raw(step.sessionId, `1*${aicha.code}`);
    expect(retried.screen).toBe(answer);
    // Anything else under that id (a replay going on) is over, and acts on nothing.
    const replayed = await stack.sms.phone.raw(step.sessionId, `1*${aicha.code}*1`);
    expect(replayed).toMatchObject({ ended: true, status: 200 });
    expect(replayed.screen).toBe('Session terminée. Composez à nouveau le code pour continuer.');
    const forged = await stack.sms.phone.raw(step.sessionId, `1*${children[1].code}`, newNumber());
    expect(forged.screen).toBe('Session invalide.');
    expect(await ledgerSize()).toBe(before);

    // A request 3 minutes after the session's start: expired, nothing written.
    const late = await stack.sms.phone.dial(caller);
    await redis.hset(`ussd:s:{${late.sessionId}}`, 'started', String(Date.now() - 200_000));
    const expired = await stack.sms.phone.raw(late.sessionId, `1*${children[1].code}`);
    expect(expired.screen).toMatch(/^Session expirée\. Composez à nouveau le \*/);
    expect(await ledgerSize()).toBe(before);
  });

  it('refuses calls without the secret path or without their fields, and numbers it does not serve', async () => {
    const token = callbackToken(stack.api.config.auth.jwtSecret, 'ussd:africastalking');
    const fields = {
      sessionId: 'ATUid_test1',
      serviceCode: '*384*7#',
      phoneNumber: newNumber(),
      networkCode: '61203',
      text: '',
    };
    const wrong = await stack.api.http.post('/api/ussd/africastalking/not-the-token/').type('form').send(fields);
    expect(wrong.status).toBe(403);
    expect(wrong.body.detail).toBe('Appel refusé : jeton absent ou invalide.');
    const malformed = await stack.api.http.post(`/api/ussd/africastalking/${token}/`).type('form').send({ text: '1' });
    expect(malformed.status).toBe(400);
    const foreign = await stack.api.http
      .post(`/api/ussd/africastalking/${token}/`)
      .type('form')
      .send({ ...fields, phoneNumber: '+12025550123' });
    expect(foreign.status).toBe(200);
    expect(foreign.text).toBe("END Ce numéro n'est pas pris en charge par Bébé Star.");
    const junk = await stack.api.http
      .post(`/api/ussd/africastalking/${token}/`)
      .type('form')
      .send({ ...fields, text: "1*'; DROP TABLE vote_ledger;--" });
    expect(junk.status).toBe(200);
    expect(junk.text).toMatch(/^END /);
    const home = await stack.api.http.post(`/api/ussd/africastalking/${token}/`).type('form').send(fields);
    expect(home.headers['content-type']).toMatch(/^text\/plain/);
    expect(home.text).toMatch(/^CON Bébé Star\n1\. Voter gratuitement/);
  });

  it('keeps a channel an administrator closed for a contest closed: the code is refused there, the site still votes', async () => {
    const caller = newNumber();
    const [aicha] = children;
    const admin = await makeUser(stack.api, { isStaff: true });
    const settings = stack.api.app.get(ChannelSettings);
    await settings.setContestChannels({ contestId, ussd: false, sms: true }, admin.user.id);
    try {
      const before = await ledgerSize();
      const refused = await session(caller, ['1', aicha.code]);
      expect(refused[2]).toMatch(/^Code \d+ inconnu ou vote fermé\./);
      expect(await ledgerSize()).toBe(before);
      await stack.sms.phone.text(caller, `VOTE ${aicha.code}`);
      expect(lastSms(caller)).toMatch(/^Bébé Star : Merci ! Vote compté pour Aïcha/);
    } finally {
      await settings.setContestChannels({ contestId, ussd: true, sms: true }, admin.user.id);
    }
  });
});
