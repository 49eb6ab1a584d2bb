import { randomBytes } from 'node:crypto';
import { Agent, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JwtService } from '@nestjs/jwt';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@app/config';
import { contestEventsChannel } from '@app/contests';
import {
  contestRoom,
  type LiveErrorMessage,
  type RankingDeltaMessage,
  type RankingUpdateMessage,
  RankingGateway,
  type ContestUpdateMessage,
} from '@app/live';
import { LIVE_MESSAGE_BURST, LIVE_MESSAGES_PER_SECOND, LIVE_REFUSALS_ALLOWED } from '@app/live/live-message-limits';
import { type RankingChanged, rankingChangedChannel, RankingReader } from '@app/ranking';
import { createRedis } from '@app/redis';
import { freePort, ledgerRows } from '@app/testing';
import type Redis from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { createApiApp } from '../src/create-api-app';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';

const FORBIDDEN = { code: 4003, message: 'Accès au classement de ce concours refusé.' };
const NOT_FOUND = { code: 4004, message: 'Concours non trouvé' };
const TOO_MANY = {
  type: 'error',
  code: 4029,
  message: 'Trop de demandes sur le classement en direct. Patientez quelques secondes.',
};

interface Entry {
  name: string;
  participantId: number;
}

/** Collects every message a socket receives, so a test can wait for one or count them. */
class Client {
  readonly received: { event: string; payload: unknown; at: number }[] = [];
  private waiters: (() => void)[] = [];

  constructor(readonly socket: Socket) {
    socket.onAny((event: string, payload: unknown) => {
      this.received.push({ event, payload, at: Date.now() });
      this.waiters.forEach((wake) => wake());
    });
  }

  of<T = unknown>(event: string): T[] {
    return this.received.filter((message) => message.event === event).map((message) => message.payload as T);
  }

  /** The first message of `event` (received from now on, or already) that matches, within `timeoutMs`. */
  next<T = unknown>(event: string, matches: (payload: T) => boolean = () => true, timeoutMs = 3000): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.of<T>(event).find(matches);
        if (found === undefined) return false;
        cleanup();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching "${event}" within ${timeoutMs} ms; got ${JSON.stringify(this.received)}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((waiter) => waiter !== wake);
      };
      const wake = () => void check();
      if (!check()) this.waiters.push(wake);
    });
  }
}

