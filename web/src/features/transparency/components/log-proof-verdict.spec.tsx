import { stubApi } from '@bebe-star/web-common/test/stub-api';
import type { VoteLeaf } from '@contracts/transparency/leaf';
import { fromBase64, toBase64 } from '@contracts/transparency/tree-head';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render-page';
import { VerifierPage } from '../pages/verifier-page';
import { checkpointedLog, LOG_KEY, ORIGIN, WITNESS_NAME, WITNESSES } from '../test/checkpointed-log';
import { leaf, leafV3, TEST_KEY } from '../test/signed-log';

const LEAVES = [leaf(1), leaf(2, { participant: 13 }), leaf(3, { contest: 5 }), leafV3(4, { channel: 'ussd' })];
const log = checkpointedLog(LEAVES);
const CONTEST = { id: 4, title: 'Concours Bébés Filles — Saison sèche' };

/** The keys as a visit on 27 November at 11:00 kept them (what GET verifier-key and witnesses gave). */
const KEPT = { log: LOG_KEY, witnesses: WITNESSES.witnesses, quorum: 1, readAt: '2026-11-27T11:00:00.000Z' };

type Routes = Parameters<typeof stubApi>[0];

/** /verifier with the site answering (its keys), or cut off (`offline`: every request fails). */
function openVerifier({ offline = false, routes = {} }: { offline?: boolean; routes?: Routes } = {}) {
  const api = offline
    ? vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    : stubApi({
        'GET /api/transparency/keys': [TEST_KEY],
        'GET /api/transparency/log/verifier-key': new Response(`${LOG_KEY}\n`),
        'GET /api/transparency/log/witnesses': WITNESSES,
        'GET /api/contests/contests/4': CONTEST,
        ...routes,
      });
  renderPage(<VerifierPage />, { path: '/verifier' });
  return api;
}

const upload = async (text: string, name = 'recu-4.tlog-proof') =>
  userEvent.upload(screen.getByLabelText(/Choisir le fichier du dossier ou de la preuve/), new File([text], name));

const verdict = async (title: string) => (await screen.findByText(title)).closest('.verdict') as HTMLElement;
const factOf = (box: HTMLElement, term: string) => within(box).getByText(term).nextElementSibling?.textContent;

