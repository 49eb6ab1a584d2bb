import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MetricsService } from '@app/observability';
import { paymentRow, type PaymentStatus } from '@app/testing';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeUser } from './support/factories';

const WEB = resolve(__dirname, '../../../web');
/** What marks a page the server rendered (the state handed to the browser), absent from the bare page. */
const RENDERED = 'id="server-state"';

describe("the site's pages rendered on the server: one render per page, whatever the query says, and a limit per client", () => {
  let api: ApiHarness;
  let root: string;
  let contestId: number;
  /** A payment provider that takes calls and never answers (a slow operator). */
  let silentProvider: Server;
  const calls: Socket[] = [];

  beforeAll(async () => {
    // The site's real server build (its routes and what each reads), made for this test.
    root = await mkdtemp(join(tmpdir(), 'bebe-star-page-renders-'));
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
      '<!doctype html><html><head><title>Bébé Star</title></head><body><div id="root"></div></body></html>',
    );
    silentProvider = createServer((socket) => calls.push(socket));
    await new Promise<void>((listening) => silentProvider.listen(0, '127.0.0.1', listening));
    api = await startApi({
      PAYMENTS_MODE: 'sandbox',
      PAYMENT_SANDBOX_URL: `http://127.0.0.1:${(silentProvider.address() as AddressInfo).port}`,
      WEB_ROOT: root,
      WEB_SERVER_ENTRY: join(root, 'server', 'entry-server.cjs'),
      // The client's address is the one the proxy (this test) forwards.
      TRUSTED_PROXIES: '127.0.0.1',
    });
    contestId = (await makeContest(api)).id;
  }, 120_000);
  afterAll(async () => {
    calls.forEach((socket) => socket.destroy());
    silentProvider?.close();
    await api?.close();
    await rm(root, { recursive: true, force: true });
  });

  /** Renders started so far, by outcome (rendered, or bare: busy, client over its limit). */
  const renders = async (): Promise<Record<string, number>> => {
    const metric = await api.app.get(MetricsService).registry.getSingleMetric('site_page_renders_total')!.get();
    return Object.fromEntries(metric.values.map(({ labels, value }) => [String(labels.outcome), value]));
  };
  const page = (path: string, client: string) => api.http.get(path).set('X-Forwarded-For', client).expect(200);

  it('renders the home page once for /, /?x=1, /?x=2…: parameters no page reads start no render', async () => {
    const before = (await renders()).rendered ?? 0;
    const first = await page('/', '198.51.100.1');
    expect(first.text).toContain(RENDERED);
    for (let i = 1; i <= 8; i += 1) {
      const shared = await page(`/?x=${i}&utm_source=campagne${i}`, `198.51.100.${i + 1}`);
      expect(shared.text).toContain(RENDERED);
    }
    expect((await renders()).rendered).toBe(before + 1);
  });

  it('limits the renders one client address starts with valid parameters, sending it the bare page beyond', async () => {
    const before = await renders();
    const flood = [];
    for (let i = 1; i <= 14; i += 1) {
      flood.push((await page(`/concours/${contestId}/participants?search=prenom${i}`, '203.0.113.7')).text);
    }
    const rendered = flood.filter((html) => html.includes(RENDERED)).length;
    expect(rendered).toBe(10);
    expect(flood.slice(10).every((html) => html.includes('<div id="root"></div>'))).toBe(true);
    const after = await renders();
    expect((after.rendered ?? 0) - (before.rendered ?? 0)).toBe(10);
    expect((after.client_limit ?? 0) - (before.client_limit ?? 0)).toBe(4);

    // A page already rendered is sent to everyone, its client included; another visitor is not held back.
    const kept = await page(`/concours/${contestId}/participants?x=9&search=prenom10`, '203.0.113.7');
    expect(kept.text).toContain(RENDERED);
    const other = await page(`/concours/${contestId}/participants?search=prenom14`, '192.0.2.44');
    expect(other.text).toContain(RENDERED);
  });

  describe('the pages that were blank until their code arrived', () => {
    async function paymentOf(status: PaymentStatus, transactionId: string): Promise<void> {
      const parent = await makeUser(api);
      const contest = await makeContest(api);
      const baby = await makeBaby(api, parent.user.id, { name: 'Aminata' });
      const participant = await makeParticipant(api, contest.id, baby, parent.user.id);
      await paymentRow(api.db, {
        transactionId,
        status,
        userId: parent.user.id,
        participantId: participant.id,
        contestId: contest.id,
        packName: 'Pack Boost',
        votes: 60,
        amount: 2000,
      });
    }

    it('sends the payment return page with its frame and reference at once when the operator is slow to answer', async () => {
      await paymentOf('pending', 'BS-SLOW-1');
      const started = Date.now();
      const html = (await page('/payment-success?provider=cinetpay&transaction_id=BS-SLOW-1', '198.51.100.60')).text;
      // Not the bare page after the whole render's 3 s: the frame, as soon as the data wait is over.
      expect(Date.now() - started).toBeLessThan(2_500);
      expect(html).toContain(RENDERED);
      expect(html).toMatch(/<header class="header">/);
      expect(html).toContain('<h1>Vérification du paiement…</h1>');
      expect(html).toContain('BS-SLOW-1');
      // Without JavaScript, the page's own form asks for it again.
      expect(html).toMatch(/<form (?=[^>]*method="get")(?=[^>]*action="\/payment-success")[^>]*>/);
      expect(html).toMatch(/<button type="submit" class="button button--primary">Actualiser<\/button>/);
      expect(calls.length).toBeGreaterThan(0);
    });

    it('sends a cancelled payment as cancelled, not failed', async () => {
      await paymentOf('cancelled', 'BS-CANCELLED-1');
      const html = (await page('/payment-failed?provider=cinetpay&transaction_id=BS-CANCELLED-1', '198.51.100.61'))
        .text;
      expect(html).toContain(RENDERED);
      expect(html).toContain('<h1>Paiement annulé</h1>');
      expect(html).toContain('Vous n’avez rien payé.');
      expect(html).not.toContain('Paiement échoué');
      expect(html).toContain('Aminata');
      expect(html).toContain('Pack Boost');
      expect(html).toContain('BS-CANCELLED-1');
    });

    it('sends /verifier with its heading, its forms and the receipt a link names, waiting for the browser’s check', async () => {
      const hash = 'ab'.repeat(32);
      const html = (await page(`/verifier?recu=12&empreinte=${hash}&utm_source=sms`, '198.51.100.62')).text;
      expect(html).toContain(RENDERED);
      expect(html).toContain('<h1 class="page-title">Vérifier un vote ou un résultat</h1>');
      expect(html).toMatch(/<input[^>]*name="recu"[^>]*value="12"/);
      expect(html).toContain(hash);
      expect(html).toContain('Vérification du reçu...');
      expect(html).toContain('Vérifier un dossier de résultats');
    });

    it('sends /gagnants with its heading and the latest podiums read from the API', async () => {
      const parent = await makeUser(api);
      const closed = await makeContest(api, { status: 'closed', title: 'Concours de la Saison des pluies' });
      const baby = await makeBaby(api, parent.user.id, { name: 'Kadiatou' });
      const winner = await makeParticipant(api, closed.id, baby, parent.user.id);
      await api.db.query(
        `INSERT INTO winners (contest_id, participant_id, baby_id, user_id, rank, votes, prize, baby_name, parent_name)
         VALUES ($1, $2, $3, $4, 1, 120, 50000, $5, 'Fatou Ndiaye')`,
        [closed.id, winner.id, baby.id, parent.user.id, baby.name],
      );
      const html = (await page('/gagnants', '198.51.100.63')).text;
      expect(html).toContain(RENDERED);
      expect(html).toContain('<h1 class="awards-hero__title">Nos gagnants</h1>');
      expect(html).toContain('Concours de la Saison des pluies');
      expect(html).toContain('Kadiatou');
    });
  });
});
