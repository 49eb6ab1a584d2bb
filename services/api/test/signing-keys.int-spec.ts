import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import ts from 'typescript';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeAdmin, type MadeUser } from './support/factories';

/** The development default that earlier versions shipped in the source: an attacker's first guess. */
const PUBLISHED_DEVELOPMENT_SECRET = 'development-only-secret-change-me-in-production-0123456789';

/** Every string written in the configuration module's source (literals and the fixed parts of templates). */
function configStrings(): string[] {
  const directory = join(__dirname, '../../../libs/platform/config/src');
  const found = new Set<string>();
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))) {
    const source = ts.createSourceFile(file, readFileSync(join(directory, file), 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...found].filter((text) => text.length > 0);
}

/** The admin's genuine token, claims unchanged, signed again with `key`. */
function resign(admin: MadeUser, key: string): Promise<string> {
  const { exp, ...claims } = decodeJwt(admin.token);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(exp!)
    .sign(new TextEncoder().encode(key));
}

describe('signing keys: none is written in the source', () => {
  let api: ApiHarness;
  let admin: MadeUser;

  beforeAll(async () => {
    // No JWT_SECRET given: the instance runs on the key it made on its first start, as `npm start` does.
    api = await startApi();
    admin = await makeAdmin(api);
  });
  afterAll(() => api.close());

  const adminReads = (token: string) => [
    api.http.get(`/api/users/${admin.user.id}/`).set('Authorization', `Bearer ${token}`),
    api.http.get('/api/payments/admin/stats').set('Authorization', `Bearer ${token}`),
  ];

  it('opens the back office to the genuine token', async () => {
    for (const response of await Promise.all(adminReads(admin.token))) expect(response.status).toBe(200);
  });

  it('refuses a token signed with any string of the configuration module, or a published default', async () => {
    const candidates = [
      ...configStrings(),
      PUBLISHED_DEVELOPMENT_SECRET,
      `vote-ip-hash:${PUBLISHED_DEVELOPMENT_SECRET}`,
    ];
    expect(candidates.length).toBeGreaterThan(50);
    expect(candidates).not.toContain(api.config.auth.jwtSecret);
    const accepted: string[] = [];
    for (const key of candidates) {
      const forged = await resign(admin, key);
      const statuses = (await Promise.all(adminReads(forged))).map((response) => response.status);
      if (statuses.some((status) => status !== 401)) accepted.push(`${key}: ${statuses.join(', ')}`);
    }
    expect(accepted).toEqual([]);
  });
});
