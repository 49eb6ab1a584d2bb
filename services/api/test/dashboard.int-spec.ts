import { type NotificationOutcome, NotificationsRepository } from '@app/notifications';
import { insertHeld, insertPaid, ledgerRows, paymentRow } from '@app/testing';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';

describe('the administrators’ dashboard', () => {
  let api: ApiHarness;
  let admin: MadeUser;

  beforeAll(async () => {
    api = await startApi();
    admin = await makeAdmin(api);
  });
  afterAll(() => api.close());

  const figures = async () => (await api.http.get('/api/admin/dashboard/').set(admin.auth).expect(200)).body;

  it('counts from the server what every card shows, and moves with the data', async () => {
    const before = await figures();
    expect(before.latest_votes_contest).toBeNull();
    const parent = await makeUser(api);
    const contest = await makeContest(api);
    const baby = await makeBaby(api, parent.user.id);
    const participant = await makeParticipant(api, contest.id, baby, parent.user.id);
    const vote = { contestId: contest.id, participantId: participant.id, voterId: 1, ipHash: 'c'.repeat(32) };
    await ledgerRows(api.db, { ...vote, kind: 'free' }, 3);
    await insertHeld(api.db, { ...vote, signals: ['young_account'], reason: 'Compte récent' });
    const paymentId = await paymentRow(api.db, {
      provider: 'paydunya',
      transactionId: `DASH-${participant.id}`,
      status: 'succeeded',
      userId: parent.user.id,
      participantId: participant.id,
      contestId: contest.id,
      packName: 'Pack',
      votes: 20,
      amount: 2000,
    });
    await insertPaid(api.db, {
      contestId: contest.id,
      participantId: participant.id,
      voterId: parent.user.id,
      weight: 20,
      paymentId,
    });
    await api.http
      .post(`/api/contests/participants/${participant.id}/comment/`)
      .set(parent.auth)
      .send({ text: 'Allez Awa !' })
      .expect(201);

    const after = await figures();
    expect(after.users.total).toBe(before.users.total + 1);
    expect(after.contests.open).toBe(before.contests.open + 1);
    expect(after.contests.active).toBe(after.contests.open);
    expect(after.participants).toBe(before.participants + 1);
    expect(after.votes).toEqual({
      free: before.votes.free + 3,
      paid: before.votes.paid + 20,
      reversed: before.votes.reversed,
      held: before.votes.held + 1,
      released: before.votes.released,
      rejected: before.votes.rejected,
      total: before.votes.total + 23,
    });
    expect(after.held_votes).toBe(before.held_votes + 1);
    expect(after.latest_votes_contest).toBe(contest.id);
    expect(after.revenue.total).toBe(before.revenue.total + 2000);
    const today = (figures: { revenue_daily: { by_provider: Record<string, number>; revenue: number }[] }) =>
      figures.revenue_daily[figures.revenue_daily.length - 1];
    expect(after.revenue_daily).toHaveLength(30);
    expect(today(after).revenue).toBe(today(before).revenue + 2000);
    expect(today(after).by_provider).toEqual({
      ...today(before).by_provider,
      paydunya: today(before).by_provider.paydunya + 2000,
    });
    expect(after.payments.succeeded).toBe(before.payments.succeeded + 1);
    expect(after.comments.total).toBe(before.comments.total + 1);

    const hours = await api.http
      .get(`/api/admin/dashboard/votes-per-hour/?contest=${contest.id}&hours=3`)
      .set(admin.auth)
      .expect(200);
    expect(hours.body).toHaveLength(3);
    expect(hours.body[2]).toMatchObject({ free: 3, paid: 20 });
    await api.http
      .get(`/api/admin/dashboard/votes-per-hour/?contest=${contest.id}&hours=0`)
      .set(admin.auth)
      .expect(400);
  });

  it('counts the notifications by outcome, those of the last 24 hours apart, and the subscribed devices', async () => {
    const before = await figures();
    const notifications = api.app.get(NotificationsRepository);
    const parent = await makeUser(api);
    await notifications.subscribe(parent.user.id, {
      endpoint: `https://fcm.googleapis.com/fcm/send/dashboard-${parent.user.id}`,
      p256dh: 'B'.repeat(87),
      auth: 'a'.repeat(22),
    });
    await api.db.query(
      `INSERT INTO notifications (user_id, kind, title, body, url, outcome, devices, dedupe_key, created_at)
       SELECT $1::int, 'free_vote', 'Votre vote gratuit est disponible', 'Revenez voter pour votre bébé préféré.', '/',
              outcome, CASE WHEN outcome = 'sent' THEN 1 ELSE 0 END, 'dashboard:' || $1 || ':' || ordinality,
              now() - make_interval(hours => age)
         FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS made(outcome, age, ordinality)`,
      [
        parent.user.id,
        ['sent', 'sent', 'failed', 'pending', 'quiet', 'opted_out', 'no_device', 'failed'],
        [0, 23, 0, 0, 0, 0, 0, 25],
      ],
    );

    const after = (await figures()).notifications;
    const plus = (counts: Record<NotificationOutcome, number>, failed: number) => ({
      sent: counts.sent + 2,
      failed: counts.failed + failed,
      pending: counts.pending + 1,
      quiet: counts.quiet + 1,
      opted_out: counts.opted_out + 1,
      no_device: counts.no_device + 1,
    });
    expect(after.last_24h).toEqual(plus(before.notifications.last_24h, 1));
    expect(after.total).toEqual(plus(before.notifications.total, 2));
    expect(after.devices).toBe(before.notifications.devices + 1);
  });

  it('needs the view_statistics permission', async () => {
    const parent = await makeUser(api);
    await api.http.get('/api/admin/dashboard/').set(parent.auth).expect(403);
    const moderator = await makeUser(api, {
      groups: ['Administrateurs modérateurs'],
      permissions: ['moderate_comments'],
    });
    await api.http.get('/api/admin/dashboard/').set(moderator.auth).expect(403);
    const analyst = await makeUser(api, { groups: ['Administrateurs analyse'], permissions: ['view_statistics'] });
    await api.http.get('/api/admin/dashboard/').set(analyst.auth).expect(200);
  });
});
