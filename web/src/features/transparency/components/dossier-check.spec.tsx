import { stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render-page';
import { VerifierPage } from '../pages/verifier-page';
import { LOG_KEY } from '../test/checkpointed-log';
import {
  COURT_WITNESS,
  leaf,
  PARENTS_WITNESS,
  signedLog,
  STRANGER_WITNESS,
  type TestWitness,
  TEST_KEY,
} from '../test/signed-log';

const LEAVES = [leaf(1), leaf(2, { participant: 13 }), leaf(3, { contest: 5 }), leaf(4)];
const NAMES = { 12: 'Awa', 13: 'Fatou' };
const log = signedLog(LEAVES);

/** GET /api/transparency/log/witnesses: the court officer's witness and a parents' association's, both required. */
const WITNESSES = {
  witnesses: [COURT_WITNESS, PARENTS_WITNESS].map(({ name, key }) => ({ name, verifier_key: key })),
  quorum: 2,
  court_witness: COURT_WITNESS.name,
};

/** The keys as a visit on 27 November at 11:00 kept them. */
const KEPT = { ...WITNESSES, log: LOG_KEY, readAt: '2026-11-27T11:00:00.000Z' };

const COURT_MARK = `«\u00a0${COURT_WITNESS.name}\u00a0» le 27 novembre 2026 à 10:06 (témoin du commissaire de justice)`;
const PARENTS_MARK = `«\u00a0${PARENTS_WITNESS.name}\u00a0» le 27 novembre 2026 à 10:06`;

type Routes = Parameters<typeof stubApi>[0];

/** /verifier with the site answering its keys (`logRoutes: false`: the log's cannot be read). */
function openVerifier({ routes = {}, logRoutes = true }: { routes?: Routes; logRoutes?: boolean } = {}) {
  stubApi({
    'GET /api/transparency/keys': [TEST_KEY],
    ...(logRoutes && {
      'GET /api/transparency/log/verifier-key': new Response(`${LOG_KEY}\n`),
      'GET /api/transparency/log/witnesses': WITNESSES,
    }),
    ...routes,
  });
  renderPage(<VerifierPage />, { path: '/verifier' });
}

/** Contest 4's dossier, its close cosigned by `cosigners` (none: a dossier published before closes were sealed). */
const dossierCosignedBy = (cosigners: TestWitness[] | null) =>
  log.dossier(4, NAMES, (content) => {
    if (cosigners) content.checkpoint = log.seal(cosigners);
  });

const upload = async (dossier: unknown) =>
  userEvent.upload(
    screen.getByLabelText(/Choisir le fichier du dossier ou de la preuve/),
    new File([JSON.stringify(dossier)], 'dossier-resultats-concours-4-v1.json', { type: 'application/json' }),
  );

async function pasteCourtKey(key: string) {
  await userEvent.click(screen.getByText('Vérifier la clôture avec la clé du commissaire de justice'));
  const field = screen.getByLabelText('Clé du témoin du commissaire de justice (facultatif)');
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(key);
  await userEvent.tab();
}

const verdict = async (title: string) => (await screen.findByText(title)).closest('.verdict') as HTMLElement;
const factOf = (box: HTMLElement, term: string) => within(box).getByText(term).nextElementSibling;
const problemsOf = (box: HTMLElement) =>
  within(box)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('/verifier: a results dossier’s sealed close', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks the close with the court officer’s witness key the site publishes, and names who cosigned it', async () => {
    openVerifier();
    await upload(await dossierCosignedBy([COURT_WITNESS, PARENTS_WITNESS]));

    const box = await verdict('Vérifié');
    expect(within(box).getByRole('heading', { name: 'Clôture scellée' })).toBeInTheDocument();
    expect(factOf(box, 'Point de contrôle de clôture')?.textContent).toBe('registre de 4 votes');
    const cosigners = Array.from(factOf(box, 'Cosignée par')!.children).map((line) => line.textContent);
    expect(cosigners).toEqual([COURT_MARK, PARENTS_MARK]);
    expect(factOf(box, 'Clé du témoin du commissaire de justice')?.textContent).toMatch(
      new RegExp(`^«\u00a0${COURT_WITNESS.name}\u00a0», publiée par ce site \\(lue le `),
    );
  });

  it('says "Invalide" when the court officer’s witness the site names did not cosign the close', async () => {
    openVerifier();
    await upload(await dossierCosignedBy([PARENTS_WITNESS]));

    const box = await verdict('Invalide');
    expect(problemsOf(box)).toEqual([`Le témoin « ${COURT_WITNESS.name} » n'a pas cosigné la clôture.`]);
    expect(factOf(box, 'Cosignée par')?.textContent).toBe(PARENTS_MARK);
  });

  it('checks the close with the key the court officer handed over, pasted before or after the file', async () => {
    openVerifier();
    await pasteCourtKey(COURT_WITNESS.key);
    await upload(await dossierCosignedBy([COURT_WITNESS]));
    const box = await verdict('Vérifié');
    expect(factOf(box, 'Clé du témoin du commissaire de justice')?.textContent).toBe('celle que vous avez collée');
    expect(factOf(box, 'Cosignée par')?.textContent).toBe(COURT_MARK);

    // Another witness's key, pasted once the file is checked: that witness did not cosign, the verdict turns red.
    await pasteCourtKey(STRANGER_WITNESS.key);
    const refused = await verdict('Invalide');
    expect(problemsOf(refused)).toEqual([`Le témoin « ${STRANGER_WITNESS.name} » n'a pas cosigné la clôture.`]);
  });

  it('says what is wrong with a pasted key that cannot be read, or that is not a witness’s, and checks nothing', async () => {
    openVerifier();
    await upload(await dossierCosignedBy([COURT_WITNESS]));
    await verdict('Vérifié');

    await pasteCourtKey(COURT_WITNESS.key.slice(0, -4));
    const unreadable =
      'Cette clé n’est pas lisible : recopiez-la exactement, de la forme nom+identifiant+clé, sans espace ni retour à la ligne.';
    const field = screen.getByLabelText('Clé du témoin du commissaire de justice (facultatif)');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(unreadable)).toHaveLength(2);
    expect(await verdict('Non vérifié')).toBeInTheDocument();
    expect(screen.queryByText('Vérifié')).not.toBeInTheDocument();

    await pasteCourtKey(LOG_KEY);
    expect(
      await screen.findAllByText(
        'Cette clé n’est pas celle d’un témoin : c’est peut-être celle du registre. Demandez au commissaire de justice la clé de son témoin.',
      ),
    ).toHaveLength(2);

    // Emptied, the field gives the check back to the site's key.
    await userEvent.clear(field);
    expect(await verdict('Vérifié')).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('says plainly that a dossier published before closes were sealed has none, and refuses it given a key', async () => {
    openVerifier();
    await upload(await dossierCosignedBy(null));
    const box = await verdict('Vérifié');
    expect(
      within(box).getByText(
        'Ce dossier ne porte pas de clôture scellée par les témoins du registre : les dossiers publiés avant leur mise en place n’en ont pas.',
      ),
    ).toBeInTheDocument();

    await pasteCourtKey(COURT_WITNESS.key);
    const refused = await verdict('Invalide');
    expect(problemsOf(refused)).toEqual(['Le dossier ne porte pas de point de contrôle de clôture cosigné.']);
  });

  it('uses the witnesses’ keys this browser kept when the site’s cannot be read', async () => {
    localStorage.setItem('transparency_log_keys', JSON.stringify(KEPT));
    openVerifier({ logRoutes: false });
    await upload(await dossierCosignedBy([PARENTS_WITNESS]));

    const box = await verdict('Invalide');
    expect(problemsOf(box)).toEqual([`Le témoin « ${COURT_WITNESS.name} » n'a pas cosigné la clôture.`]);
    expect(factOf(box, 'Clé du témoin du commissaire de justice')?.textContent).toBe(
      `«\u00a0${COURT_WITNESS.name}\u00a0», publiée par ce site (lue le 27 novembre 2026 à 11:00)`,
    );
  });

  it('checks what it can without any witness’s key, and asks for the court officer’s', async () => {
    openVerifier({ logRoutes: false });
    await upload(await dossierCosignedBy([COURT_WITNESS]));

    const box = await verdict('Vérifié');
    expect(factOf(box, 'Cosignée par')?.textContent).toBe('aucun témoin dont la clé est connue');
    expect(factOf(box, 'Clé du témoin du commissaire de justice')?.textContent).toBe(
      'inconnue : les clés des témoins n’ont pas pu être lues. Collez celle que le commissaire de justice vous a remise.',
    );

    await pasteCourtKey(COURT_WITNESS.key);
    const checked = await verdict('Vérifié');
    expect(factOf(checked, 'Cosignée par')?.textContent).toBe(COURT_MARK);
  });

  it('says when the log has no witness, and names no court officer’s', async () => {
    openVerifier({
      routes: { 'GET /api/transparency/log/witnesses': { witnesses: [], quorum: 0, court_witness: null } },
    });
    await upload(await dossierCosignedBy([]));

    const box = await verdict('Vérifié');
    expect(factOf(box, 'Cosignée par')?.textContent).toBe('aucun témoin');
    expect(factOf(box, 'Clé du témoin du commissaire de justice')?.textContent).toBe(
      'aucune : ce site ne désigne pas de témoin du commissaire de justice',
    );
  });

  it('refuses a close whose checkpoint seals another state than the dossier’s head', async () => {
    openVerifier();
    const other = signedLog(LEAVES.slice(0, 3));
    await upload(
      await log.dossier(4, NAMES, (content) => {
        content.checkpoint = other.seal([COURT_WITNESS]);
      }),
    );
    const box = await verdict('Invalide');
    expect(problemsOf(box)).toEqual(["Le point de contrôle de clôture ne scelle pas l'état signé du dossier."]);
    expect(factOf(box, 'Point de contrôle de clôture')?.textContent).toBe('registre de 3 votes');
  });
});
