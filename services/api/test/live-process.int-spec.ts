import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { ADMIN_LIVE_NAMESPACE } from '@app/dashboard';
import type { RankingUpdateMessage } from '@app/live';
import { eventually, freePort } from '@app/testing';
import { io, type Socket } from 'socket.io-client';
import { answers, childrenOf, environmentOf, isAlive, spawnApi } from './support/api-process';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, makeUser } from './support/factories';

describe('LIVE_PORT: the sockets served by live processes of their own, apart from the API', () => {
  // The harness makes the rows and runs the worker (the projector), hosting no socket itself (the same
  // LIVE_PORT); the API under test is the real one from its sources, whose primary starts an API
  // process and a live process. The live process's frames can only come from its own broadcaster.
  let harness: ApiHarness;
  let primary: ChildProcess;
  let apiBase: string;
  let liveBase: string;
  let socket: Socket | undefined;
  let adminSocket: Socket | undefined;

  beforeAll(async () => {
    const [port, livePort] = [await freePort(), await freePort()];
    harness = await startApi({ LIVE_PORT: String(livePort) });
    await harness.startWorker();
    apiBase = `http://127.0.0.1:${port}`;
    liveBase = `http://127.0.0.1:${livePort}`;
    primary = spawnApi({
      PORT: String(port),
      LIVE_PORT: String(livePort),
      API_PROCESSES: '1',
      METRICS_PORT: '0',
      ...environmentOf(harness.config),
    });
    await eventually(
      async () => (await answers(`${apiBase}/api/health/`)) && (await answers(`${liveBase}/api/health/`)),
      { timeoutMs: 90_000, everyMs: 200, what: 'the API and the live process answering' },
    );
  }, 120_000);

  afterAll(async () => {
    socket?.disconnect();
    adminSocket?.disconnect();
    if (primary?.exitCode === null) {
      const children = childrenOf(primary.pid!);
      primary.kill('SIGTERM');
      await once(primary, 'exit');
      for (const pid of children.filter(isAlive)) process.kill(pid, 'SIGKILL');
    }
    await harness?.close();
  });

  it('leaves socket.io to the live process: the API answers 404 there, the live process its handshake', async () => {
    const handshake = '/socket.io/?EIO=4&transport=polling';
    expect((await fetch(`${apiBase}${handshake}`)).status).toBe(404);
    const live = await fetch(`${liveBase}${handshake}`);
    expect(live.status).toBe(200);
    expect(await live.text()).toMatch(/^0\{"sid":/);
  });

  it('carries a vote made through the API to a watcher connected to the live process', async () => {
    const owner = await makeUser(harness);
    const contest = await makeContest(harness, { status: 'open' });
    const baby = await makeBaby(harness, owner.user.id);
    const participant = await makeParticipant(harness, contest.id, baby, owner.user.id);
    socket = io(`${liveBase}/contests`, { transports: ['websocket'], reconnection: false, forceNew: true });
    const updates: RankingUpdateMessage[] = [];
    socket.on('ranking_update', (update: RankingUpdateMessage) => updates.push(update));
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', resolve);
      socket!.once('connect_error', reject);
    });
    socket.emit('get_ranking', { contest_id: contest.id });
    await eventually(() => updates.length > 0, { timeoutMs: 5000, everyMs: 200, what: 'the first ranking' });

    const voter = await makeUser(harness);
    const vote = await fetch(`${apiBase}/api/contests/participants/${participant.id}/vote/`, {
      method: 'POST',
      headers: voter.auth,
    });
    expect(vote.status).toBe(201);
    await eventually(() => updates.some((update) => update.changed.some((entry) => entry.vote_count === 1)), {
      timeoutMs: 5000,
      everyMs: 200,
      what: 'the vote on the live socket',
    });
    expect(updates.at(-1)!.ranking[0]).toMatchObject({ rank: 1, baby_name: baby.name, vote_count: 1 });
  });

  it('closes an administrator’s dashboard socket on the live process when the API takes their right away', async () => {
    const admin = await makeAdmin(harness);
    const watcher = await makeUser(harness, {
      groups: ['Administrateurs statistiques'],
      permissions: ['view_statistics'],
    });
    adminSocket = io(`${liveBase}${ADMIN_LIVE_NAMESPACE}`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token: watcher.token },
    });
    let frames = 0;
    adminSocket.on('dashboard_update', () => (frames += 1));
    await eventually(() => frames > 0, { timeoutMs: 5000, everyMs: 200, what: 'the dashboard’s first figures' });
    let reason: string | undefined;
    adminSocket.once('disconnect', (why) => (reason = why));

    const taken = await fetch(`${apiBase}/api/users/${watcher.user.id}/groups/`, {
      method: 'POST',
      headers: { ...admin.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ groups: [] }),
    });
    expect(taken.status).toBe(200);
    await eventually(() => reason !== undefined, {
      timeoutMs: 2000,
      everyMs: 200,
      what: 'the live process closing the socket',
    });
    expect(reason).toBe('io server disconnect');
  });
});
