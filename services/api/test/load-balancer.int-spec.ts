import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@app/config';
import { freePort, makeImage } from '@app/testing';
import S3rver from 's3rver';
import { io, type Socket } from 'socket.io-client';
import { startLive } from '../../live/src/start-live';
import { createApiApp } from '../src/create-api-app';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { type MadeUser, makeUser } from './support/factories';

const ROOT = join(__dirname, '..', '..', '..');
const BUCKET = 'bebe-star-media';

/**
 * deploy/load-balancer.conf, the nginx of the compose `scale` profile, as the file is: only the
 * upstream addresses (api-2, api-3, their live processes) and the listening port change, for two API
 * processes and two live processes of this test.
 */
function loadBalancerConfig(
  directory: string,
  port: number,
  upstreams: [number, number],
  liveUpstreams: [number, number],
): string {
  const site = readFileSync(join(ROOT, 'deploy', 'load-balancer.conf'), 'utf8')
    .replace('api-2:3000', `127.0.0.1:${upstreams[0]}`)
    .replace('api-3:3000', `127.0.0.1:${upstreams[1]}`)
    .replace('api-2:3001', `127.0.0.1:${liveUpstreams[0]}`)
    .replace('api-3:3001', `127.0.0.1:${liveUpstreams[1]}`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`);
  expect(site).not.toMatch(/api-\d:300\d|listen 8080/);
  writeFileSync(join(directory, 'site.conf'), site);
  const main = join(directory, 'nginx.conf');
  writeFileSync(
    main,
    `worker_processes 1;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${directory}/body;
  proxy_temp_path ${directory}/proxy;
  include ${directory}/site.conf;
}
`,
  );
  return main;
}

describe('the scale profile’s load balancer (nginx, deploy/load-balancer.conf) in front of two API processes and two live processes, photos in a bucket', () => {
  // The harness makes the rows; the processes behind nginx are apps of their own, stopped and started.
  // Those APIs serve no socket (LIVE_PORT): the live processes do.
  let api: ApiHarness;
  let behindConfig: AppConfig;
  let behind: NestFastifyApplication[];
  let live: NestFastifyApplication[];
  let nginx: ChildProcess;
  let directory: string;
  let base: string;
  let upstreams: [number, number];
  let bucket: S3rver;
  let bucketDirectory: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // The photos in an S3-compatible bucket (a real one, s3rver), shared by the two APIs as by two machines.
    bucketDirectory = mkdtempSync(join(tmpdir(), 'bebe-star-lb-s3-'));
    const bucketPort = await freePort();
    bucket = new S3rver({
      port: bucketPort,
      address: '127.0.0.1',
      silent: true,
      directory: bucketDirectory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    await bucket.run();
    api = await startApi({
      TRUSTED_PROXIES: '127.0.0.1',
      MEDIA_STORAGE: 's3',
      MEDIA_S3_BUCKET: BUCKET,
      MEDIA_S3_ENDPOINT: `http://127.0.0.1:${bucketPort}`,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_PUBLIC_URL: `http://127.0.0.1:${bucketPort}/${BUCKET}`,
    });
    upstreams = [await freePort(), await freePort()];
    const liveUpstreams: [number, number] = [await freePort(), await freePort()];
    behindConfig = { ...api.config, live: { port: liveUpstreams[0], processes: 1 } };
    behind = await Promise.all(upstreams.map((port) => listening(port)));
    live = await Promise.all(liveUpstreams.map((port) => startLive({ ...api.config, live: { port, processes: 1 } })));
    directory = mkdtempSync(join(tmpdir(), 'bebe-star-nginx-'));
    // nginx's workers (not root when the test is) keep uploads in its body folder under this one.
    chmodSync(directory, 0o755);
    const port = await freePort();
    const config = loadBalancerConfig(directory, port, upstreams, liveUpstreams);
    execFileSync('nginx', ['-t', '-q', '-p', directory, '-c', config]);
    nginx = spawn('nginx', ['-p', directory, '-c', config, '-g', 'daemon off;'], { stdio: 'ignore' });
    base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt += 1) {
      const answer = await fetch(`${base}/api/health/`).catch(() => undefined);
      if (answer?.ok) break;
      if (attempt > 100) throw new Error(`nginx not answering: ${readFileSync(join(directory, 'error.log'), 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    nginx?.kill('SIGQUIT');
    await Promise.all([...(behind ?? []), ...(live ?? [])].map((app) => app.close()));
    await api?.close();
    await bucket?.close().catch(() => undefined);
    rmSync(directory, { recursive: true, force: true });
    rmSync(bucketDirectory, { recursive: true, force: true });
  });

  async function listening(port: number): Promise<NestFastifyApplication> {
    const app = await createApiApp(behindConfig);
    await app.listen(port, '127.0.0.1');
    return app;
  }

  async function openParticipant(): Promise<number> {
    const owner = await makeUser(api);
    const contest = await makeContest(api, { status: 'open' });
    return (await makeParticipant(api, contest.id, await makeBaby(api, owner.user.id), owner.user.id)).id;
  }

  const voteThrough = async (participantId: number, forwardedFor: string, voter?: MadeUser) => {
    voter ??= await makeUser(api);
    return fetch(`${base}/api/contests/participants/${participantId}/vote/`, {
      method: 'POST',
      headers: { ...voter.auth, 'X-Forwarded-For': forwardedFor },
    });
  };

  it('records votes through it, each counted against the visitor’s own address', async () => {
    const target = await openParticipant();
    const answers = await Promise.all(
      ['203.0.113.9', '203.0.113.9', '198.51.100.4'].map((address) => voteThrough(target, address)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: number }).id));
    const hashes = await Promise.all(
      ids.map(
        async (id) =>
          (await api.db.query<{ ip_hash: string }[]>('SELECT ip_hash FROM vote_ledger WHERE id = $1', [id]))[0].ip_hash,
      ),
    );
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[2]).not.toBe(hashes[0]);
  });

  it('refuses the metrics address itself, without asking an API', async () => {
    for (const path of ['/api/metrics', '/api/metrics/']) {
      const answer = await fetch(`${base}${path}`);
      expect(answer.status).toBe(404);
      // nginx's own page, not the API's French JSON: the request never reached an API.
      expect(answer.headers.get('content-type')).toContain('text/html');
    }
  });

  it('passes the live ranking’s WebSocket through to the live processes', async () => {
    const target = await openParticipant();
    const [{ contest_id: contestId }] = await api.db.query<{ contest_id: number }[]>(
      'SELECT contest_id FROM participants WHERE id = $1',
      [target],
    );
    const socket = io(`${base}/contests`, { transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    const update = new Promise<{ contest: number }>((resolve, reject) => {
      socket.once('connect_error', reject);
      socket.on('ranking_update', resolve);
    });
    socket.once('connect', () => socket.emit('get_ranking', { contest_id: contestId }));
    expect(await update).toMatchObject({ contest: contestId });
  });

  /** Takes API `index` out of the balancer's pool for `run`: nginx sends everything to the other one meanwhile. */
  async function withoutApi<T>(index: number, run: () => Promise<T>): Promise<T> {
    await behind[index].close();
    // Probes first: nginx learns the API is down from them, and never retries a POST on the other one.
    const health = await Promise.all(Array.from({ length: 10 }, () => fetch(`${base}/api/health/`)));
    expect(health.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    try {
      return await run();
    } finally {
      behind[index] = await listening(upstreams[index]);
    }
  }

  it('keeps the photos in the bucket both APIs share: each serves the other’s uploads', async () => {
    const parent = await makeUser(api);
    const photo = await makeImage({ withGps: true });
    const upload = async () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        name: 'Awa',
        date_of_birth: '2025-06-01',
        gender: 'female',
        country: 'Sénégal',
        city: 'Dakar',
      }))
        form.append(name, value);
      form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'bebe.jpg');
      const answer = await fetch(`${base}/api/contests/babies/`, { method: 'POST', headers: parent.auth, body: form });
      const body = (await answer.json()) as { id: number; photo_urls: Record<string, string> };
      expect({ status: answer.status, body }).toMatchObject({ status: 201 });
      return body;
    };
    // One upload through each API: the other is out of the pool while it is made.
    const babies = [await withoutApi(1, upload), await withoutApi(0, upload)];
    for (const baby of babies) {
      expect(baby.photo_urls.full).toContain(`/${BUCKET}/babies/`);
      for (const port of upstreams) {
        const read = await fetch(`http://127.0.0.1:${port}/api/contests/babies/${baby.id}/`, { headers: parent.auth });
        expect(((await read.json()) as { photo_urls: unknown }).photo_urls).toEqual(baby.photo_urls);
      }
      for (const url of Object.values(baby.photo_urls)) {
        const served = await fetch(url);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
      }
    }
  });

  it('keeps answering, votes included, through a rolling restart of the two APIs', async () => {
    const target = await openParticipant();
    const voters = [await makeUser(api), await makeUser(api)];
    for (const index of [0, 1]) {
      await withoutApi(index, async () =>
        expect((await voteThrough(target, `192.0.2.${index + 1}`, voters[index])).status).toBe(201),
      );
    }
  });
});
