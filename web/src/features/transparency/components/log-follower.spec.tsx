import { stubApi } from '@bebe-star/web-common/test/stub-api';
import { toBase64 } from '@contracts/transparency/tree-head';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render-page';
import { VerifierPage } from '../pages/verifier-page';
import { checkpointedLog, LOG_KEY, ORIGIN, WITNESSES } from '../test/checkpointed-log';
import { leaf, TEST_KEY } from '../test/signed-log';

const LEAVES = Array.from({ length: 9 }, (_, i) => leaf(i + 1));
const log = checkpointedLog(LEAVES);
/** Another history: the same first four votes, then others. */
const other = checkpointedLog([...LEAVES.slice(0, 4), ...LEAVES.slice(4).map((one) => ({ ...one, participant: 99 }))]);

const STORAGE = 'transparency_followed_checkpoint';
const SEEN_AT = '2026-11-20T08:15:00.000Z';

/** The checkpoint this browser remembers: `size` votes of `history`, checked on 20 November at 08:15. */
const remember = (size: number, history = log) =>
  localStorage.setItem(
    STORAGE,
    JSON.stringify({ origin: ORIGIN, size, root: toBase64(history.root(size)), checkedAt: SEEN_AT }),
  );

const remembered = (): unknown => JSON.parse(localStorage.getItem(STORAGE) ?? 'null');

/** /verifier while the log's latest checkpoint is `note`, its tiles those of `tiles`. */
function openVerifier(note: string | null, tiles = log, size = LEAVES.length) {
  const api = stubApi({
    'GET /api/transparency/keys': [TEST_KEY],
    'GET /api/transparency/log/verifier-key': new Response(LOG_KEY),
    'GET /api/transparency/log/witnesses': WITNESSES,
    ...(note === null ? {} : { 'GET /api/transparency/log/checkpoint': new Response(note) }),
    [`GET /api/transparency/log/tile/0/000.p/${size}`]: new Response(tiles.tile(size)),
  });
  renderPage(<VerifierPage />, { path: '/verifier' });
  return api;
}

const FORK = 'Le registre montre un autre historique que celui vu le 20 novembre 2026 à 08:15 : signalez-le.';

describe('/verifier: the log this browser follows', () => {
  afterEach(() => vi.restoreAllMocks());

  it('remembers the first checkpoint it checks, and says so discreetly', async () => {
    openVerifier(log.checkpoint());
    expect(await screen.findByText(/^Registre suivi : 9 votes, vérifié le /)).toBeInTheDocument();
    expect(remembered()).toMatchObject({ origin: ORIGIN, size: 9, root: toBase64(log.root()) });
  });

  it('remembers a larger checkpoint once the tiles prove it continues the one seen', async () => {
    remember(4);
    const api = openVerifier(log.checkpoint());
    expect(await screen.findByText(/^Registre suivi : 9 votes, vérifié le /)).toBeInTheDocument();
    expect(remembered()).toMatchObject({ size: 9, root: toBase64(log.root()) });
    expect(api.calls('GET', '/api/transparency/log/tile/0/000.p/9')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('alerts, and keeps the one seen, for a checkpoint of the same size with another root', async () => {
    remember(9, other);
    openVerifier(log.checkpoint());
    expect((await screen.findByRole('alert')).textContent).toContain(FORK);
    expect(remembered()).toMatchObject({ size: 9, root: toBase64(other.root()), checkedAt: SEEN_AT });
  });

  it('alerts for a log that shrank', async () => {
    remember(9);
    openVerifier(log.checkpoint(7), log, 7);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FORK);
    expect(alert).toHaveTextContent('Ce navigateur avait vu un registre de 9 votes ; le site en montre un de 7 votes');
    expect(remembered()).toMatchObject({ size: 9, checkedAt: SEEN_AT });
  });

  it('alerts for a larger checkpoint that does not continue the one seen', async () => {
    remember(6, other);
    openVerifier(log.checkpoint());
    expect(await screen.findByRole('alert')).toHaveTextContent(FORK);
    expect(remembered()).toMatchObject({ size: 6, root: toBase64(other.root(6)) });
  });

  it('alerts when the tiles are another history’s than the checkpoint’s', async () => {
    remember(4);
    openVerifier(log.checkpoint(), other);
    expect(await screen.findByRole('alert')).toHaveTextContent(FORK);
    expect(remembered()).toMatchObject({ size: 4 });
  });

  it('alerts for a checkpoint the log’s key did not sign, and remembers nothing', async () => {
    openVerifier(log.checkpoint().replace(`\n9\n`, `\n10\n`));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le point de contrôle du registre n’est pas signé par sa clé : signalez-le.',
    );
    expect(remembered()).toBeNull();
  });

  it('shows the one seen when the log cannot be read', async () => {
    remember(4);
    openVerifier(null);
    expect(
      await screen.findByText('Registre suivi : 4 votes, vérifié le 20 novembre 2026 à 08:15.'),
    ).toBeInTheDocument();
    expect(remembered()).toMatchObject({ size: 4, checkedAt: SEEN_AT });
  });
});
