import { ApiError, NetworkError, unwrap } from '@bebe-star/web-common/api-errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';

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
