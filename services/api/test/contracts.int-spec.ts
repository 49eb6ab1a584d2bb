import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ApiHarness, startApi } from './support/api-harness';

describe('contracts for the front ends', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('match the OpenAPI document the API serves (run `npm run contracts` after changing the API)', async () => {
    const served: unknown = (await api.http.get('/api/docs/openapi.json').expect(200)).body;
    const committed: unknown = JSON.parse(
      await readFile(join(__dirname, '../../../libs/platform/contracts/openapi.json'), 'utf8'),
    );
    expect(served).toEqual(committed);
  });
});
