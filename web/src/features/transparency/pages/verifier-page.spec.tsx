import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import type { VoteLeaf } from '@contracts/transparency/leaf';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render-page';
import { leaf, leafV2, leafV3, signedLog, TEST_KEY } from '../test/signed-log';
import { VerifierPage } from './verifier-page';

/**
 * Contest 4's votes, with another contest's in between: a dossier proves only some of the log's leaves.
 * Rows 5 and 6 were written since the phone number is the voter (leaves v2), row 7 since every phone
 * votes (v3: an SMS vote).
 */
const LEAVES = [
  leaf(1),
  leaf(2, { participant: 13, kind: 'paid', weight: 10, voter: null, device: null, payment: 'c'.repeat(32) }),
  leaf(3, { contest: 5, participant: 30 }),
  leaf(4),
  leafV2(5, { kind: 'held', weight: 0 }),
  leafV2(6, { kind: 'release', weight: 1, ref: 5 }),
  leafV3(7, { participant: 13, channel: 'sms' }),
];
const NAMES = { 12: 'Awa', 13: 'Fatou' };
const log = signedLog(LEAVES);
const CONTEST = { id: 4, title: 'Concours Bébés Filles — Saison sèche' };

function openVerifier(entry = '/verifier', routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/transparency/keys': [TEST_KEY],
    'GET /api/contests/contests/4': CONTEST,
    ...routes,
  });
  renderPage(<VerifierPage />, { path: '/verifier', entry });
  return api;
}

const linkTo = (id: number, hash: string) => `/verifier?recu=${id}&empreinte=${hash}`;

