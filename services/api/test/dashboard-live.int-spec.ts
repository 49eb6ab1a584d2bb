import { randomBytes } from 'node:crypto';
import { ADMIN_LIVE_NAMESPACE, type DashboardLiveFigures } from '@app/dashboard';
import { io, type Socket } from 'socket.io-client';
import { ledgerRows, paymentRow } from '@app/testing';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';

interface Refusal {
  message: string;
  data?: { code: number; message: string };
}

describe('the administrators’ live dashboard over socket.io (/admin)', () => {
  let api: ApiHarness;
  let url: string;
  let admin: MadeUser;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    api = await startApi();
    await api.app.listen(0, '127.0.0.1');
    url = await api.app.getUrl();
    admin = await makeAdmin(api);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await api.close();
  });

  const connect = (token?: string): Socket => {
    const socket = io(`${url}${ADMIN_LIVE_NAMESPACE}`, {
      transports: ['websocket'],
      reconnection: false,
      auth: token === undefined ? {} : { token },
    });
    sockets.push(socket);
    return socket;
  };
  const refusal = (socket: Socket) =>
    new Promise<Refusal>((resolve, reject) => {
      socket.on('connect', () => reject(new Error('connected')));
      socket.on('connect_error', (error: Refusal) => resolve(error));
    });
  const nextFigures = (socket: Socket, matches: (figures: DashboardLiveFigures) => boolean) =>
    new Promise<DashboardLiveFigures>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching dashboard_update within 8 s')), 8000);
      socket.on('dashboard_update', (figures: DashboardLiveFigures) => {
        if (!matches(figures)) return;
        clearTimeout(timer);
        resolve(figures);
      });
    });

  it('refuses visitors, parents and administrators without the statistics permission', async () => {
    expect((await refusal(connect())).data).toEqual({
      code: 4001,
      message: 'Le jeton est invalide ou expiré. Veuillez vous reconnecter.',
    });
    const parent = await makeUser(api);
    expect((await refusal(connect(parent.token))).data).toEqual({
      code: 4003,
      message: "Vous n'avez pas les permissions nécessaires.",
    });
    const cashier = await makeUser(api, { groups: ['Administrateurs lots'], permissions: ['manage_prize_claims'] });
    expect((await refusal(connect(cashier.token))).data?.code).toBe(4003);
  });

  it('sends the counters on connection, then the votes and payments as they land', async () => {
    const socket = connect(admin.token);
    const first = await nextFigures(socket, () => true);
    const http = (await api.http.get('/api/admin/dashboard/').set(admin.auth).expect(200)).body;
    expect(first.votes).toEqual(http.votes);
    expect(first.revenue).toEqual(http.revenue);

    const parent = await makeUser(api);
    const contest = await makeContest(api);
    const participant = await makeParticipant(api, contest.id, await makeBaby(api, parent.user.id), parent.user.id);
    await ledgerRows(
      api.db,
      {
        kind: 'free',
        contestId: contest.id,
        participantId: participant.id,
        voterId: parent.user.id,
        ipHash: 'd'.repeat(32),
      },
      4,
    );
    await paymentRow(api.db, {
      transactionId: `LIVE-${participant.id}`,
      status: 'succeeded',
      userId: parent.user.id,
      participantId: participant.id,
      contestId: contest.id,
      packName: 'Pack',
      votes: 10,
      amount: 1500,
    });

    const moved = await nextFigures(socket, (figures) => figures.votes.free === first.votes.free + 4);
    expect(moved.votes.total).toBe(first.votes.total + 4);
    expect(moved.payments.succeeded).toBe(first.payments.succeeded + 1);
    expect(moved.revenue.total).toBe(first.revenue.total + 1500);
  });

  describe('when the administrator may no longer watch', () => {
    /** An administrator of a group of their own holding the dashboard's permission, watching. */
    async function watching(): Promise<{ watcher: MadeUser; group: string; socket: Socket; frames: () => number }> {
      const group = `Administrateurs statistiques ${randomBytes(3).toString('hex')}`;
      const watcher = await makeUser(api, { groups: [group], permissions: ['view_statistics'] });
      const socket = connect(watcher.token);
      await nextFigures(socket, () => true);
      let count = 0;
      socket.on('dashboard_update', () => (count += 1));
      return { watcher, group, socket, frames: () => count };
    }
    const closed = (socket: Socket, withinMs = 1500) =>
      new Promise<string>((resolve, reject) => {
        if (socket.disconnected) return resolve('already');
        const timer = setTimeout(() => reject(new Error(`still connected after ${withinMs} ms`)), withinMs);
        socket.once('disconnect', (reason) => {
          clearTimeout(timer);
          resolve(reason);
        });
      });
    /** New votes, so that the dashboard's next pulse has something to send. */
    const votes = async () => {
      const parent = await makeUser(api);
      const contest = await makeContest(api);
      const participant = await makeParticipant(api, contest.id, await makeBaby(api, parent.user.id), parent.user.id);
      await ledgerRows(
        api.db,
        {
          kind: 'free',
          contestId: contest.id,
          participantId: participant.id,
          voterId: parent.user.id,
          ipHash: 'e'.repeat(32),
        },
        3,
      );
    };
    /** The figures move for a whole pulse and more: a socket still open would get them. */
    const noFrameAfter = async (socket: Socket, frames: () => number) => {
      const before = frames();
      await votes();
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(frames()).toBe(before);
      expect(socket.connected).toBe(false);
    };

    it('closes the socket when the administrator is taken out of their group (admin route)', async () => {
      const { watcher, socket, frames } = await watching();
      const disconnected = closed(socket);
      await api.http.post(`/api/users/${watcher.user.id}/groups/`).set(admin.auth).send({ groups: [] }).expect(200);
      expect(await disconnected).toBe('io server disconnect');
      await noFrameAfter(socket, frames);
    });

    it('closes the socket when the group loses the statistics permission (admin route)', async () => {
      const { group, socket, frames } = await watching();
      const [{ id }]: { id: number }[] = await api.db.query('SELECT id FROM groups WHERE name = $1', [group]);
      const disconnected = closed(socket);
      await api.http
        .post(`/api/group/${id}/update_permissions/`)
        .set(admin.auth)
        .send({ permissions: ['manage_prize_claims'] })
        .expect(200);
      expect(await disconnected).toBe('io server disconnect');
      await noFrameAfter(socket, frames);
    });

    it('closes the socket when the administrator is deactivated (admin route)', async () => {
      const { watcher, socket, frames } = await watching();
      const disconnected = closed(socket);
      await api.http.patch(`/api/users/${watcher.user.id}/`).set(admin.auth).send({ is_active: false }).expect(200);
      expect(await disconnected).toBe('io server disconnect');
      await noFrameAfter(socket, frames);
    });

    it('closes the socket when the administrator is deleted (admin route)', async () => {
      const { watcher, socket, frames } = await watching();
      const disconnected = closed(socket);
      await api.http.delete(`/api/users/${watcher.user.id}/`).set(admin.auth).expect(204);
      expect(await disconnected).toBe('io server disconnect');
      await noFrameAfter(socket, frames);
    });

    it('checks again before each frame: a right lost without any message sends nothing more', async () => {
      const { watcher, socket, frames } = await watching();
      await api.db.query('DELETE FROM user_groups WHERE user_id = $1', [watcher.user.id]);
      const before = frames();
      const disconnected = closed(socket, 5000);
      await votes();
      expect(await disconnected).toBe('io server disconnect');
      expect(frames()).toBe(before);
    });

    it('keeps the sockets of administrators whose rights did not change', async () => {
      const { socket: kept, frames } = await watching();
      const { watcher, socket } = await watching();
      const disconnected = closed(socket);
      await api.http.post(`/api/users/${watcher.user.id}/groups/`).set(admin.auth).send({ groups: [] }).expect(200);
      await disconnected;
      const before = frames();
      await votes();
      await nextFigures(kept, () => true);
      expect(frames()).toBeGreaterThan(before);
      expect(kept.connected).toBe(true);
    });
  });
});