describe('live ranking over socket.io (/contests)', () => {
  let api: ApiHarness;
  let url: string;
  let owner: MadeUser;
  let admin: MadeUser;
  let publisher: Redis;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    api = await startApi({ METRICS_PORT: String(await freePort()) });
    await api.app.listen(0, '127.0.0.1');
    url = await api.app.getUrl();
    await api.startWorker();
    owner = await makeUser(api);
    admin = await makeAdmin(api);
    publisher = createRedis(api.config, { keyPrefix: '' });
  });

  afterEach(() => {
    sockets.splice(0).forEach((socket) => socket.disconnect());
  });

  afterAll(async () => {
    await publisher?.quit();
    await api?.close();
  });

  function connect(options: { token?: string; query?: Record<string, string>; base?: string } = {}): Socket {
    const socket = io(`${options.base ?? url}/contests`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: options.token === undefined ? {} : { token: options.token },
      query: options.query,
    });
    sockets.push(socket);
    return socket;
  }

  async function connected(options: Parameters<typeof connect>[0] = {}): Promise<Client> {
    const socket = connect(options);
    const client = new Client(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return client;
  }

  async function watching(contestId: number, options: Parameters<typeof connect>[0] = {}): Promise<Client> {
    const client = await connected(options);
    client.socket.emit('get_ranking', { contest_id: contestId });
    await client.next<RankingUpdateMessage>('ranking_update', (update) => update.contest === contestId);
    return client;
  }

  /** An open contest with `count` participants named Bébé-<tag>-<i>. */
  async function openContestWith(count: number): Promise<{ contestId: number; entries: Entry[] }> {
    const contest = await makeContest(api, { status: 'open' });
    const tag = randomBytes(3).toString('hex');
    const entries: Entry[] = [];
    for (let i = 0; i < count; i += 1) {
      const baby = await makeBaby(api, owner.user.id, { name: `Bébé-${tag}-${i}` });
      const participant = await makeParticipant(api, contest.id, baby, owner.user.id);
      entries.push({ name: baby.name, participantId: participant.id });
    }
    return { contestId: contest.id, entries };
  }

  /** Appends `count` free votes for a participant straight into the ledger, as the vote endpoint would. */
  async function appendVotes(contestId: number, participantId: number, count: number): Promise<void> {
    const voter = await makeUser(api);
    const keys = `live-${randomBytes(6).toString('hex')}-`;
    await ledgerRows(
      api.db,
      Array.from({ length: count }, (_, index) => ({
        kind: 'free' as const,
        contestId,
        participantId,
        voterId: voter.user.id,
        idempotencyKey: `${keys}${index + 1}`,
      })),
    );
  }

  describe('connecting and joining', () => {
    it('lets a visitor connect and answers get_ranking with a snapshot of the contest', async () => {
      const { contestId, entries } = await openContestWith(3);
      await appendVotes(contestId, entries[1].participantId, 2);
      const client = await connected();
      client.socket.emit('get_ranking', { contest_id: contestId });
      // The delta of the votes just appended may reach the room first: the snapshot changes nothing.
      const snapshot = await client.next<RankingUpdateMessage>(
        'ranking_update',
        (update) => update.changed.length === 0,
      );
      expect(snapshot).toEqual({
        type: 'ranking_update',
        contest: contestId,
        version: expect.any(Number),
        ranking: expect.any(Array),
        changed: [],
        total: 3,
      });
      expect(snapshot.ranking).toHaveLength(3);
      for (const entry of snapshot.ranking) {
        expect(Object.keys(entry).sort()).toEqual(['baby_name', 'photo_url', 'rank', 'secure_id', 'vote_count']);
        expect(entry.secure_id).toMatch(/^[0-9a-f]{12}$/);
      }
    });

    it('accepts a valid token from auth.token, the token query parameter or the Authorization header', async () => {
      const { contestId } = await openContestWith(1);
      await watching(contestId, { token: owner.token });
      await watching(contestId, { query: { token: owner.token } });
      const socket = io(`${url}/contests`, {
        transports: ['polling'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { Authorization: `Bearer ${owner.token}` },
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
    });

    it('refuses an invalid or expired token with code 4001', async () => {
      const expired = api.app
        .get(JwtService)
        .sign(
          { token_type: 'access', user_id: owner.user.id, jti: 'expired', issued_ms: Date.now() },
          { expiresIn: -60 },
        );
      for (const options of [{ token: 'not-a-jwt' }, { query: { token: `${owner.token}x` } }, { token: expired }]) {
        const socket = connect(options);
        const error = await new Promise<Error & { data?: unknown }>((resolve) => socket.once('connect_error', resolve));
        expect(error.data).toEqual({
          code: 4001,
          message: 'Le jeton est invalide ou expiré. Veuillez vous reconnecter.',
        });
        expect(socket.connected).toBe(false);
      }
    });

    it('refuses a draft contest with 4003 and an unknown one with 4004, without joining', async () => {
      const draft = await makeContest(api, { status: 'draft' });
      const client = await connected({ token: admin.token });
      client.socket.emit('get_ranking', { contest_id: draft.id });
      expect(await client.next<LiveErrorMessage>('error')).toEqual({ type: 'error', contest: draft.id, ...FORBIDDEN });
      client.socket.emit('join', { contest_id: 987654 });
      expect(await client.next<LiveErrorMessage>('error', (error) => error.code === 4004)).toEqual({
        type: 'error',
        contest: 987654,
        ...NOT_FOUND,
      });
      expect(client.of('ranking_update')).toEqual([]);
      const rooms = await api.app.get(RankingGateway).namespace.in(contestRoom(draft.id)).fetchSockets();
      expect(rooms).toHaveLength(0);
    });

    it('answers a malformed request with an error in French', async () => {
      const client = await connected();
      client.socket.emit('get_ranking', { contest_id: 'abc' });
      expect(await client.next<LiveErrorMessage>('error')).toEqual({
        type: 'error',
        code: 4000,
        message: 'Format de données invalide : contest_id doit être un identifiant de concours.',
      });
    });

    it('caps the snapshot at the requested limit, 100 at most', async () => {
      const { contestId } = await openContestWith(3);
      const client = await connected();
      client.socket.emit('get_ranking', { contest_id: contestId, limit: 2 });
      const snapshot = await client.next<RankingUpdateMessage>('ranking_update');
      expect(snapshot.ranking).toHaveLength(2);
      expect(snapshot.total).toBe(3);
    });
  });

  describe('limits per socket', () => {
    /** Reads from Redis of a contest's top `limit` from now on (broadcasts read the top 20). */
    function countReads(contestId: number, limit: number): () => number {
      const page = jest.spyOn(api.app.get(RankingReader), 'page');
      const before = page.mock.calls.length;
      return () =>
        page.mock.calls.slice(before).filter(([contest, , size]) => contest === contestId && size === limit).length;
    }

    afterEach(() => jest.restoreAllMocks());

    it('refuses a flood of 1,000 get_ranking from one socket with 4029, then disconnects it, after one read', async () => {
      const { contestId } = await openContestWith(3);
      const reads = countReads(contestId, 100);
      const client = await connected();
      const disconnected = new Promise<string>((resolve) => client.socket.once('disconnect', resolve));
      for (let i = 0; i < 1000; i += 1) client.socket.emit('get_ranking', { contest_id: contestId, limit: 1000 });

      expect(await disconnected).toBe('io server disconnect');
      // The refusals the limits allow, then the one that came with the disconnection.
      expect(client.of('error')).toEqual(Array(LIVE_REFUSALS_ALLOWED + 1).fill(TOO_MANY));
      expect(client.of('ranking_update').length).toBeLessThanOrEqual(LIVE_MESSAGES_PER_SECOND + LIVE_MESSAGE_BURST);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(reads()).toBeLessThanOrEqual(1);
    });

    it('answers a crowd joining at once, and asking again, from one read until the projection moves', async () => {
      const { contestId, entries } = await openContestWith(2);
      const reads = countReads(contestId, 100);
      const crowd = await Promise.all(Array.from({ length: 20 }, () => connected()));
      for (const client of crowd) client.socket.emit('get_ranking', { contest_id: contestId, limit: 100 });
      for (const client of crowd) client.socket.emit('get_ranking', { contest_id: contestId, limit: 100 });
      for (const client of crowd) {
        await client.next('ranking_update', () => client.of('ranking_update').length === 2);
      }
      expect(reads()).toBe(1);

      const [watcher] = crowd;
      await appendVotes(contestId, entries[0].participantId, 2);
      const showsTwo = (message: RankingUpdateMessage | RankingDeltaMessage) =>
        message.changed.some((entry) => entry.vote_count === 2);
      await Promise.any([watcher.next('ranking_update', showsTwo), watcher.next('ranking_delta', showsTwo)]);
      watcher.socket.emit('get_ranking', { contest_id: contestId, limit: 100 });
      const fresh = await watcher.next<RankingUpdateMessage>(
        'ranking_update',
        (message) => message.changed.length === 0 && message.ranking[0].vote_count === 2,
      );
      expect(fresh.ranking[0]).toMatchObject({ rank: 1, baby_name: entries[0].name, vote_count: 2 });
      expect(reads()).toBe(2);
      expect(crowd.flatMap((client) => client.of('error'))).toEqual([]);
    });

    it("never refuses a client keeping the site's rhythm", async () => {
      const home = await openContestWith(1);
      const other = await openContestWith(1);
      const client = await connected();
      const ask = (contestId: number) => client.socket.emit('get_ranking', { contest_id: contestId, limit: 100 });
      // Opening a page with two feeds, then moving one of them to another contest.
      ask(home.contestId);
      ask(home.contestId);
      client.socket.emit('leave', { contest_id: home.contestId });
      ask(other.contestId);
      // Then the busiest a page gets: both feeds asking every second (missed deltas), and a vote's resync.
      for (let tick = 1; tick <= 3; tick += 1) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        ask(home.contestId);
        ask(other.contestId);
        if (tick === 2) ask(other.contestId);
      }
      await client.next('ranking_update', () => client.of('ranking_update').length === 10);
      expect(client.of('error')).toEqual([]);
      expect(client.socket.connected).toBe(true);
    });
  });

  describe('broadcasting', () => {
    it('pushes a ranking_update with the new count after votes are projected', async () => {
      const { contestId, entries } = await openContestWith(2);
      const client = await watching(contestId);
      const before = client.of<RankingUpdateMessage>('ranking_update')[0];

      await appendVotes(contestId, entries[0].participantId, 3);
      const update = await client.next<RankingUpdateMessage>(
        'ranking_update',
        (message) => message.changed.some((entry) => entry.baby_name === entries[0].name && entry.vote_count === 3),
        1000,
      );
      expect(update.version).toBeGreaterThan(before.version);
      expect(update.ranking[0]).toMatchObject({ rank: 1, baby_name: entries[0].name, vote_count: 3 });
      expect(update.changed).toEqual([expect.objectContaining({ baby_name: entries[0].name, vote_count: 3 })]);
      expect(update.changed[0]).not.toHaveProperty('participant_id');
      expect(update.total).toBe(2);
    });

    it('then sends only what changed since the previous broadcast, chained by version', async () => {
      const { contestId, entries } = await openContestWith(25);
      const client = await watching(contestId);
      await appendVotes(contestId, entries[0].participantId, 2);
      const full = await client.next<RankingUpdateMessage>('ranking_update', (message) => message.changed.length > 0);
      expect(full.ranking).toHaveLength(20);
      const first = full.ranking.find((entry) => entry.baby_name === entries[0].name)!;

      await appendVotes(contestId, entries[24].participantId, 5);
      const delta = await client.next<RankingDeltaMessage>('ranking_delta', () => true, 1000);
      const shown = full.ranking.find((entry) => entry.baby_name === entries[24].name);
      expect(delta).toEqual({
        type: 'ranking_delta',
        contest: contestId,
        version: expect.any(Number),
        since: full.version,
        changed: [
          // A newcomer to the top brings its name and photo; a line the top already had, its count and rank.
          shown
            ? { secure_id: shown.secure_id, vote_count: 5, rank: 1 }
            : expect.objectContaining({
                baby_name: entries[24].name,
                vote_count: 5,
                rank: 1,
                photo_url: expect.any(String),
              }),
        ],
        total: 25,
      });
      expect(delta.version).toBeGreaterThan(full.version);
      expect(delta).not.toHaveProperty('ranking');

      await appendVotes(contestId, entries[0].participantId, 1);
      const next = await client.next<RankingDeltaMessage>(
        'ranking_delta',
        (message) => message.version > delta.version,
        1000,
      );
      expect(next.since).toBe(delta.version);
      expect(next.changed).toEqual([{ secure_id: first.secure_id, vote_count: 3, rank: 2 }]);
      expect(JSON.stringify(next).length).toBeLessThan(JSON.stringify(full).length / 10);
    });

    it('carries a vote made through the API to the watchers of the contest', async () => {
      const { contestId, entries } = await openContestWith(2);
      const client = await watching(contestId);
      const voter = await makeUser(api);
      await api.http.post(`/api/contests/participants/${entries[1].participantId}/vote/`).set(voter.auth).expect(201);
      const update = await client.next<RankingUpdateMessage>(
        'ranking_update',
        (message) => message.changed.some((entry) => entry.baby_name === entries[1].name && entry.vote_count === 1),
        2000,
      );
      expect(update.ranking[0]).toMatchObject({ rank: 1, baby_name: entries[1].name, vote_count: 1 });
    });

    it('coalesces 300 rapid changes: at most one frame per 100 ms live, one a second to a slow watcher', async () => {
      const { contestId, entries } = await openContestWith(3);
      const live = await watching(contestId);
      const slow = await connected();
      slow.socket.emit('get_ranking', { contest_id: contestId, rate: 'slow' });
      await slow.next<RankingUpdateMessage>('ranking_update', (update) => update.contest === contestId);
      const channel = rankingChangedChannel(api.config);
      const before = { live: live.received.length, slow: slow.received.length };
      const start = Date.now();
      for (let i = 0; i < 300; i += 1) {
        const change: RankingChanged = {
          contest_id: contestId,
          version: i + 1,
          participant_ids: [entries[i % 3].participantId],
        };
        await publisher.publish(channel, JSON.stringify(change));
        if (i % 30 === 29) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const publishedFor = Date.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 1500));

      const frames = (client: Client, from: number) =>
        client.received
          .slice(from)
          .filter((message) => message.event === 'ranking_update' || message.event === 'ranking_delta');
      const liveFrames = frames(live, before.live);
      const slowFrames = frames(slow, before.slow);
      expect(liveFrames.length).toBeGreaterThanOrEqual(2);
      // The spacing of flushes is the coalescer's (change-coalescer.spec.ts); frames received here may
      // arrive together when this process is slow, so only their number is checked.
      expect(liveFrames.length).toBeLessThanOrEqual(Math.ceil((publishedFor + 100) / 100) + 1);
      expect(slowFrames.length).toBeGreaterThanOrEqual(1);
      expect(slowFrames.length).toBeLessThanOrEqual(Math.ceil((publishedFor + 1000) / 1000) + 1);
      expect(slowFrames.length).toBeLessThan(liveFrames.length);
      const snapshot = live.of<RankingUpdateMessage>('ranking_update')[0];
      const everyone = new Set(
        entries.map((entry) => snapshot.ranking.find((line) => line.baby_name === entry.name)?.secure_id),
      );
      for (const received of [liveFrames, slowFrames]) {
        const changedIds = new Set(
          received.flatMap((message) =>
            (message.payload as RankingUpdateMessage | RankingDeltaMessage).changed.map((entry) => entry.secure_id),
          ),
        );
        expect(changedIds).toEqual(everyone);
      }
    });

    it('moves a watcher between rates: a socket that asks again at another rate leaves the first', async () => {
      const { contestId, entries } = await openContestWith(2);
      const client = await connected();
      client.socket.emit('get_ranking', { contest_id: contestId, rate: 'slow' });
      await client.next<RankingUpdateMessage>('ranking_update', (update) => update.contest === contestId);
      client.socket.emit('get_ranking', { contest_id: contestId });
      while (client.of('ranking_update').length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
      const from = client.received.length;
      await appendVotes(contestId, entries[0].participantId, 1);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const frames = client.received
        .slice(from)
        .filter((message) => message.event === 'ranking_update' || message.event === 'ranking_delta');
      // In both rooms it would get the change twice, once per rate.
      expect(frames).toHaveLength(1);
      expect((frames[0].payload as RankingUpdateMessage).changed).toHaveLength(1);
    });

    it('sends nothing to a client that left the room', async () => {
      const { contestId, entries } = await openContestWith(1);
      const stays = await watching(contestId);
      const leaves = await watching(contestId);
      leaves.socket.emit('leave', { contest_id: contestId });
      // Round trip so the leave is processed before the votes are cast.
      leaves.socket.emit('get_ranking', { contest_id: 987654 });
      await leaves.next('error');

      await appendVotes(contestId, entries[0].participantId, 1);
      await stays.next<RankingUpdateMessage>('ranking_update', (message) => message.changed.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(leaves.of<RankingUpdateMessage>('ranking_update').filter((m) => m.changed.length > 0)).toEqual([]);
    });

    it('serves several contests on one socket', async () => {
      const first = await openContestWith(1);
      const second = await openContestWith(1);
      const client = await watching(first.contestId);
      client.socket.emit('get_ranking', { contest_id: second.contestId });
      await client.next<RankingUpdateMessage>('ranking_update', (message) => message.contest === second.contestId);

      await appendVotes(second.contestId, second.entries[0].participantId, 1);
      const update = await client.next<RankingUpdateMessage>(
        'ranking_update',
        (message) => message.contest === second.contestId && message.changed.length > 0,
      );
      expect(update.changed[0]).toMatchObject({ baby_name: second.entries[0].name, vote_count: 1 });
    });

    it('pushes contest_update when an administrator changes the status, and 4003 when it goes back to draft', async () => {
      const { contestId } = await openContestWith(1);
      const client = await watching(contestId);
      await api.http
        .patch(`/api/contests/contests/${contestId}/`)
        .set(admin.auth)
        .send({ status: 'closed' })
        .expect(200);
      expect(await client.next<ContestUpdateMessage>('contest_update')).toEqual({
        type: 'contest_update',
        contest: contestId,
        status: 'closed',
        previous_status: 'open',
      });

      await api.http
        .patch(`/api/contests/contests/${contestId}/`)
        .set(admin.auth)
        .send({ status: 'draft' })
        .expect(200);
      expect(await client.next<LiveErrorMessage>('error')).toEqual({ type: 'error', contest: contestId, ...FORBIDDEN });
      client.socket.emit('get_ranking', { contest_id: contestId });
      await client.next<LiveErrorMessage>('error', () => client.of('error').length === 2);
      expect(client.of('error')[1]).toEqual({ type: 'error', contest: contestId, ...FORBIDDEN });
    });

    it('pushes contest_update for a status change heard on the contest events channel', async () => {
      const { contestId } = await openContestWith(1);
      const client = await watching(contestId);
      await publisher.publish(
        contestEventsChannel(api.config),
        JSON.stringify({
          contest_id: contestId,
          status: 'closed',
          previous_status: 'open',
          at: new Date().toISOString(),
        }),
      );
      expect(await client.next<ContestUpdateMessage>('contest_update')).toEqual({
        type: 'contest_update',
        contest: contestId,
        status: 'closed',
        previous_status: 'open',
      });
    });

    it('counts sockets and broadcasts in the metrics', async () => {
      const { contestId, entries } = await openContestWith(1);
      const client = await watching(contestId);
      await appendVotes(contestId, entries[0].participantId, 1);
      await client.next<RankingUpdateMessage>('ranking_update', (message) => message.changed.length > 0);
      const metrics = await (await fetch(api.metricsUrl!)).text();
      expect(metrics).toMatch(/^live_connected_sockets [1-9]/m);
      expect(metrics).toMatch(/^live_broadcasts_total\{type="ranking_update"\} [1-9]/m);
      expect(metrics).toMatch(/^live_ranking_flush_latency_seconds_count\{rate="live"\} [1-9]/m);
    });
  });

  describe('with two API processes on one Redis', () => {
    /** Another API of the deployment: the same settings, its metrics on a port of its own (none here). */
    const anotherProcess = (): AppConfig => ({ ...api.config, metrics: { ...api.config.metrics, port: 0 } });
    let second: NestFastifyApplication;
    let secondUrl: string;

    beforeAll(async () => {
      second = await createApiApp(anotherProcess());
      await second.listen(0, '127.0.0.1');
      secondUrl = await second.getUrl();
    });

    afterAll(() => second?.close());

    it('delivers every update to the clients of both processes, whose rooms are shared', async () => {
      const { contestId, entries } = await openContestWith(2);
      const here = await watching(contestId);
      const there = await watching(contestId, { base: secondUrl });
      const members = await api.app.get(RankingGateway).namespace.in(contestRoom(contestId)).fetchSockets();
      expect(members.map((member) => member.id).sort()).toEqual([here.socket.id, there.socket.id].sort());

      await appendVotes(contestId, entries[1].participantId, 2);
      for (const client of [here, there]) {
        const update = await client.next<RankingUpdateMessage>('ranking_update', (message) =>
          message.changed.some((entry) => entry.vote_count === 2),
        );
        expect(update.ranking[0]).toMatchObject({ rank: 1, baby_name: entries[1].name, vote_count: 2 });
      }
      // Each process serves only its own clients: nobody receives an update twice.
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const client of [here, there]) {
        const versions = client.of<RankingUpdateMessage>('ranking_update').map((update) => update.version);
        expect(new Set(versions).size).toBe(versions.length);
      }
    });

    it('disconnects its clients when a process shuts down', async () => {
      const third = await createApiApp(anotherProcess());
      await third.listen(0, '127.0.0.1');
      const client = await connected({ base: await third.getUrl() });
      const disconnected = new Promise<string>((resolve) => client.socket.once('disconnect', resolve));
      await third.close();
      expect(await disconnected).toMatch(/disconnect|close/);
    });

    it('ends its shutdown at once when a keep-alive request is in flight as it begins', async () => {
      const third = await createApiApp(anotherProcess());
      await third.listen(0, '127.0.0.1');
      const { port } = third.getHttpServer().address() as AddressInfo;
      const client = await connected({ base: await third.getUrl() });
      const disconnected = new Promise<string>((resolve) => client.socket.once('disconnect', resolve));
      const agent = new Agent({ keepAlive: true });
      const body = JSON.stringify({});
      const login = request({ agent, host: '127.0.0.1', port, method: 'POST', path: '/api/login' });
      login.setHeader('content-type', 'application/json');
      login.setHeader('content-length', String(body.length));
      const answered = new Promise<IncomingMessage>((resolve, reject) => {
        login.on('response', resolve).on('error', reject);
      });
      const received = new Promise((resolve) => third.getHttpServer().once('request', resolve));
      login.flushHeaders();
      await received;

      // The request's body is still on its way when the sockets close, the shutdown's first step.
      const closed = third.close();
      expect(await disconnected).toMatch(/disconnect|close/);
      login.end(body);
      const answer = await answered;
      answer.resume();
      expect(answer.statusCode).toBe(400);
      // Were that keep-alive connection left open, the shutdown would last Fastify's keep-alive timeout
      // (72 s), past this test's.
      await closed;
      agent.destroy();
    }, 20_000);
  });
});