describe('/verifier: a receipt', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks the receipt the vote page links to, and says what it checked', async () => {
    const receipt = await log.receipt(3);
    openVerifier(linkTo(4, receipt.leaf_hash), { 'GET /api/transparency/receipts/4': receipt });

    expect(await screen.findByText('Vérifié')).toBeInTheDocument();
    const facts = screen.getByText('Ce qui a été vérifié').parentElement!;
    expect(within(facts).getByText('Vote gratuit · 1 vote')).toBeInTheDocument();
    expect(await within(facts).findByText('Concours Bébés Filles — Saison sèche (n° 4)')).toBeInTheDocument();
    expect(within(facts).getByText('n° 12')).toBeInTheDocument();
    expect(within(facts).getByText('4e vote')).toBeInTheDocument();
    expect(within(facts).getByText(/^7 votes, signé le 27 novembre 2026/)).toBeInTheDocument();
    expect(within(facts).getByText(TEST_KEY.fingerprint)).toBeInTheDocument();
    expect(within(facts).getByText('L’empreinte de votre reçu est celle du vote enregistré.')).toBeInTheDocument();
    expect(screen.getByLabelText('Numéro du reçu')).toHaveValue('4');
  });

  it('names the child by first name, as the public ranking does', async () => {
    const receipt = await log.receipt(3, { participant_name: 'Awa', standing: null });
    openVerifier(linkTo(4, receipt.leaf_hash), { 'GET /api/transparency/receipts/4': receipt });

    const facts = (await screen.findByText('Ce qui a été vérifié')).parentElement!;
    expect(within(facts).getByText('Awa (n° 12)')).toBeInTheDocument();
    expect(within(facts).queryByText('n° 12')).not.toBeInTheDocument();
  });

  it('counts a held vote an administrator released as 1 vote, and checks the release’s own receipt from its link', async () => {
    const held = await log.receipt(4, {
      participant_name: 'Awa',
      standing: { status: 'released', votes: 1, decided_by: 6, decided_at: '2026-11-27T09:30:00Z' },
    });
    const release = await log.receipt(5, { participant_name: 'Awa', standing: null });
    openVerifier(linkTo(5, held.leaf_hash), {
      'GET /api/transparency/receipts/5': held,
      'GET /api/transparency/receipts/6': release,
    });

    const facts = (await screen.findByText('Ce qui a été vérifié')).parentElement!;
    expect(within(facts).getByText('Vote mis en vérification')).toBeInTheDocument();
    expect(within(facts).queryByText(/0 vote/)).not.toBeInTheDocument();
    const standing = within(facts).getByText('Compte aujourd’hui').parentElement!;
    expect(standing).toHaveTextContent('1 vote · validé le 27 novembre 2026 à 09:30 (reçu n° 6)');

    await userEvent.click(within(standing).getByRole('link', { name: 'reçu n° 6' }));
    expect(await screen.findByText('Vote en vérification validé · 1 vote')).toBeInTheDocument();
    expect(screen.getByLabelText('Numéro du reçu')).toHaveValue('6');
  });

  it('says "Invalide" when the fingerprint is not the recorded vote’s', async () => {
    const receipt = await log.receipt(3);
    const altered = `${receipt.leaf_hash.slice(0, 63)}${receipt.leaf_hash.endsWith('0') ? '1' : '0'}`;
    openVerifier(linkTo(4, altered), { 'GET /api/transparency/receipts/4': receipt });

    expect(await screen.findByText('Invalide')).toBeInTheDocument();
    expect(
      screen.getByText("Le vote enregistré n'est pas celui de votre reçu : son empreinte diffère."),
    ).toBeInTheDocument();
    expect(screen.getByText('Ce que la preuve affirme')).toBeInTheDocument();
    expect(screen.queryByText('L’empreinte de votre reçu est celle du vote enregistré.')).not.toBeInTheDocument();
  });

  it('says "Invalide" when the proof does not lead to the signed root', async () => {
    const receipt = await log.receipt(3);
    const proof = [receipt.proof[1], receipt.proof[0], ...receipt.proof.slice(2)];
    openVerifier(linkTo(4, receipt.leaf_hash), { 'GET /api/transparency/receipts/4': { ...receipt, proof } });

    expect(await screen.findByText('Invalide')).toBeInTheDocument();
    expect(
      screen.getByText("Le vote n'est pas dans le registre signé : la preuve ne mène pas à sa racine."),
    ).toBeInTheDocument();
  });

  it('checks a receipt whose leaf names the phone number (v2), and refuses it with another number', async () => {
    const receipt = await log.receipt(5);
    openVerifier(linkTo(6, receipt.leaf_hash), {
      'GET /api/transparency/receipts/6': { ...receipt, leaf: { ...receipt.leaf, number: 'e'.repeat(32) } },
    });

    expect(await screen.findByText('Invalide')).toBeInTheDocument();
    expect(
      screen.getByText("Le vote enregistré n'est pas celui de votre reçu : son empreinte diffère."),
    ).toBeInTheDocument();
  });

  it('shows the channel of a v3 receipt, and refuses the receipt once its channel is changed', async () => {
    const receipt = await log.receipt(6);
    openVerifier(linkTo(7, receipt.leaf_hash), { 'GET /api/transparency/receipts/7': receipt });

    expect(await screen.findByText('Vérifié')).toBeInTheDocument();
    const facts = screen.getByText('Ce qui a été vérifié').parentElement!;
    expect(within(facts).getByText('Canal du vote').nextElementSibling).toHaveTextContent('SMS');
    expect(within(facts).getByText('n° 13')).toBeInTheDocument();
  });

  it('says "Invalide" for a v3 receipt whose channel is not the recorded vote’s', async () => {
    const receipt = await log.receipt(6);
    openVerifier(linkTo(7, receipt.leaf_hash), {
      'GET /api/transparency/receipts/7': { ...receipt, leaf: { ...receipt.leaf, channel: 'web' } },
    });

    expect(await screen.findByText('Invalide')).toBeInTheDocument();
    expect(
      screen.getByText("Le vote enregistré n'est pas celui de votre reçu : son empreinte diffère."),
    ).toBeInTheDocument();
    expect(screen.getByText('Site web')).toBeInTheDocument();
  });

  it('does not show a channel for a receipt written before channels were recorded', async () => {
    const receipt = await log.receipt(5);
    openVerifier(linkTo(6, receipt.leaf_hash), { 'GET /api/transparency/receipts/6': receipt });

    expect(await screen.findByText('Vérifié')).toBeInTheDocument();
    expect(screen.queryByText('Canal du vote')).not.toBeInTheDocument();
  });

  it('refuses a log signed by a key the site does not publish', async () => {
    const receipt = await log.receipt(0);
    openVerifier(linkTo(1, receipt.leaf_hash), {
      'GET /api/transparency/receipts/1': receipt,
      'GET /api/transparency/keys': [{ ...TEST_KEY, fingerprint: 'f'.repeat(64) }],
    });

    expect(await screen.findByText('Invalide')).toBeInTheDocument();
    expect(screen.getByText(/n’est pas parmi les clés publiées par Bébé Star/)).toBeInTheDocument();
  });

  it('gives the API’s message while no signed state covers the vote, and checks again on "Réessayer"', async () => {
    const receipt = await log.receipt(6);
    const pending =
      "Ce vote n'est pas encore dans un état signé du registre : il le sera dans quelques minutes, réessayez plus tard.";
    let signed = false;
    openVerifier(linkTo(7, receipt.leaf_hash), {
      'GET /api/transparency/receipts/7': () => (signed ? json(receipt) : json({ detail: pending }, 409)),
    });

    expect(await screen.findByText(pending)).toBeInTheDocument();
    signed = true;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Vérifié')).toBeInTheDocument();
  });

  it('gives the API’s message for an unknown receipt, typed in the form', async () => {
    const unknown = 'Reçu inconnu : aucun vote ne porte ce numéro.';
    const api = openVerifier('/verifier', { 'GET /api/transparency/receipts/999': json({ detail: unknown }, 404) });

    await userEvent.type(screen.getByLabelText('Numéro du reçu'), '999');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le reçu' }));
    expect(await screen.findByText(unknown)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(api.calls('GET', '/api/transparency/receipts/999')).toHaveLength(1);
  });

  it('says what is wrong with a number or a fingerprint typed, before asking anything', async () => {
    const api = openVerifier();
    await userEvent.type(screen.getByLabelText('Numéro du reçu'), 'douze');
    await userEvent.type(screen.getByLabelText('Empreinte du vote'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le reçu' }));

    expect(screen.getByText('Le numéro du reçu est un nombre entier, par exemple 1234.')).toBeInTheDocument();
    expect(
      screen.getByText('L’empreinte compte 64 caractères, chiffres de 0 à 9 et lettres de a à f.'),
    ).toBeInTheDocument();
    expect(api.calls('GET', '/api/transparency/receipts/douze')).toHaveLength(0);
  });
});

describe('/verifier: a results dossier', () => {
  afterEach(() => vi.restoreAllMocks());

  const fileOf = (content: unknown, name = 'dossier-concours-4.json') =>
    new File([typeof content === 'string' ? content : JSON.stringify(content)], name, { type: 'application/json' });

  const upload = async (file: File) => {
    await userEvent.upload(screen.getByLabelText(/Choisir le fichier du dossier/), file);
  };

  it('verifies a dossier signed by a published key, and recounts its votes', async () => {
    openVerifier();
    await upload(fileOf(await log.dossier(4, NAMES)));

    expect(await screen.findByText('Vérifié')).toBeInTheDocument();
    const verdict = screen.getByText('Vérifié').closest('.verdict') as HTMLElement;
    expect(within(verdict).getByText('Concours Bébés Filles — Saison sèche')).toBeInTheDocument();
    expect(within(verdict).getByText('6 votes')).toBeInTheDocument();
    expect(within(verdict).getByText('2 participants')).toBeInTheDocument();
    expect(within(verdict).getByText(TEST_KEY.fingerprint)).toBeInTheDocument();
  });

  it('says "Invalide" when a vote of the dossier names another phone number than the signed log’s', async () => {
    const dossier = await log.dossier(4, NAMES, (content) => {
      const last = content.leaves[content.leaves.length - 1];
      last.leaf = { ...last.leaf, number: 'e'.repeat(32) } as VoteLeaf;
    });
    openVerifier();
    await upload(fileOf(dossier));

    expect(await screen.findByText('Invalide')).toBeInTheDocument();
    expect(
      screen.getByText('Les votes du dossier ne sont pas ceux du registre signé : la preuve ne mène pas à sa racine.'),
    ).toBeInTheDocument();
  });

  it('says "Invalide" when a vote of the dossier names another channel than the signed log’s', async () => {
    const dossier = await log.dossier(4, NAMES, (content) => {
      const last = content.leaves[content.leaves.length - 1];
      last.leaf = { ...last.leaf, channel: 'ussd' } as VoteLeaf;
    });
    openVerifier();
    await upload(fileOf(dossier));

    expect(await screen.findByText('Invalide')).toBeInTheDocument();
    expect(
      screen.getByText('Les votes du dossier ne sont pas ceux du registre signé : la preuve ne mène pas à sa racine.'),
    ).toBeInTheDocument();
  });

  it('says "Invalide" and names the participant when one count was altered', async () => {
    const dossier = await log.dossier(4, NAMES);
    const awa = dossier.content.participants.find((line) => line.participant === 12)!;
    awa.free += 100;
    awa.total += 100;
    openVerifier();
    await upload(fileOf(dossier));

    expect(await screen.findByText('Invalide')).toBeInTheDocument();
    const problems = within(screen.getByRole('alert'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(problems).toEqual([
      'La signature du dossier est invalide : son contenu a été modifié après signature.',
      '« Awa » (n° 12) : le dossier annonce 103 votes gratuits, les votes du registre en donnent 3.',
      '« Awa » (n° 12) : le dossier annonce 103 votes au total, les votes du registre en donnent 3.',
    ]);
  });

  it('says "Invalide" for winners and places the votes do not give, though signed by the published key', async () => {
    const dossier = await log.dossier(4, NAMES, (content) => {
      content.winners = [{ rank: 1, participant: 12, name: 'Awa', prize: '100 000 F CFA' }];
    });
    openVerifier();
    await upload(fileOf(dossier));

    expect(await screen.findByText('Invalide')).toBeInTheDocument();
    const problems = within(screen.getByRole('alert'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(problems).toEqual([
      'Les gagnants ne suivent pas les votes : la 1re place revient à « Fatou » (n° 13), le dossier la donne à « Awa » (n° 12).',
    ]);
  });

  it('refuses a file that gives a key twice, "total":999 before the real one', async () => {
    const text = JSON.stringify(await log.dossier(4, NAMES));
    const doubled = text.replace('"total":3,', '"total":999,"total":3,');
    expect(doubled).not.toBe(text);
    openVerifier();
    await upload(fileOf(doubled));
    expect(
      await screen.findByText(
        'Ce fichier donne deux fois la clé « total » : deux lecteurs n’y liraient pas la même valeur, ce n’est pas le fichier qui a été signé.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Vérifié')).not.toBeInTheDocument();
  });

  it('says so when the file is not JSON, or not a dossier', async () => {
    openVerifier();
    await upload(fileOf('%PDF-1.7', 'dossier.pdf'));
    expect(
      await screen.findByText(
        'Ce fichier n’est pas un fichier JSON lisible : choisissez le fichier .json du dossier de résultats.',
      ),
    ).toBeInTheDocument();

    await upload(fileOf({ votes: [1, 2, 3] }));
    expect(await screen.findByText('Ce fichier n’est pas un dossier de résultats Bébé Star.')).toBeInTheDocument();

    const dossier = await log.dossier(4, NAMES);
    await upload(fileOf({ ...dossier, content: { ...dossier.content, leaves: 'toutes' } }));
    expect(
      await screen.findByText('Ce dossier est incomplet ou abîmé : il ne peut pas être vérifié.'),
    ).toBeInTheDocument();
  });
});
