import { createHmac, randomBytes } from 'node:crypto';
import { ADDRESS_WINDOW_SECONDS, AddressActivity, DeviceIds } from '@app/identity';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { type ApiHarness, startApi } from './support/api-harness';
import { DEFAULT_PASSWORD, makeAdmin, makeUser } from './support/factories';

const REQUIRED = {
  detail:
    'Vérification automatique de votre navigateur : beaucoup de demandes viennent de votre réseau. Votre navigateur la fait seul, puis renvoie la demande.',
  code: 'proof_of_work_required',
};
const INVALID = {
  detail: 'La vérification automatique de votre navigateur a échoué ou a expiré. Veuillez réessayer.',
  code: 'proof_of_work_invalid',
};
const REUSED = {
  detail: 'Cette vérification automatique a déjà servi. Veuillez réessayer.',
  code: 'proof_of_work_reused',
};

interface Challenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

const suffix = () => randomBytes(5).toString('hex');
const registration = () => {
  const name = `parent_${suffix()}`;
  return {
    first_name: 'Awa',
    last_name: 'Ndiaye',
    username: name,
    email: `${name}@example.com`,
    password: 'Soleil-Dakar-2026',
    confirm_password: 'Soleil-Dakar-2026',
  };
};

/** What the site's browser sends back: the solved challenge, JSON in base64 (ALTCHA's payload). */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('challenge without a solution');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }),
  ).toString('base64');
}

/**
 * Counters live in 10-minute windows: a test that counts to 100 starts a fresh window when the current
 * one ends too soon, so that its requests all fall into one window.
 */
async function withinOneWindow(neededSeconds: number): Promise<void> {
  const left = ADDRESS_WINDOW_SECONDS - ((Date.now() / 1000) % ADDRESS_WINDOW_SECONDS);
  if (left < neededSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 50));
}

/** Runs `count` requests, `batch` at a time, each given its index. */
async function inBatches<T>(count: number, batch: number, send: (index: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < count; start += batch) {
    const indexes = Array.from({ length: Math.min(batch, count - start) }, (_, offset) => start + offset);
    answers.push(...(await Promise.all(indexes.map(send))));
  }
  return answers;
}

