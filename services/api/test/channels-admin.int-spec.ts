import { ChannelSettings } from '@app/channels';
import { SmsSender } from '@app/sms';
import { makeContest } from './support/contest-factories';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';
import { startSmsStack, type SmsStack } from './support/sms-stack';

const CHANNELS = '/api/admin/channels/';
const SETTINGS = '/api/admin/channels/settings/';
const contestChannels = (id: number | string) => `/api/admin/channels/contests/${id}/`;

describe('the back office’s channels', () => {
  let stack: SmsStack;
  let admin: MadeUser;

  beforeAll(async () => {
    stack = await startSmsStack({ SMS_DAILY_BUDGET: '40' });
    admin = await makeAdmin(stack.api);
  });
  afterAll(() => stack.close());

  const overview = async () => (await stack.api.http.get(CHANNELS).set(admin.auth).expect(200)).body;
  const auditOf = async (action: string): Promise<{ actor_id: number; contest_id: number | null; details: unknown }> =>
    (
      await stack.api.db.query(
        'SELECT actor_id, contest_id, details FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1',
        [action],
      )
    )[0];

  it('shows the settings, the contests taking entries with their channels, the SMS of the day and the USSD sessions', async () => {
    const open = await makeContest(stack.api, { title: 'Concours ouvert' });
    const coming = await makeContest(stack.api, { title: 'Concours à venir', status: 'pre_registration' });
    const closed = await makeContest(stack.api, { title: 'Concours fini', status: 'closed' });
    const removed = await makeContest(stack.api, { title: 'Concours retiré' });
    await stack.api.db.query('UPDATE contests SET deleted_at = now() WHERE id = $1', [removed.id]);

    await stack.sms.phone.dial('+2250701020304');
    await stack.sms.phone.dial('+2250501020304');
    await stack.api.app
      .get(SmsSender)
      .send({ to: '+2250701020304', text: 'Votre code : 123456', purpose: 'sign_in_code' });

    const body = await overview();
    expect(body.settings).toEqual({ short_code: '7575', ussd_service_code: '*384*7#', keywords: ['VOTE', 'VOTER'] });
    const listed = body.contests.map((contest: { id: number }) => contest.id);
    expect(listed).not.toContain(closed.id);
    expect(listed).not.toContain(removed.id);
    expect(body.contests).toEqual(
      expect.arrayContaining([
        { id: open.id, title: 'Concours ouvert', status: 'open', web: true, ussd: true, sms: true },
        { id: coming.id, title: 'Concours à venir', status: 'pre_registration', web: true, ussd: true, sms: true },
      ]),
    );
    expect(listed.indexOf(open.id)).toBeLessThan(listed.indexOf(coming.id));
    expect(body.sms).toEqual({ spent_today: 1, budget: 40, left_today: 39 });

    const hours = body.ussd_sessions_per_hour;
    expect(hours).toHaveLength(24);
    const currentHour = `${new Date().toISOString().slice(0, 13)}:00:00.000Z`;
    expect(hours[23]).toEqual({ hour: currentHour, sessions: 2 });
    expect(new Date(hours[0].hour).getTime()).toBe(new Date(currentHour).getTime() - 23 * 3600_000);
  });

  it('replaces the settings, the keywords in capitals, audited', async () => {
    const saved = await stack.api.http
      .put(SETTINGS)
      .set(admin.auth)
      .send({ short_code: ' 8080 ', ussd_service_code: '*123*45#', keywords: ['vote', 'Voter', 'BEBE'] })
      .expect(200);
    expect(saved.body).toEqual({
      short_code: '8080',
      ussd_service_code: '*123*45#',
      keywords: ['VOTE', 'VOTER', 'BEBE'],
    });
    expect((await overview()).settings).toEqual(saved.body);
    expect(await stack.api.app.get(ChannelSettings).current()).toEqual({
      shortCode: '8080',
      ussdServiceCode: '*123*45#',
      keywords: ['VOTE', 'VOTER', 'BEBE'],
    });
    const entry = await auditOf('update_channel_settings');
    expect(entry.actor_id).toBe(admin.user.id);
    expect(entry.details).toMatchObject({ after: { short_code: '8080', keywords: ['VOTE', 'VOTER', 'BEBE'] } });

    await stack.api.http
      .put(SETTINGS)
      .set(admin.auth)
      .send({ short_code: '7575', ussd_service_code: '*384*7#', keywords: ['VOTE', 'VOTER'] })
      .expect(200);
  });

  it('refuses bad settings with French field errors, changing nothing', async () => {
    const before = (await overview()).settings;
    const good = { short_code: '7575', ussd_service_code: '*384*7#', keywords: ['VOTE'] };
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...good, short_code: '12' }, { short_code: ['Numéro court invalide : de 3 à 8 chiffres, par exemple 7575.'] }],
      [{ ...good, short_code: '+225 7575' }, { short_code: expect.any(Array) }],
      [
        { ...good, ussd_service_code: '384*7#' },
        {
          ussd_service_code: [
            'Code USSD invalide : des chiffres séparés par *, commençant par * et finissant par #, par exemple *384*7#.',
          ],
        },
      ],
      [{ ...good, ussd_service_code: '*384*7' }, { ussd_service_code: expect.any(Array) }],
      [{ ...good, keywords: [] }, { keywords: ['Indiquez de 1 à 10 mots-clés.'] }],
      [{ ...good, keywords: ['VOTER'] }, { keywords: ['Les mots-clés doivent comprendre VOTE.'] }],
      [{ ...good, keywords: ['VOTE', 'vote'] }, { keywords: ['Le mot-clé VOTE est indiqué deux fois.'] }],
      [
        { ...good, keywords: ['VOTE', 'V0TE'] },
        { keywords: ['Mot-clé invalide : « V0TE ». Un mot-clé s’écrit en lettres sans accent, de 2 à 12.'] },
      ],
      [{ ...good, keywords: ['VOTE', 'É'] }, { keywords: expect.any(Array) }],
      [{ ...good, keywords: 'VOTE' }, { keywords: ['Ce champ doit être une liste.'] }],
      [
        { short_code: '7575' },
        { ussd_service_code: ['Ce champ est obligatoire.'], keywords: ['Ce champ est obligatoire.'] },
      ],
    ];
    for (const [body, errors] of refusals) {
      const refused = await stack.api.http.put(SETTINGS).set(admin.auth).send(body).expect(400);
      expect(refused.body).toEqual(errors);
    }
    expect((await overview()).settings).toEqual(before);
  });

  it('opens and closes USSD and SMS per contest, audited, the site always open', async () => {
    const contest = await makeContest(stack.api, { title: 'Concours des garçons' });
    const closed = await stack.api.http
      .put(contestChannels(contest.id))
      .set(admin.auth)
      .send({ ussd: false, sms: true })
      .expect(200);
    expect(closed.body).toEqual({
      id: contest.id,
      title: 'Concours des garçons',
      status: 'open',
      web: true,
      ussd: false,
      sms: true,
    });
    expect((await overview()).contests).toContainEqual(closed.body);
    const settings = stack.api.app.get(ChannelSettings);
    expect(await settings.isOpen(contest.id, 'ussd')).toBe(false);
    expect(await settings.isOpen(contest.id, 'sms')).toBe(true);
    expect(await settings.isOpen(contest.id, 'web')).toBe(true);
    expect(await auditOf('update_contest_channels')).toEqual({
      actor_id: admin.user.id,
      contest_id: contest.id,
      details: { ussd: false, sms: true },
    });

    // A closed contest keeps its row, and so its place on the page.
    await stack.api.db.query(`UPDATE contests SET status = 'closed' WHERE id = $1`, [contest.id]);
    expect((await overview()).contests).toContainEqual({ ...closed.body, status: 'closed' });
  });

  it('refuses an unknown contest or bad switches in French', async () => {
    const contest = await makeContest(stack.api);
    const removed = await makeContest(stack.api);
    await stack.api.db.query('UPDATE contests SET deleted_at = now() WHERE id = $1', [removed.id]);
    for (const id of [999999, 'abc', removed.id]) {
      const refused = await stack.api.http
        .put(contestChannels(id))
        .set(admin.auth)
        .send({ ussd: true, sms: true })
        .expect(404);
      expect(refused.body).toEqual({ detail: 'Concours non trouvé' });
    }
    const bad = await stack.api.http.put(contestChannels(contest.id)).set(admin.auth).send({ ussd: 'oui' }).expect(400);
    expect(bad.body).toEqual({
      ussd: ['Ce champ doit être un booléen (true ou false).'],
      sms: ['Ce champ est obligatoire.'],
    });
    expect(
      (
        await stack.api.db.query('SELECT 1 FROM contest_channels WHERE contest_id = ANY($1::int[])', [
          [contest.id, removed.id],
        ])
      ).length,
    ).toBe(0);
  });

  it('is opened and changed only with the "manage_settings" permission', async () => {
    const cashier = await makeUser(stack.api, { groups: ['Caisse'], permissions: ['manage_payments'] });
    const parent = await makeUser(stack.api);
    const contest = await makeContest(stack.api);
    for (const user of [cashier, parent]) {
      await stack.api.http.get(CHANNELS).set(user.auth).expect(403);
      await stack.api.http
        .put(SETTINGS)
        .set(user.auth)
        .send({ short_code: '9999', ussd_service_code: '*1#', keywords: ['VOTE'] })
        .expect(403);
      await stack.api.http
        .put(contestChannels(contest.id))
        .set(user.auth)
        .send({ ussd: false, sms: false })
        .expect(403);
    }
    await stack.api.http.get(CHANNELS).expect(401);
    expect((await overview()).settings.short_code).toBe('7575');
    expect(await stack.api.app.get(ChannelSettings).isOpen(contest.id, 'sms')).toBe(true);
  });
});
