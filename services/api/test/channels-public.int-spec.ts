import { ChannelSettings } from '@app/channels';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, type MadeUser } from './support/factories';

const channelsOf = (id: number | string) => `/api/contests/contests/${id}/channels/`;

const BOTH = { sms: { short_code: '7575', keyword: 'VOTE' }, ussd: { service_code: '*384*7#' } };
const NONE = { sms: null, ussd: null };

describe('how the public votes for a contest by SMS and USSD', () => {
  let api: ApiHarness;
  let admin: MadeUser;

  beforeAll(async () => {
    api = await startApi();
    admin = await makeAdmin(api);
  });
  afterAll(() => api.close());

  const channels = async (id: number) => (await api.http.get(channelsOf(id)).expect(200)).body;
  const setChannels = (contestId: number, ussd: boolean, sms: boolean) =>
    api.app.get(ChannelSettings).setContestChannels({ contestId, ussd, sms }, admin.user.id);

  it('gives an open contest both channels, the short code with its keyword and the USSD code, cached a short while', async () => {
    const contest = await makeContest(api);
    const response = await api.http.get(channelsOf(contest.id)).expect(200);
    expect(response.body).toEqual(BOTH);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
  });

  it('gives null for a channel an administrator closed for the contest, and the channel back once reopened', async () => {
    const contest = await makeContest(api);
    const other = await makeContest(api);

    await setChannels(contest.id, false, true);
    expect(await channels(contest.id)).toEqual({ ...BOTH, ussd: null });
    await setChannels(contest.id, true, false);
    expect(await channels(contest.id)).toEqual({ ...BOTH, sms: null });
    await setChannels(contest.id, false, false);
    expect(await channels(contest.id)).toEqual(NONE);
    expect(await channels(other.id)).toEqual(BOTH);

    await setChannels(contest.id, true, true);
    expect(await channels(contest.id)).toEqual(BOTH);
  });

  it('follows the settings: the short code, the first keyword and the USSD code', async () => {
    const settings = api.app.get(ChannelSettings);
    const contest = await makeContest(api);
    await settings.update(
      { shortCode: '8080', ussdServiceCode: '*123*45#', keywords: ['BEBE', 'VOTE'] },
      admin.user.id,
    );
    try {
      expect(await channels(contest.id)).toEqual({
        sms: { short_code: '8080', keyword: 'BEBE' },
        ussd: { service_code: '*123*45#' },
      });
    } finally {
      await settings.update(
        { shortCode: '7575', ussdServiceCode: '*384*7#', keywords: ['VOTE', 'VOTER'] },
        admin.user.id,
      );
    }
  });

  it('gives no channel for a contest that takes no votes now: closed, ended, not open yet', async () => {
    const closed = await makeContest(api, { status: 'closed' });
    const ended = await makeContest(api, { endDate: new Date(Date.now() - 60_000) });
    const coming = await makeContest(api, { status: 'pre_registration' });
    for (const contest of [closed, ended, coming]) expect(await channels(contest.id)).toEqual(NONE);
  });

  it('answers 404 "Concours non trouvé" for a contest the public may not see, and for a malformed id', async () => {
    const draft = await makeContest(api, { status: 'draft' });
    const removed = await makeContest(api);
    await api.db.query('UPDATE contests SET deleted_at = now() WHERE id = $1', [removed.id]);
    for (const id of [draft.id, removed.id, 999_999, 'abc', '0']) {
      const response = await api.http.get(channelsOf(id)).expect(404);
      expect(response.body).toEqual({ detail: 'Concours non trouvé' });
    }
  });

  it('says the same under the vote code on the participant’s page without script, for the channels open', async () => {
    const contest = await makeContest(api);
    const baby = await makeBaby(api, admin.user.id, { name: 'Aminata' });
    const { id, voteCode } = await makeParticipant(api, contest.id, baby, admin.user.id);
    const page = async () => (await api.http.get(`/simple/participants/${id}`).expect(200)).text;

    const both = await page();
    expect(both).toContain(`Code de vote : <strong>${voteCode}</strong>`);
    expect(both).toContain(
      `<li>Par SMS : <a href="sms:7575?body=VOTE%20${voteCode}">envoyez VOTE\u00a0${voteCode} au\u00a07575</a></li>`,
    );
    expect(both).toContain('<li>Par USSD : <a href="tel:*384*7%23">composez *384*7#</a>, puis 1 et le code</li>');

    await setChannels(contest.id, false, true);
    const smsOnly = await page();
    expect(smsOnly).toContain('Par SMS :');
    expect(smsOnly).not.toContain('Par USSD');
    await setChannels(contest.id, false, false);
    const none = await page();
    expect(none).toContain(`Code de vote : <strong>${voteCode}</strong>`);
    expect(none).not.toContain('Voter sans smartphone');

    await setChannels(contest.id, true, true);
    await api.db.query("UPDATE contests SET status = 'closed' WHERE id = $1", [contest.id]);
    expect(await page()).not.toContain('Voter sans smartphone');
  });
});
