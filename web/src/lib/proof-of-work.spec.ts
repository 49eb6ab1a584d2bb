import { proofOfWorkStatus } from '@bebe-star/web-common/proof-of-work';
import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { createChallenge } from 'altcha-lib/v1';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';

const KEY = 'clé-de-test';

describe('the proof of work of a busy address', () => {
  afterEach(() => vi.restoreAllMocks());

  it('solves the challenge of a 429 and sends the request once more with its solution', async () => {
    const challenge = await createChallenge({ hmacKey: KEY, maxnumber: 500 });
    const seen: string[] = [];
    let solvingWhileAsked = false;
    const unsubscribe = proofOfWorkStatus.subscribe(() => {
      if (proofOfWorkStatus.solving()) solvingWhileAsked = true;
    });
    stubApi({
      'POST /api/login': async (request: Request) => {
        const proof = request.headers.get('X-Proof-Of-Work');
        seen.push(`${proof ? 'proof' : 'none'} ${JSON.stringify(await request.json())}`);
        if (!proof) return json({ detail: 'Vérification…', code: 'proof_of_work_required', challenge }, 429);
        const payload = JSON.parse(atob(proof)) as { number: number; signature: string };
        expect(payload.signature).toBe(challenge.signature);
        return json({ access: 'a', refresh: 'r' });
      },
    });
    const result = await api.POST('/api/login', { body: { email: 'awa@example.com', password: 'secret-123' } });
    expect(result.response.status).toBe(200);
    expect(seen).toEqual([
      'none {"email":"awa@example.com","password":"secret-123"}',
      'proof {"email":"awa@example.com","password":"secret-123"}',
    ]);
    unsubscribe();
    expect(solvingWhileAsked).toBe(true);
    expect(proofOfWorkStatus.solving()).toBe(false);
  });

  it('leaves any other 429 to the caller, without a second request', async () => {
    const fetch = stubApi({ 'POST /api/login': json({ detail: 'Trop de tentatives.' }, 429) });
    const result = await api.POST('/api/login', { body: { email: 'awa@example.com', password: 'secret-123' } });
    expect(result.response.status).toBe(429);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
