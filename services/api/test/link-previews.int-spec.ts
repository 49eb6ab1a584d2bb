import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeUser } from './support/factories';

const WEB = resolve(__dirname, '../../../web');
const ORIGIN = 'https://bebestar.example';
/** What WhatsApp's link preview sends: it runs no script, it reads the raw HTML's head. */
const WHATSAPP = 'WhatsApp/2.23.20.0 A';

/** The content of the `<meta property|name="…">` tags of a page's head, by their property or name. */
function metaTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [, key, content] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    tags[key] = content.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  }
  return tags;
}

describe('link previews: the raw HTML of a shared page carries its Open Graph and Twitter card tags', () => {
  let api: ApiHarness;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'bebe-star-link-previews-'));
    execFileSync(
      process.execPath,
      [
        resolve(WEB, '../node_modules/vite/bin/vite.js'),
        'build',
        '--ssr',
        'src/entry-server.tsx',
        '--outDir',
        join(root, 'server'),
        '--logLevel',
        'error',
      ],
      { cwd: WEB, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    await writeFile(
      join(root, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="Le site" /><title>Bébé Star</title></head><body><div id="root"></div></body></html>',
    );
    api = await startApi({
      WEB_ROOT: root,
      WEB_SERVER_ENTRY: join(root, 'server', 'entry-server.cjs'),
      PUBLIC_WEB_URL: ORIGIN,
    });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await rm(root, { recursive: true, force: true });
  });

  const fetchLikeWhatsApp = (path: string) => api.http.get(path).set('User-Agent', WHATSAPP).expect(200);

  it('names the child by first name, the contest and the call to vote, with the photo and the canonical address', async () => {
    const contest = await makeContest(api, { title: 'Concours des Étoiles' });
    const parent = await makeUser(api);
    const baby = await makeBaby(api, parent.user.id, { name: 'Awa', dateOfBirth: '2024-01-02' });
    const participant = await makeParticipant(api, contest.id, baby, parent.user.id);

    const page = await fetchLikeWhatsApp(`/vote/${contest.id}/${participant.id}?utm_source=whatsapp`);
    const tags = metaTags(page.text);

    expect(page.text).toContain('<title>Votez pour Awa — Concours des Étoiles</title>');
    expect(tags).toMatchObject({
      'og:title': 'Votez pour Awa — Concours des Étoiles',
      'og:type': 'profile',
      'og:url': `${ORIGIN}/vote/${contest.id}/${participant.id}`,
      'og:site_name': 'Bébé Star',
      'og:locale': 'fr_FR',
      'twitter:card': 'summary_large_image',
    });
    expect(tags['og:description']).toContain('Concours des Étoiles');
    expect(tags['og:description']).toContain('votez pour Awa');
    expect(tags['og:description']).toContain(`Code de vote : ${participant.voteCode}`);
    expect(tags.description).toBe(tags['og:description']);
    // The card size of the re-encoded photo, at an absolute address that answers with the image.
    expect(tags['og:image']).toMatch(new RegExp(`^${ORIGIN}/.+-card\\.webp$`));
    expect(tags['twitter:image']).toBe(tags['og:image']);
    const image = await api.http.get(new URL(tags['og:image']).pathname).expect(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(Number(image.headers['content-length'] ?? image.body.length)).toBeLessThan(300_000);
    // Nothing of the child beyond what the page shows: no date of birth, no parent.
    expect(page.text).not.toContain('2024-01-02');
    expect(page.text).not.toContain(parent.user.email);
    expect(page.text.match(/<title>/g)).toHaveLength(1);
    expect(page.text).not.toContain('content="Le site"');
  });

  it("gives a contest's pages and the home page their own previews", async () => {
    const contest = await makeContest(api, { title: 'Concours des Soleils' });

    const ranking = metaTags((await fetchLikeWhatsApp(`/concours/${contest.id}/classement`)).text);
    expect(ranking).toMatchObject({
      'og:title': 'Concours des Soleils — Bébé Star',
      'og:url': `${ORIGIN}/concours/${contest.id}/classement`,
      'og:type': 'website',
      'og:locale': 'fr_FR',
    });

    const home = metaTags((await fetchLikeWhatsApp('/')).text);
    expect(home).toMatchObject({
      'og:title': 'Bébé Star — concours photo de bébés',
      'og:url': `${ORIGIN}/`,
      'og:site_name': 'Bébé Star',
    });
  });
});