describe('limits per address: carrier-sized ceilings, a proof of work past the free requests', () => {
  let api: ApiHarness;
  let devices: DeviceIds;

  beforeAll(async () => {
    // A small difficulty: Node's Web Crypto is far slower per hash than a browser's.
    api = await startApi({ TRUSTED_PROXIES: '127.0.0.1', PROOF_OF_WORK_MAX_NUMBER: '1000' });
    devices = api.app.get(DeviceIds);
  });
  afterAll(() => api.close());

  /** A phone's browser: its own device cookie, behind `address`. */
  const phone = (address: string) => {
    const cookie = `bs_device=${devices.issue()}`;
    return {
      register: (body: object, proof?: string) => {
        const request = api.http
          .post('/api/user/register/')
          .set('X-Forwarded-For', address)
          .set('Cookie', cookie)
          .send(body);
        return proof ? request.set('X-Proof-Of-Work', proof) : request;
      },
      login: (email: string, password = DEFAULT_PASSWORD, proof?: string) => {
        const request = api.http
          .post('/api/login/')
          .set('X-Forwarded-For', address)
          .set('Cookie', cookie)
          .send({ email, password });
        return proof ? request.set('X-Proof-Of-Work', proof) : request;
      },
    };
  };

  it('lets 60 parents sign up and sign in from one carrier address, each on a phone, without any proof', async () => {
    await withinOneWindow(60);
    const address = '203.0.113.60';
    const answers = await inBatches(60, 10, async () => {
      const browser = phone(address);
      const body = registration();
      const signedUp = await browser.register(body);
      const signedIn = await browser.login(body.email, body.password);
      return [signedUp.status, signedIn.status];
    });
    expect(answers.flat().filter((status) => status !== 201 && status !== 200)).toEqual([]);
  }, 120_000);

  it('asks the 101st sign-up from one address in 10 minutes for a proof, which serves once; other addresses are not asked', async () => {
    await withinOneWindow(90);
    const address = '198.51.100.20';
    const statuses = await inBatches(100, 10, async () => (await phone(address).register(registration())).status);
    expect(statuses.filter((status) => status !== 201)).toEqual([]);

    const late = phone(address);
    const body = registration();
    const asked = await late.register(body).expect(429);
    expect(asked.body).toEqual({
      ...REQUIRED,
      challenge: {
        algorithm: 'SHA-256',
        challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
        // Past its free requests, the address's challenges take twice the usual work.
        maxnumber: 2000,
        salt: expect.stringMatching(/\?expires=\d+&$/),
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    expect(asked.headers['retry-after']).toBeUndefined();
    expect(await api.db.query('SELECT id FROM users WHERE email = $1', [body.email])).toEqual([]);

    const proof = await solve(asked.body.challenge);
    const created = await late.register(body, proof).expect(201);
    expect(created.body.user.email).toBe(body.email);

    const again = await phone(address).register(registration(), proof).expect(400);
    expect(again.body).toEqual(REUSED);

    const forged = JSON.parse(Buffer.from(await solve(asked.body.challenge), 'base64').toString()) as object;
    const wrongNumber = Buffer.from(JSON.stringify({ ...forged, number: 1_000_001 })).toString('base64');
    expect((await phone(address).register(registration(), wrongNumber).expect(400)).body).toEqual(INVALID);
    expect((await phone(address).register(registration(), 'pas-une-preuve').expect(400)).body).toEqual(INVALID);

    const key = createHmac('sha256', api.config.auth.jwtSecret).update('proof-of-work').digest('hex');
    const stale = await createChallenge({ hmacKey: key, maxnumber: 1000, expires: new Date(Date.now() - 1000) });
    const expired = await solve({ ...stale, algorithm: 'SHA-256', maxnumber: 1000 });
    expect((await phone(address).register(registration(), expired).expect(400)).body).toEqual(INVALID);

    // The challenge route's own challenges serve as well, without a refusal first.
    const fresh = await api.http.get('/api/auth/challenge/').expect(200);
    expect(fresh.headers['cache-control']).toBe('no-store');
    await phone(address)
      .register(registration(), await solve(fresh.body))
      .expect(201);

    await phone('198.51.100.21').register(registration()).expect(201);
  }, 120_000);

  it('asks the 101st sign-in from one address for a proof, on the site and the back office alike', async () => {
    await withinOneWindow(60);
    const address = '198.51.100.30';
    const { user } = await makeUser(api);
    const browser = phone(address);
    const statuses = await inBatches(100, 10, async () => (await browser.login(user.email)).status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const asked = await browser.login(user.email).expect(429);
    expect(asked.body).toMatchObject(REQUIRED);
    await browser.login(user.email, DEFAULT_PASSWORD, await solve(asked.body.challenge)).expect(200);

    const admin = await makeAdmin(api);
    const signIn = (proof?: string) =>
      api.app.inject({
        method: 'POST',
        url: '/admin/api/admin/session/',
        headers: { 'x-forwarded-for': address, ...(proof ? { 'x-proof-of-work': proof } : {}) },
        payload: { email: admin.user.email, password: DEFAULT_PASSWORD },
      });
    const refused = await signIn();
    expect(refused.statusCode).toBe(429);
    const challenge = refused.json<{ challenge: Challenge }>().challenge;
    expect((await signIn(await solve(challenge))).statusCode).toBe(200);
  }, 120_000);

  it('asks a new device for a proof once 100 devices were first used from its address; known ones are not asked', async () => {
    await withinOneWindow(30);
    const address = '198.51.100.40';
    const { user } = await makeUser(api);
    const known = phone(address);
    await known.login(user.email).expect(200);
    const activity = api.app.get(AddressActivity);
    for (let index = 0; index < 99; index += 1) {
      expect(await activity.deviceFirstUse(address, devices.hash(`voter-${suffix()}`))).toBe(true);
    }

    const asked = await phone(address).login(user.email).expect(429);
    expect(asked.body).toMatchObject(REQUIRED);
    await known.login(user.email).expect(200);
    // Without a device id, a request is as unknown as a new device.
    await api.http
      .post('/api/login/')
      .set('X-Forwarded-For', address)
      .send({ email: user.email, password: DEFAULT_PASSWORD })
      .expect(429);
  });
});

describe('the ceiling of an address', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi({
      TRUSTED_PROXIES: '127.0.0.1',
      RATE_LIMIT_REGISTER_PER_IP: '3',
      PROOF_OF_WORK_FREE_PER_ADDRESS: '1',
      PROOF_OF_WORK_MAX_NUMBER: '1000',
    });
  });
  afterAll(() => api.close());

  it('counts a sign-up sent again with its proof once, and answers a plain 429 with Retry-After once reached, proof or not', async () => {
    const register = (proof?: string) => {
      const request = api.http.post('/api/user/register/').set('X-Forwarded-For', '192.0.2.9').send(registration());
      return proof ? request.set('X-Proof-Of-Work', proof) : request;
    };
    await register().expect(201);
    const asked = await register().expect(429);
    await register(await solve(asked.body.challenge)).expect(201);
    // The request that was asked for a proof took nothing of the ceiling: a third sign-up still passes.
    const fresh = await api.http.get('/api/auth/challenge/').expect(200);
    await register(await solve(fresh.body)).expect(201);
    const again = await api.http.get('/api/auth/challenge/').expect(200);
    for (const proof of [undefined, await solve(again.body)]) {
      const refused = await register(proof).expect(429);
      expect(refused.body).toEqual({
        detail: expect.stringMatching(/^Trop de tentatives\. Veuillez réessayer dans/),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
