import { ApiError, NetworkError, unwrap } from '@bebe-star/web-common/api-errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { authStore } from './auth-store';

const NETWORK = 'Problème de connexion. Vérifiez votre internet.';

const failWith = (error: unknown) => vi.spyOn(globalThis, 'fetch').mockRejectedValue(error);

describe('the API client when no answer comes', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['a failed fetch (Chrome)', new TypeError('Failed to fetch')],
    ['a failed fetch (Safari)', new TypeError('Load failed')],
    ['a timeout', new DOMException('The operation timed out.', 'TimeoutError')],
    ['an abort the caller did not ask for', new DOMException('The operation was aborted.', 'AbortError')],
  ])('fails with the French message on %s', async (_case, error) => {
    failWith(error);
    const failure = await api.GET('/api/contests/contests/in-progress').catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as Error).message).toBe(NETWORK);
  });

  it('leaves the caller’s own cancellation as the AbortError it is', async () => {
    const controller = new AbortController();
    controller.abort();
    failWith(new DOMException('The operation was aborted.', 'AbortError'));
    const failure = await api
      .GET('/api/contests/contests/in-progress', { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(failure).not.toBeInstanceOf(NetworkError);
    expect((failure as Error).name).toBe('AbortError');
  });

  it.each([
    [502, 'Erreur du serveur. Veuillez réessayer plus tard.'],
    [504, NETWORK],
  ])('gives a %i without the server’s message the spec’s text', async (status, message) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('<html>Bad Gateway</html>', { status, headers: { 'Content-Type': 'text/html' } }),
    );
    const failure = await api
      .GET('/api/contests/contests/in-progress')
      .then((result) => unwrap(result, 'Erreur lors du chargement des concours'))
      .catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(message);
  });
});

describe('the API client when the session has expired', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    authStore.clear();
  });

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  /** Answers with 401 to the expired token, `refreshed` to the refresh, the participant to anyone else. */
  function stubApi(refreshed: Response) {
    return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const request = input as Request;
      if (new URL(request.url).pathname === '/api/token/refresh') return Promise.resolve(refreshed.clone());
      const token = request.headers.get('Authorization');
      if (token === 'Bearer expired') return Promise.resolve(json({ detail: 'Jeton expiré' }, 401));
      return Promise.resolve(json({ id: 7, token }));
    });
  }

  it('renews it silently with the refresh token and replays the request', async () => {
    authStore.save('expired', 'refresh-1');
    stubApi(json({ access: 'fresh', refresh: 'refresh-2' }));
    const { data } = await api.GET('/api/contests/participants/{id}', { params: { path: { id: 7 } } });
    expect(data).toEqual({ id: 7, token: 'Bearer fresh' });
    expect(authStore.get()).toMatchObject({ accessToken: 'fresh', refreshToken: 'refresh-2' });
  });

  it('keeps the visitor on the page, signed out, when the refresh fails: the read is answered as a visitor’s', async () => {
    const opened = window.location.href;
    authStore.save('expired', 'refresh-1');
    stubApi(json({ detail: 'Jeton invalide' }, 401));
    const { data } = await api.GET('/api/contests/participants/{id}', { params: { path: { id: 7 } } });
    expect(data).toEqual({ id: 7, token: null });
    expect(authStore.get()).toBeNull();
    expect(window.location.href).toBe(opened);
  });
});