describe('/verifier: a vote’s offline proof', () => {
  afterEach(() => vi.restoreAllMocks());

  it('verifies a dropped .tlog-proof against the log’s and the witness’s keys, and says what it proves', async () => {
    openVerifier();
    await upload(await log.proof(3));

    const box = await verdict('Vérifié');
    expect(within(box).getByText('Ce que la preuve établit')).toBeInTheDocument();
    expect(factOf(box, 'Vote')).toBe('Vote gratuit · 1 vote');
    expect(await within(box).findByText('Concours Bébés Filles — Saison sèche (n° 4)')).toBeInTheDocument();
    expect(factOf(box, 'Participant')).toBe('n° 12');
    expect(factOf(box, 'Enregistré le')).toBe('27 novembre 2026 à 10:00');
    expect(factOf(box, 'Canal du vote')).toBe('Menu USSD');
    expect(factOf(box, 'Place dans le registre')).toBe('4e vote');
    expect(factOf(box, 'Point de contrôle cosigné')).toBe('registre de 4 votes');
    expect(factOf(box, 'Cosigné par')).toBe(`«\u00a0${WITNESS_NAME}\u00a0» le 27 novembre 2026 à 10:06`);
    expect(factOf(box, 'Clés utilisées')).toMatch(
      new RegExp(`^le registre «\u00a0${ORIGIN}\u00a0» et 1 témoin \\(1 cosignature requise\\)lues sur le site le `),
    );
    expect(screen.getByText('Fichier : recu-4.tlog-proof')).toBeInTheDocument();
  });

  it('checks a proof pasted as text, its lines ended CR LF and its last newline lost', async () => {
    openVerifier();
    const text = (await log.proof(0)).trimEnd().replace(/\n/g, '\r\n');
    await userEvent.click(screen.getByText('Coller le texte d’une preuve hors ligne'));
    await userEvent.click(screen.getByLabelText('Texte de la preuve'));
    await userEvent.paste(text);
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier la preuve' }));

    const box = await verdict('Vérifié');
    expect(factOf(box, 'Place dans le registre')).toBe('1er vote');
    expect(screen.getByText('Texte collé')).toBeInTheDocument();
  });

  it('says what is wrong with a pasted text that is not a proof, before checking anything', async () => {
    openVerifier();
    await userEvent.click(screen.getByText('Coller le texte d’une preuve hors ligne'));
    await userEvent.type(screen.getByLabelText('Texte de la preuve'), 'bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier la preuve' }));

    expect(screen.getByText(/^Collez le texte de la preuve/).textContent).toBe(
      'Collez le texte de la preuve, de sa première ligne «\u00a0c2sp.org/tlog-proof@v1\u00a0» à sa dernière signature.',
    );
    expect(screen.getByLabelText('Texte de la preuve')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Vérifié')).not.toBeInTheDocument();
  });

  it('says "Invalide" for a proof whose vote was changed: it no longer leads to the signed root', async () => {
    openVerifier();
    const proof = await log.proof(1);
    const [header, extra, ...rest] = proof.split('\n');
    const changed = JSON.parse(new TextDecoder().decode(fromBase64(extra.slice(6)))) as VoteLeaf;
    changed.participant = 12;
    const tampered = [header, `extra ${toBase64(new TextEncoder().encode(JSON.stringify(changed)))}`, ...rest].join(
      '\n',
    );
    await upload(tampered);

    const box = await verdict('Invalide');
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Le vote n'est pas dans le registre signé : la preuve ne mène pas à sa racine."]);
    expect(within(box).getByText('Ce que la preuve affirme')).toBeInTheDocument();
  });

  it('says "Invalide" for a checkpoint signed by another key, or cosigned by no trusted witness', async () => {
    openVerifier({ routes: { 'GET /api/transparency/log/witnesses': { ...WITNESSES, quorum: 1, witnesses: [] } } });
    await upload(await log.proof(2));
    const box = await verdict('Invalide');
    expect(
      within(box).getByText("Le point de contrôle n'est cosigné que par 0 témoin(s) sur les 1 requis."),
    ).toBeInTheDocument();
    expect(factOf(box, 'Cosigné par')).toBe('aucun témoin');

    const forged = (await log.proof(2)).replace(
      /— bebe-star\.example\/api\/transparency\/log (\S)/,
      (_, first: string) => `— bebe-star.example/api/transparency/log ${first === 'A' ? 'B' : 'A'}`,
    );
    await upload(forged);
    expect(await screen.findByText("Le point de contrôle n'est pas signé par la clé du registre.")).toBeInTheDocument();
  });

  it('recognises a proof by its first line, whatever the file’s name, and a file that only looks like one', async () => {
    openVerifier();
    await upload(await log.proof(0), 'preuve.txt');
    expect(await verdict('Vérifié')).toBeInTheDocument();

    await upload('c2sp.org/tlog-proof@v1\nextra !!!\n', 'abime.tlog-proof');
    expect(
      await screen.findByText("Ce fichier n'est pas une preuve de vote (c2sp.org/tlog-proof@v1)."),
    ).toBeInTheDocument();
  });

  it('checks with the network cut, with the keys kept from an earlier visit, and says when they were read', async () => {
    localStorage.setItem('transparency_log_keys', JSON.stringify(KEPT));
    openVerifier({ offline: true });
    await upload(await log.proof(3));

    const box = await verdict('Vérifié');
    expect(factOf(box, 'Clés utilisées')).toBe(
      `le registre «\u00a0${ORIGIN}\u00a0» et 1 témoin (1 cosignature requise)lues sur le site le 27 novembre 2026 à 11:00`,
    );
    // Offline, the contest is named by its number.
    expect(factOf(box, 'Concours')).toBe('n° 4');
  });

  it('keeps the keys it reads online, for a later check with no network', async () => {
    openVerifier();
    await upload(await log.proof(3));
    await verdict('Vérifié');
    const kept = JSON.parse(localStorage.getItem('transparency_log_keys')!) as typeof KEPT;
    expect(kept).toMatchObject({ log: LOG_KEY, witnesses: WITNESSES.witnesses, quorum: 1 });
    expect(Date.now() - Date.parse(kept.readAt)).toBeLessThan(60_000);
  });

  it('says "Non vérifié", and why, when no key was ever read and the network is cut', async () => {
    openVerifier({ offline: true });
    await upload(await log.proof(3));

    expect(await screen.findByText('Non vérifié')).toBeInTheDocument();
    expect(
      screen.getByText(/Les clés du registre et de ses témoins n’ont encore jamais été lues par ce navigateur/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Vérifié')).not.toBeInTheDocument();
  });

  it('says "Non vérifié" for a log that never signed anything, without asking for its keys', async () => {
    const api = stubApi({ 'GET /api/transparency/keys': [] });
    renderPage(<VerifierPage />, { path: '/verifier' });
    await upload(await log.proof(3));

    expect(await screen.findByText('Non vérifié')).toBeInTheDocument();
    expect(api.calls('GET', '/api/transparency/log/verifier-key')).toHaveLength(0);
    expect(api.calls('GET', '/api/transparency/log/checkpoint')).toHaveLength(0);
  });

  it('does not keep keys the site serves malformed, and checks with the ones kept before', async () => {
    localStorage.setItem('transparency_log_keys', JSON.stringify(KEPT));
    openVerifier({ routes: { 'GET /api/transparency/log/verifier-key': new Response('pas une clé') } });
    await upload(await log.proof(3));

    expect(await verdict('Vérifié')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('transparency_log_keys')!)).toEqual(KEPT);
  });

  it('still checks a results dossier through the same input', async () => {
    openVerifier();
    await upload('{"votes":[1]}', 'dossier.json');
    expect(await screen.findByText('Ce fichier n’est pas un dossier de résultats Bébé Star.')).toBeInTheDocument();
    await upload(await log.proof(0));
    expect(await verdict('Vérifié')).toBeInTheDocument();
  });
});
