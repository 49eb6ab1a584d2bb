import { STATEMENT_SUMMARY } from '@bebe-star/web-common/test/fixtures';
import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { fakeAccessToken } from '@/test/factories';
import { renderPage } from '@/test/render-page';
import type { StatementLine } from '../api/get-statement-votes';
import { VoteStatementPage } from './vote-statement-page';

const line = (id: number, overrides: Partial<StatementLine> = {}): StatementLine => ({
  id,
  kind: 'free',
  votes: 1,
  created_at: '2026-11-24T09:00:00.000Z',
  channel: 'web',
  voter: 'a***@g***.com',
  payment_reference: null,
  status: 'counted',
  status_label: 'Compté',
  reason: null,
  decided_at: null,
  contestable_id: null,
  dispute: null,
  ...overrides,
});

const page = (results: StatementLine[], count = results.length, next: string | null = null) => ({
  count,
  next,
  previous: null,
  results,
});

const LINES = [
  line(14, {
    status: 'rejected',
    status_label: 'Refusé',
    kind: 'held',
    reason: 'Votes en série depuis une même connexion',
    decided_at: '2026-11-24T10:00:00.000Z',
    contestable_id: 31,
  }),
  line(13, { kind: 'paid', votes: 10, voter: 'Anonyme', payment_reference: '****7F3A', channel: 'ussd' }),
  line(12, {
    status: 'held',
    status_label: 'En vérification',
    kind: 'held',
    reason: 'Appareil récent',
    channel: 'sms',
  }),
  line(11, {
    status: 'reversed',
    status_label: 'Annulé',
    reason: 'Comptes en série',
    contestable_id: 30,
    dispute: { id: 2, status: 'answered', answer: 'Les votes restent annulés.' },
  }),
];

function openStatement(routes: Record<string, unknown> = {}) {
  const api = stubApi({
    'GET /api/contests/participants/40/statement': STATEMENT_SUMMARY,
    'GET /api/contests/participants/40/statement/votes': page(LINES),
    ...routes,
  });
  renderPage(<VoteStatementPage />, { path: '/compte/votes/:participantId', entry: '/compte/votes/40' });
  return api;
}

