import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import * as ece from 'http_ece';
import { WinnerNotifier } from '@app/awards/winners/winner-notifier';
import { bullPrefix } from '@app/jobs';
import { ClosingNotifier, RankNotifier } from '@app/notifications';
import { MetricsService } from '@app/observability';
import { PaymentSettlement } from '@app/payments';
import { RankingReader } from '@app/ranking';
import { redisConnectionOptions } from '@app/redis';
import { Queue } from 'bullmq';
import { type ApiHarness, startApi } from './support/api-harness';
import { type Delivery, eventually, insertFree, ledgerRows, paymentRow, startPushService, zoneAt } from '@app/testing';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeUser, type MadeUser } from './support/factories';

/** A browser's subscription: its own P-256 key pair and auth secret, as PushManager.subscribe makes them. */
function browserSubscription(endpoint: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16);
  return {
    keys,
    auth,
    json: { endpoint, keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
  };
}

/** The VAPID header's JWT, checked as a push service checks it: ES256 by the key the header names. */
function vapidClaims(authorization: string, publicKey: string): Record<string, unknown> {
  const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization)!;
  expect(key).toBe(publicKey);
  const [header, payload, signature] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(valid).toBe(true);
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}

describe('web push notifications, delivered to a push service that decrypts them', () => {
  let push: Awaited<ReturnType<typeof startPushService>>;
  let api: ApiHarness;
  let parent: MadeUser;
  let contestId: number;
  let participantId: number;
  let publicKey: string;
  let firstDevice: ReturnType<typeof browserSubscription>;

  const castFreeVote = (minutesAgo: number): Promise<number> =>
    insertFree(api.db, {
      contestId,
      participantId,
      voterId: parent.user.id,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
  const outcomeOf = (dedupeKey: string) =>
    eventually(
      async () => {
        const rows: { outcome: string; devices: number }[] = await api.db.query(
          `SELECT outcome, devices FROM notifications WHERE dedupe_key = $1 AND outcome <> 'pending'`,
          [dedupeKey],
        );
        return rows[0];
      },
      { what: `the outcome of ${dedupeKey}` },
    );

  beforeAll(async () => {
    push = await startPushService();
    api = await startApi({ PUSH_TEST_ORIGIN: push.origin, PUSH_CONTACT: 'mailto:support@bebestar.example' });
    parent = await makeUser(api);
    contestId = (await makeContest(api)).id;
    const baby = await makeBaby(api, parent.user.id, { name: 'Aïcha' });
    participantId = (await makeParticipant(api, contestId, baby, parent.user.id)).id;
    await api.startWorker();
    // The worker follows the ledger from where it stood when it started: no notification of the past.
    await eventually(async () => (await api.db.query<unknown[]>('SELECT 1 FROM notification_cursors'))[0], {
      what: 'the cursor',
    });
    publicKey = ((await api.http.get('/api/notifications/key/').expect(200)).body as { public_key: string }).public_key;
  });
  afterAll(async () => {
    await api?.close();
    push?.close();
  });

  it('publishes the VAPID key browsers subscribe with', () => {
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(0x04);
  });

  it('refuses subscriptions to anything but a push service, with a French error, and changes nothing', async () => {
    const device = browserSubscription(`${push.origin}/device/0`);
    await api.http.post('/api/notifications/subscriptions/').send(device.json).expect(401);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://10.0.0.1/push',
      'https://fcm.googleapis.com:8443/x',
      'https://evil.example/fcm.googleapis.com',
      'https://user:pw@fcm.googleapis.com/x',
    ]) {
      const refused = await api.http
        .post('/api/notifications/subscriptions/')
        .set(parent.auth)
        .send({ ...device.json, endpoint })
        .expect(400);
      expect(refused.body).toEqual({
        endpoint: [
          "Cette adresse d'abonnement n'est pas celle d'un service de notifications de navigateur (https, Google, Mozilla, Microsoft ou Apple).",
        ],
      });
    }
    const badKey = await api.http
      .post('/api/notifications/subscriptions/')
      .set(parent.auth)
      .send({ ...device.json, keys: { p256dh: 'abc', auth: device.json.keys.auth } })
      .expect(400);
    expect(badKey.body).toEqual({
      'keys.p256dh': ["La clé de l'abonnement (p256dh) doit être une clé P-256 de 65 octets en base64url."],
    });
    await api.http
      .post('/api/notifications/subscriptions/')
      .set(parent.auth)
      .send({ ...device.json, kinds: ['spam'] })
      .expect(400);
    expect((await api.db.query('SELECT count(*)::int AS n FROM push_subscriptions'))[0].n).toBe(0);
  });

  it('tells a parent their free vote is back when its cooldown ends: encrypted, signed, recorded', async () => {
    const device = browserSubscription(`${push.origin}/device/1`);
    firstDevice = device;
    const subscribed = await api.http
      .post('/api/notifications/subscriptions/')
      .set(parent.auth)
      .send({ ...device.json, kinds: ['free_vote', 'payment'], time_zone: zoneAt(12) })
      .expect(201);
    expect(subscribed.body).toMatchObject({ kinds: ['free_vote', 'payment'], devices: 1, quiet_hours: '22:00–07:00' });

    // Cast 11 minutes ago: its 10-minute cooldown is over, the notification is due now.
    const voteId = await castFreeVote(11);
    const delivery = await eventually(() => push.deliveries.find((d) => d.path === '/device/1'), { what: 'the push' });
    expect(delivery.headers.ttl).toBe('1800');
    expect(delivery.headers.urgency).toBe('normal');
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    const claims = vapidClaims(delivery.headers.authorization!, publicKey);
    expect(claims).toMatchObject({ aud: push.origin, sub: 'mailto:support@bebestar.example' });
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
    const payload = JSON.parse(
      ece.decrypt(delivery.body, { version: 'aes128gcm', privateKey: device.keys, authSecret: device.auth }).toString(),
    ) as Record<string, string>;
    expect(payload).toEqual({
      kind: 'free_vote',
      title: 'Vote gratuit disponible',
      body: 'Votre vote gratuit est de nouveau disponible pour Aïcha.',
      url: `/vote/${contestId}/${participantId}`,
      tag: `free-vote:${voteId}`,
    });
    await expect(outcomeOf(`free-vote:${voteId}`)).resolves.toEqual({ outcome: 'sent', devices: 1 });

    const mine = await api.http.get('/api/notifications/').set(parent.auth).expect(200);
    expect(mine.body.items[0]).toMatchObject({ kind: 'free_vote', outcome: 'sent', devices: 1, body: payload.body });
    await api.http.get('/api/notifications/').expect(401);
  });

  it('tells of a free vote cast just before its voter asked, the ledger’s follower having passed it', async () => {
    const voter = await makeUser(api);
    const id = await insertFree(api.db, {
      contestId,
      participantId,
      voterId: voter.user.id,
      ipHash: 'd'.repeat(32),
      createdAt: new Date(Date.now() - 4 * 60_000),
    });
    await eventually(
      async () => {
        const [cursor]: { ledger_id: string }[] = await api.db.query('SELECT ledger_id FROM notification_cursors');
        return Number(cursor.ledger_id) >= Number(id) ? true : undefined;
      },
      { what: 'the follower past the vote' },
    );
    const device = browserSubscription(`${push.origin}/device/late`);
    await api.http
      .post('/api/notifications/subscriptions/')
      .set(voter.auth)
      .send({ ...device.json, kinds: ['free_vote'], time_zone: zoneAt(12) })
      .expect(201);
    const queue = new Queue('notify-free-vote', {
      connection: redisConnectionOptions(api.config.redis.url),
      prefix: bullPrefix(api.config),
    });
    const job = (await queue.getJob(`free-vote-${id}`))!;
    expect(await job.getState()).toBe('delayed');
    expect(job.opts.delay! / 60_000).toBeCloseTo(6, 0);
    await job.promote();
    await queue.close();
    await expect(outcomeOf(`free-vote:${id}`)).resolves.toEqual({ outcome: 'sent', devices: 1 });
  });

  it('forgets a device its push service says is gone (410), and still reaches the others', async () => {
    const gone = browserSubscription(`${push.origin}/gone/2`);
    await api.http.post('/api/notifications/subscriptions/').set(parent.auth).send(gone.json).expect(201);
    const voteId = await castFreeVote(12);
    await expect(outcomeOf(`free-vote:${voteId}`)).resolves.toEqual({ outcome: 'sent', devices: 1 });
    expect(push.deliveries.some((d) => d.path === '/gone/2')).toBe(true);
    const settings = await api.http.get('/api/notifications/settings/').set(parent.auth).expect(200);
    expect(settings.body.devices).toBe(1);
  });

  it('keeps quiet at night in the account’s time zone', async () => {
    await api.http
      .put('/api/notifications/settings/')
      .set(parent.auth)
      .send({ kinds: ['free_vote', 'payment'], time_zone: zoneAt(23) })
      .expect(200);
    const before = push.deliveries.length;
    const night = await castFreeVote(11);
    await expect(outcomeOf(`free-vote:${night}`)).resolves.toEqual({ outcome: 'quiet', devices: 0 });
    expect(push.deliveries.length).toBe(before);
  });

  it('turns a kind off from the notification itself, the device proving itself by its secret, no sign-in', async () => {
    await api.http
      .put('/api/notifications/settings/')
      .set(parent.auth)
      .send({ kinds: ['free_vote', 'payment'], time_zone: zoneAt(12) })
      .expect(200);
    const endpoint = firstDevice.json.endpoint;
    const stranger = browserSubscription(endpoint).json.keys.auth;
    await api.http
      .post('/api/notifications/unsubscribe/')
      .send({ endpoint, auth: stranger, kind: 'free_vote' })
      .expect(404);
    await api.http
      .post('/api/notifications/unsubscribe/')
      .send({ endpoint, auth: firstDevice.json.keys.auth, kind: 'free_vote' })
      .expect(204);
    const settings = await api.http.get('/api/notifications/settings/').set(parent.auth).expect(200);
    expect(settings.body.kinds).toEqual(['payment']);

    const before = push.deliveries.length;
    const voteId = await castFreeVote(11);
    await eventually(
      async () => {
        const [cursor]: { ledger_id: string }[] = await api.db.query('SELECT ledger_id FROM notification_cursors');
        return Number(cursor.ledger_id) >= voteId ? true : undefined;
      },
      { what: 'the notifier past the vote' },
    );
    const recorded: unknown[] = await api.db.query('SELECT 1 FROM notifications WHERE dedupe_key = $1', [
      `free-vote:${voteId}`,
    ]);
    expect(recorded).toEqual([]);
    expect(push.deliveries.length).toBe(before);
  });

  it('announces a contest’s last hour once, to those who voted in it and to the parents of its children', async () => {
    const closing = await makeContest(api, {
      title: 'Concours de la dernière heure',
      endDate: new Date(Date.now() + 59.5 * 60_000),
    });
    const child = await makeBaby(api, parent.user.id, { name: 'Binta' });
    const { id: childId } = await makeParticipant(api, closing.id, child, parent.user.id);
    await api.http
      .put('/api/notifications/settings/')
      .set(parent.auth)
      .send({ kinds: ['payment', 'closing'], time_zone: zoneAt(12) })
      .expect(200);
    const voter = await makeUser(api);
    const voterDevice = browserSubscription(`${push.origin}/device/voter`);
    await api.http
      .post('/api/notifications/subscriptions/')
      .set(voter.auth)
      .send({ ...voterDevice.json, kinds: ['closing'] })
      .expect(201);
    await insertFree(api.db, {
      contestId: closing.id,
      participantId: childId,
      voterId: voter.user.id,
      ipHash: 'b'.repeat(32),
    });
    // Someone who voted but did not ask is not told.
    const silent = await makeUser(api);
    await api.http
      .post('/api/notifications/subscriptions/')
      .set(silent.auth)
      .send({ ...browserSubscription(`${push.origin}/device/silent`).json, kinds: ['payment'] })
      .expect(201);

    const notifier = (await api.startWorker()).get(ClosingNotifier);
    // However many runs (the worker's own every minute, this one), the round is sent once.
    await notifier.announce();
    for (const [path, device] of [
      ['/device/voter', voterDevice],
      ['/device/1', firstDevice],
    ] as const) {
      const delivery = await eventually(
        () => push.deliveries.find((d) => d.path === path && d.headers.urgency === 'high'),
        { what: path },
      );
      expect(delivery.headers.ttl).toBe('3600');
      const payload = JSON.parse(
        ece
          .decrypt(delivery.body, { version: 'aes128gcm', privateKey: device.keys, authSecret: device.auth })
          .toString(),
      ) as Record<string, string>;
      expect(payload).toMatchObject({
        kind: 'closing',
        body: 'Le concours « Concours de la dernière heure » se termine dans 1 heure.',
        url: `/concours/${closing.id}/classement`,
      });
    }
    await expect(notifier.announce()).resolves.toBe(0);
    const sent: { n: number }[] = await api.db.query(
      'SELECT count(*)::int AS n FROM notifications WHERE dedupe_key LIKE $1',
      [`closing:${closing.id}:%`],
    );
    expect(sent[0].n).toBe(2);
    expect(push.deliveries.some((d) => d.path === '/device/silent')).toBe(false);
  });

  it('tells a winning parent by day at once, by night in the morning, and reminds them before the claim closes', async () => {
    await api.http
      .put('/api/notifications/settings/')
      .set(parent.auth)
      .send({ kinds: ['win'], time_zone: zoneAt(12) })
      .expect(200);
    const contest = await makeContest(api, { title: 'Concours des champions' });
    const places: number[] = [];
    for (const [rank, name] of [
      [1, 'Nafi'],
      [2, 'Awa'],
    ] as const) {
      const baby = await makeBaby(api, parent.user.id, { name });
      const participant = await makeParticipant(api, contest.id, baby, parent.user.id);
      const [{ id }]: { id: number }[] = await api.db.query(
        `INSERT INTO winners (contest_id, participant_id, baby_id, user_id, rank, votes, prize, baby_name, parent_name)
         VALUES ($1, $2, $3, $4, $5, 10, 100000, $6, 'Fatou N.') RETURNING id`,
        [contest.id, participant.id, baby.id, parent.user.id, rank, name],
      );
      places.push(id);
    }
    const worker = await api.startWorker();
    const queues = (name: string) =>
      new Queue(name, { connection: redisConnectionOptions(api.config.redis.url), prefix: bullPrefix(api.config) });
    const decrypted = (delivery: Delivery) =>
      JSON.parse(
        ece
          .decrypt(delivery.body, { version: 'aes128gcm', privateKey: firstDevice.keys, authSecret: firstDevice.auth })
          .toString(),
      ) as Record<string, string>;
    const pushedWith = (text: string) =>
      eventually(() => push.deliveries.find((d) => d.path === '/device/1' && decrypted(d).body.includes(text)), {
        what: text,
      });

    // By day: at once, with the claim's deadline (the second place is told later, by night).
    await api.db.query('UPDATE winners SET notified_at = now() WHERE id = $1', [places[1]]);
    await worker.get(WinnerNotifier).notifyPending();
    const win = decrypted(await pushedWith('Nafi a gagné la 1re place du concours « Concours des champions »'));
    expect(win).toMatchObject({ kind: 'win', title: 'Félicitations !', url: '/recuperer-lot' });
    expect(win.body).toMatch(/Réclamez le lot avant le \d{1,2} \p{L}+ \d{4}\.$/u);

    // Its reminders wait for the claim's last week and last day; the week's, brought forward, is sent.
    const awards = queues('awards');
    const week = (await awards.getJob(`winner-reminder-7-${places[0]}`))!;
    expect(await week.getState()).toBe('delayed');
    expect(week.opts.delay! / 86400_000).toBeCloseTo(23, 0);
    expect(await (await awards.getJob(`winner-reminder-1-${places[0]}`))!.getState()).toBe('delayed');
    await week.promote();
    const reminder = decrypted(await pushedWith('dans 7 jours'));
    expect(reminder).toMatchObject({ kind: 'win', title: 'Lot à réclamer' });
    expect(reminder.body).toContain("Le lot de Nafi (100\u202f000 F CFA) n'est pas encore réclamé");
    // And by e-mail, as the win itself was.
    const mail = queues('mail');
    const reminderMail = (await mail.getJob(`winner-reminder-mail-7-${places[0]}`))!;
    expect(reminderMail.data).toMatchObject({ subject: 'Plus que 7 jours pour réclamer le lot de Nafi' });
    await Promise.all([awards.close(), mail.close()]);

    // By night: kept until the morning in the account's time zone.
    await api.http
      .put('/api/notifications/settings/')
      .set(parent.auth)
      .send({ kinds: ['win'], time_zone: zoneAt(23) })
      .expect(200);
    await api.db.query('UPDATE winners SET notified_at = NULL WHERE id = $1', [places[1]]);
    await worker.get(WinnerNotifier).notifyPending();
    const wins = queues('notify-win');
    const night = await eventually(
      async () => {
        const job = await wins.getJob(`winner-push-${places[1]}`);
        return job && (await job.getState()) === 'delayed' ? job : undefined;
      },
      { what: 'the night’s win held' },
    );
    const morning = night.timestamp + night.delay;
    expect(morning - Date.now()).toBeGreaterThan(7 * 3600_000);
    expect(morning - Date.now()).toBeLessThan(8.5 * 3600_000);
    const [held]: { outcome: string }[] = await api.db.query(
      'SELECT outcome FROM notifications WHERE dedupe_key = $1',
      [`win:${places[1]}`],
    );
    expect(held.outcome).toBe('pending');
    await wins.close();
  });

  it('tells the payer of a pack whose payment ended without votes', async () => {
    await api.http
      .put('/api/notifications/settings/')
      .set(parent.auth)
      .send({ kinds: ['payment'], time_zone: zoneAt(23) })
      .expect(200);
    const id = await paymentRow(api.db, {
      transactionId: 'BS-NOTIFY-1',
      status: 'pending',
      userId: parent.user.id,
      participantId,
      contestId,
      packName: 'Pack Bronze',
      votes: 25,
      amount: 1000,
    });
    await api.app.get(PaymentSettlement).expire(id, 'délai dépassé');
    const delivery = await eventually(
      () =>
        push.deliveries.find(
          (d) => d.path === '/device/1' && d.headers.urgency === 'high' && d.headers.ttl === '86400',
        ),
      { what: 'the payment’s notification' },
    );
    // An answer to what the payer just did: sent at night too.
    const payload = JSON.parse(
      ece
        .decrypt(delivery.body, { version: 'aes128gcm', privateKey: firstDevice.keys, authSecret: firstDevice.auth })
        .toString(),
    ) as Record<string, string>;
    expect(payload).toEqual({
      kind: 'payment',
      title: 'Paiement non abouti',
      body: "Le paiement du Pack Bronze (25 votes) n'a pas abouti : aucun vote n'a été crédité. Vous pouvez réessayer.",
      url: `/vote/${contestId}/${participantId}`,
      tag: `payment-failed:${id}`,
    });
  });

  it('tells a parent their child lost first place, then keeps quiet for 15 minutes whatever moves', async () => {
    await api.http
      .put('/api/notifications/settings/')
      .set(parent.auth)
      .send({ kinds: ['rank'], time_zone: zoneAt(12) })
      .expect(200);
    const ranks = api.app.get(RankingReader);
    const rankOf = async (id: number) => (await ranks.standings(contestId, [id])).get(id)?.rank ?? null;
    const castFor = (id: number, votes: number) =>
      ledgerRows(
        api.db,
        { kind: 'free', contestId, participantId: id, voterId: parent.user.id, ipHash: 'c'.repeat(32) },
        votes,
      );
    const notifier = (await api.startWorker()).get(RankNotifier);
    await eventually(async () => ((await rankOf(participantId)) === 1 ? true : undefined), { what: 'Aïcha first' });
    // First sight: the reference is taken, nothing is told.
    await expect(notifier.compare()).resolves.toBe(0);

    const rival = await makeUser(api);
    const rivalId = (
      await makeParticipant(api, contestId, await makeBaby(api, rival.user.id, { name: 'Kadi' }), rival.user.id)
    ).id;
    await castFor(rivalId, 40);
    await eventually(async () => ((await rankOf(participantId)) === 2 ? true : undefined), { what: 'Aïcha overtaken' });
    await expect(notifier.compare()).resolves.toBe(1);
    const delivery = await eventually(
      () => push.deliveries.find((d) => d.path === '/device/1' && d.headers.ttl === '900'),
      { what: 'the rank’s notification' },
    );
    const payload = JSON.parse(
      ece
        .decrypt(delivery.body, { version: 'aes128gcm', privateKey: firstDevice.keys, authSecret: firstDevice.auth })
        .toString(),
    ) as Record<string, string>;
    expect(payload).toMatchObject({
      kind: 'rank',
      body: 'Aïcha a été dépassé(e) : 2e place.',
      url: `/vote/${contestId}/${participantId}`,
    });

    // First again minutes later: told at most once per 15 minutes, so not now.
    await castFor(participantId, 60);
    await eventually(async () => ((await rankOf(participantId)) === 1 ? true : undefined), {
      what: 'Aïcha first again',
    });
    await expect(notifier.compare()).resolves.toBe(0);
    // A quarter of an hour later, the move still stands: told then.
    await expect(notifier.compare(new Date(Date.now() + 15 * 60_000))).resolves.toBe(1);
  });

  it('unsubscribes a device without signing in, by its endpoint and secret', async () => {
    const device = browserSubscription(`${push.origin}/device/3`);
    await api.http.post('/api/notifications/subscriptions/').set(parent.auth).send(device.json).expect(201);
    const off = { endpoint: device.json.endpoint, auth: device.json.keys.auth };
    await api.http.post('/api/notifications/unsubscribe/').send(off).expect(204);
    const again = await api.http.post('/api/notifications/unsubscribe/').send(off).expect(404);
    expect(again.body).toEqual({ detail: "Cet appareil n'est abonné à aucune notification." });
    const settings = await api.http.get('/api/notifications/settings/').set(parent.auth).expect(200);
    expect(settings.body.devices).toBe(1);
  });

  it('keeps an endpoint with its account: another one takes it only with its secret, however it is spelled', async () => {
    const [owner, other] = [await makeUser(api), await makeUser(api)];
    const device = browserSubscription('https://fcm.googleapis.com/fcm/send/owned-1');
    const stranger = browserSubscription('https://fcm.googleapis.com/fcm/send/owned-1');
    const devicesOf = async (user: MadeUser) =>
      ((await api.http.get('/api/notifications/settings/').set(user.auth).expect(200)).body as { devices: number })
        .devices;
    const rows = () =>
      api.db.query<{ endpoint: string; user_id: number }[]>(
        "SELECT endpoint, user_id FROM push_subscriptions WHERE lower(endpoint) LIKE '%/fcm/send/owned-1'",
      );
    await api.http.post('/api/notifications/subscriptions/').set(owner.auth).send(device.json).expect(201);

    // The endpoint alone, under its own spelling or another one of the same address, is no proof.
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/owned-1',
      'https://FCM.googleapis.com:443/fcm/send/owned-1',
    ]) {
      const refused = await api.http
        .post('/api/notifications/subscriptions/')
        .set(other.auth)
        .send({ ...stranger.json, endpoint, kinds: ['closing'] })
        .expect(409);
      expect(refused.body).toEqual({
        detail:
          "Cet appareil est abonné aux notifications d'un autre compte : seul l'appareil lui-même, avec le secret de son abonnement, peut le rattacher au vôtre.",
      });
    }
    expect(await rows()).toEqual([{ endpoint: 'https://fcm.googleapis.com/fcm/send/owned-1', user_id: owner.user.id }]);
    expect([await devicesOf(owner), await devicesOf(other)]).toEqual([1, 0]);
    expect((await api.http.get('/api/notifications/settings/').set(other.auth).expect(200)).body.kinds).toEqual([]);

    // The device itself, signed in to the other account, proves it by its keys: it moves, stored under one spelling.
    await api.http
      .post('/api/notifications/subscriptions/')
      .set(other.auth)
      .send({ ...device.json, endpoint: 'https://FCM.GoogleApis.com:443/fcm/send/owned-1' })
      .expect(201);
    expect(await rows()).toEqual([{ endpoint: 'https://fcm.googleapis.com/fcm/send/owned-1', user_id: other.user.id }]);
    expect([await devicesOf(owner), await devicesOf(other)]).toEqual([0, 1]);
    await api.http
      .post('/api/notifications/unsubscribe/')
      .send({ endpoint: 'https://fcm.googleapis.com:443/fcm/send/owned-1', auth: device.json.keys.auth })
      .expect(204);
    expect(await rows()).toEqual([]);
  });

  it('counts every notification decided in the worker’s metrics, by kind and outcome', async () => {
    const metrics = await (
      await api.startWorker()
    )
      .get(MetricsService)
      .registry.getSingleMetricAsString('notifications_total');
    expect(metrics).toMatch(/notifications_total\{kind="free_vote",outcome="sent"\} [3-9]/);
    expect(metrics).toContain('notifications_total{kind="free_vote",outcome="quiet"} 1');
    expect(metrics).toMatch(/notifications_total\{kind="closing",outcome="sent"\} 2/);
  });
});
