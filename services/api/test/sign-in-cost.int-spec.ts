import { randomBytes } from 'node:crypto';
import { AddressActivity, PasswordHasher } from '@app/identity';
import { type ApiHarness, startApi } from './support/api-harness';
import { DEFAULT_PASSWORD, makeUser } from './support/factories';

const WRONG = "Aucun compte actif n'a été trouvé avec les identifiants fournis";

describe('what a flood of sign-ins costs the server, and what it costs the flood', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi({ TRUSTED_PROXIES: '127.0.0.1', RATE_LIMIT_LOGIN_FAILURES_PER_IP: '5' });
  });
  afterAll(() => api.close());
  afterEach(() => jest.restoreAllMocks());

  const login = (email: string, address: string, password = 'Pas-le-bon-2026') =>
    api.http.post('/api/login/').set('X-Forwarded-For', address).send({ email, password });
  const unknownEmail = () => `personne-${randomBytes(4).toString('hex')}@example.com`;

  it('refuses the failed sign-ins of one address past its budget with a French 429, before any password hash', async () => {
    const hashes = jest.spyOn(api.app.get(PasswordHasher), 'verify');
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(unknownEmail(), '203.0.113.13')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(answers.find((answer) => answer.status === 401)?.body.detail).toBe(WRONG);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.detail).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Eight attempts, five hashes: the refused ones cost a Redis read.
    expect(hashes).toHaveBeenCalledTimes(5);

    // The address waits, even with the right password; another address does not.
    const parent = await makeUser(api);
    await login(parent.user.email, '203.0.113.13', DEFAULT_PASSWORD).expect(429);
    await login(parent.user.email, '203.0.113.14', DEFAULT_PASSWORD).expect(200);
    expect(hashes).toHaveBeenCalledTimes(6);
  });

  it('gives a successful sign-in its point back: a carrier address of parents who type their password right is never refused', async () => {
    const parent = await makeUser(api);
    for (let index = 0; index < 4; index += 1) await login(unknownEmail(), '203.0.113.15').expect(401);
    for (let index = 0; index < 10; index += 1) {
      await login(parent.user.email, '203.0.113.15', DEFAULT_PASSWORD).expect(200);
    }
    // The fifth failure still gets its hash and its 401; the sixth is refused.
    await login(unknownEmail(), '203.0.113.15').expect(401);
    await login(unknownEmail(), '203.0.113.15').expect(429);
  });

  it('makes the challenge harder as its address gets busier', async () => {
    const activity = api.app.get(AddressActivity);
    const maxNumber = async (address: string) =>
      (await api.http.get('/api/auth/challenge/').set('X-Forwarded-For', address).expect(200)).body.maxnumber;
    const address = '203.0.113.16';
    expect(await maxNumber(address)).toBe(50_000);
    // Past the 100 free requests of the window: twice the work; from 400: four times.
    for (let index = 0; index < 100; index += 1) await activity.recordSignIn(address);
    expect(await maxNumber(address)).toBe(100_000);
    for (let index = 0; index < 300; index += 1) await activity.recordSignup(address);
    expect(await maxNumber(address)).toBe(100_000);
    for (let index = 0; index < 300; index += 1) await activity.recordSignIn(address);
    expect(await maxNumber(address)).toBe(200_000);
    // A sign-in asked for its proof gets the same harder challenge; a quiet address the usual one.
    const asked = await login(unknownEmail(), address).expect(429);
    expect(asked.body).toMatchObject({ code: 'proof_of_work_required', challenge: { maxnumber: 200_000 } });
    expect(await maxNumber('203.0.113.17')).toBe(50_000);
  });
});