describe('the vote statement of a parent’s child', () => {
  beforeEach(() => authStore.save(fakeAccessToken(5)));
  afterEach(() => vi.restoreAllMocks());

  it('shows the totals, the ranking’s count among them, and each vote with what became of it', async () => {
    openStatement();
    expect(await screen.findByRole('heading', { name: "Relevé des votes d'Aïcha" })).toBeVisible();
    const totals = screen.getByLabelText('Totaux du relevé');
    const figure = (label: string) => within(totals).getByText(label).nextElementSibling?.firstChild?.textContent;
    expect(figure('Gratuits')).toBe('12');
    expect(figure('Payants')).toBe('10');
    expect(figure('En vérification')).toBe('2');
    expect(figure('Refusés')).toBe('1');
    expect(figure('Annulés')).toBe('3');
    expect(figure('Total')).toBe('19');
    expect(within(totals).getByText('Nombre de votes du classement')).toBeVisible();

    const lines = within(await screen.findByRole('list', { name: 'Votes reçus, du plus récent au plus ancien' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('Refusé');
    expect(lines[0]).toContain('Votes en série depuis une même connexion');
    expect(lines[1]).toContain('Payant · 10 votes');
    expect(lines[1]).toContain('****7F3A');
    expect(lines[2]).toContain('En vérification');
    expect(lines[3]).toContain('Contestation envoyée');
    expect(lines[3]).toContain('Réponse : Les votes restent annulés.');
    expect(screen.getAllByRole('button', { name: /^Contester le vote du / })).toHaveLength(1);
  });

  it('labels each vote with the channel it came through: the site, USSD or SMS', async () => {
    openStatement();
    const list = await screen.findByRole('list', { name: 'Votes reçus, du plus récent au plus ancien' });
    const channels = within(list)
      .getAllByText('Canal')
      .map((term) => term.nextElementSibling?.textContent);
    expect(channels).toEqual(['Web', 'USSD', 'SMS', 'Web']);
  });

  it('links each vote to its receipt on /verifier', async () => {
    openStatement();
    const list = await screen.findByRole('list', { name: 'Votes reçus, du plus récent au plus ancien' });
    const receipts = within(list).getAllByRole('link', { name: /^Vérifier le reçu n° / });
    expect(receipts.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['n° 14', '/verifier?recu=14'],
      ['n° 13', '/verifier?recu=13'],
      ['n° 12', '/verifier?recu=12'],
      ['n° 11', '/verifier?recu=11'],
    ]);
  });

  it('says that the votes are in the closed contest’s results dossier, with its PDF and file', async () => {
    const version = {
      version: 1,
      created_at: '2026-11-26T08:00:00Z',
      leaves: 40,
      tree_size: 900,
      file_sha256: 'a'.repeat(64),
      file_url: '/api/contests/contests/4/results/dossier.json?version=1',
      pdf_url: '/api/contests/contests/4/results/dossier.pdf?version=1',
    };
    openStatement({
      'GET /api/contests/contests/4': { id: 4, title: STATEMENT_SUMMARY.contest_name, status: 'closed' },
      'GET /api/contests/contests/4/results': {
        contest_id: 4,
        key_fingerprint: 'b'.repeat(64),
        latest: version,
        versions: [version],
      },
    });
    const line = await screen.findByText(/^Ces votes figurent dans le dossier de résultats du concours/);
    expect(within(line).getByRole('link', { name: 'PDF' })).toHaveAttribute('href', version.pdf_url);
    expect(within(line).getByRole('link', { name: 'Fichier des votes (JSON)' })).toHaveAttribute(
      'href',
      version.file_url,
    );
  });

  it('says nothing of a dossier while the contest is open, and does not ask for it', async () => {
    const api = openStatement({
      'GET /api/contests/contests/4': { id: 4, title: STATEMENT_SUMMARY.contest_name, status: 'open' },
    });
    await screen.findByRole('list', { name: 'Votes reçus, du plus récent au plus ancien' });
    await vi.waitFor(() => expect(api.calls('GET', '/api/contests/contests/4')).toHaveLength(1));
    expect(screen.queryByText(/dossier de résultats/)).toBeNull();
    expect(api.calls('GET', '/api/contests/contests/4/results')).toEqual([]);
  });

  it('contests a refused vote with a required message, then shows the dispute as sent', async () => {
    let answered = false;
    const api = openStatement({
      'GET /api/contests/participants/40/statement/votes': () =>
        json(
          page(
            answered ? [{ ...LINES[0], dispute: { id: 3, status: 'open', answer: null } }, ...LINES.slice(1)] : LINES,
          ),
        ),
      'POST /api/contests/participants/40/statement/disputes': () => {
        answered = true;
        return json(
          {
            id: 3,
            participant_id: 40,
            ledger_id: 31,
            message: 'x',
            status: 'open',
            detail: 'Contestation enregistrée.',
          },
          201,
        );
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Contester le vote du / }));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByText('Écrivez votre message.')).toBeVisible();
    await user.type(screen.getByLabelText('Votre message'), 'Mon frère a voté depuis chez nous.');
    expect(screen.getByText('34/1000')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Contestation enregistrée.');
    expect(screen.getAllByText('Contestation envoyée')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Contester le vote du / })).toBeNull();
    const post = api.mock.calls.map(([input]) => input as Request).find((request) => request.method === 'POST');
    expect(await post?.json()).toEqual({ ledger_id: 31, message: 'Mon frère a voté depuis chez nous.' });
  });

  it('loads the next page of votes on demand', async () => {
    openStatement({
      'GET /api/contests/participants/40/statement/votes': (request: Request) =>
        json(
          new URL(request.url).searchParams.get('page') === '2'
            ? page([line(1)], 5)
            : page(LINES, 5, 'http://localhost/api/contests/participants/40/statement/votes?page=2'),
        ),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('4 lignes affichées sur 5')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Voir plus de votes' }));
    expect(await screen.findByText('5 lignes affichées sur 5')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Voir plus de votes' })).toBeNull();
  });

  it('downloads the statement as a CSV file through the signed-in client', async () => {
    const api = openStatement({
      'GET /api/contests/participants/40/statement.csv': new Response('date;statut\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="releve-aicha.csv"' },
      }),
    });
    const createObjectURL = vi.fn(() => 'blob:releve');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Télécharger (CSV)' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('releve-aicha.csv');
    const request = api.mock.calls.map(([input]) => input as Request).find((r) => r.url.endsWith('statement.csv'));
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('says so when the child is not the signed-in parent’s', async () => {
    openStatement({
      'GET /api/contests/participants/40/statement': json({ detail: 'Participant introuvable.' }, 404),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Participant introuvable.');
  });

  it.each([
    ['the network fails', new TypeError('Failed to fetch')],
    ['the request times out', new DOMException('The operation timed out.', 'TimeoutError')],
  ])('says in French when %s, never the browser’s words', async (_case, error) => {
    openStatement({ 'GET /api/contests/participants/40/statement': () => Promise.reject(error) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Problème de connexion. Vérifiez votre internet.');
    expect(screen.queryByText(new RegExp(error.message))).toBeNull();
  });
});
