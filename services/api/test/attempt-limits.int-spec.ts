import { RateLimitService } from '@app/common/rate-limit/rate-limit.service';
import { REDIS } from '@app/redis';
import type Redis from 'ioredis';
import { type ApiHarness, startApi } from './support/api-harness';

describe('attempt limits beside the auto-pipelined Redis connection', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('counts the first attempt of a rule while batches of other commands are under way', async () => {
    const shared = api.app.get<Redis>(REDIS);
    const limits = api.app.get(RateLimitService);
    // Commands of other requests issued in the same tick share one pipeline of the shared connection.
    const others = Array.from({ length: 50 }, (_, index) => shared.get(`attempts-test:${index}`));
    await expect(limits.consume({ name: 'attempts-test', points: 3, windowSeconds: 60 }, 'k')).resolves.toBeUndefined();
    await expect(Promise.all(others)).resolves.toHaveLength(50);
    await limits.consume({ name: 'attempts-test', points: 3, windowSeconds: 60 }, 'k');
    await limits.consume({ name: 'attempts-test', points: 3, windowSeconds: 60 }, 'k');
    await expect(limits.consume({ name: 'attempts-test', points: 3, windowSeconds: 60 }, 'k')).rejects.toMatchObject({
      status: 429,
    });
  });
});
