import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render-page';
import { VerifierPage } from '../pages/verifier-page';
import { checkpointedLog } from '../test/checkpointed-log';
import { leaf, signedLog, TEST_KEY } from '../test/signed-log';
import { ProofQrCode } from './proof-qr-code';

const LEAVES = [leaf(1), leaf(2), leaf(3), leaf(4)];
const receipts = signedLog(LEAVES);
const log = checkpointedLog(LEAVES);
const PENDING =
  "Ce vote n'est pas encore dans un état signé du registre : il le sera dans quelques minutes, réessayez plus tard.";

type Routes = Parameters<typeof stubApi>[0];

async function openReceipt(proof: Routes[keyof Routes]) {
  const receipt = await receipts.receipt(3);
  stubApi({
    'GET /api/transparency/keys': [TEST_KEY],
    'GET /api/transparency/receipts/4': receipt,
    'GET /api/transparency/receipts/4/proof': proof,
  });
  renderPage(<VerifierPage />, { path: '/verifier', entry: `/verifier?recu=4&empreinte=${receipt.leaf_hash}` });
}

describe('/verifier: a checked receipt’s offline proof', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the proof to download as recu-<id>.tlog-proof, from the proof route', async () => {
    await openReceipt(new Response(await log.proof(3)));
    const link = await screen.findByRole('link', { name: 'Télécharger la preuve hors ligne' });
    expect(link).toHaveAttribute('download', 'recu-4.tlog-proof');
    expect(link).toHaveAttribute('href', `${window.location.origin}/api/transparency/receipts/4/proof/`);
    expect(screen.getByRole('heading', { name: 'Preuve hors ligne' })).toBeInTheDocument();
  });

  it('shows the proof’s QR code only when asked, with error correction L', async () => {
    const proof = await log.proof(3);
    await openReceipt(new Response(proof));
    const show = await screen.findByRole('button', { name: 'Afficher le QR code de la preuve' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(show);

    const code = await screen.findByRole('img', { name: 'QR code de la preuve hors ligne du reçu n° 4' });
    expect(code).toHaveAttribute('data-holds', 'proof');
    const { toString } = await import('qrcode');
    const expected = await toString(proof, { type: 'svg', errorCorrectionLevel: 'L', margin: 4 });
    expect(decodeURIComponent(code.getAttribute('src')!.split(',')[1])).toBe(expected);
    expect(screen.getByText(/Scannez-le avec un téléphone/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Masquer le QR code' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says the proof comes in a few moments while no published checkpoint holds the vote, and retries', async () => {
    let published = false;
    const proof = await log.proof(3);
    await openReceipt(() => (published ? new Response(proof) : json({ detail: PENDING }, 409)));

    expect(await screen.findByText('La preuve hors ligne sera disponible dans quelques instants.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Télécharger la preuve hors ligne' })).not.toBeInTheDocument();
    published = true;
    const retries = screen.getAllByRole('button', { name: 'Réessayer' });
    await userEvent.click(retries[retries.length - 1]);
    expect(await screen.findByRole('link', { name: 'Télécharger la preuve hors ligne' })).toBeInTheDocument();
  });
});

describe('the offline proof’s QR code', () => {
  it('holds the proof’s address, and says so, when the proof is too long for one code', async () => {
    const url = 'https://bebe-star.example/api/transparency/receipts/4/proof/';
    render(<ProofQrCode id={4} proof={'A'.repeat(4400)} url={url} />);

    const code = await screen.findByRole('img', {
      name: 'QR code de l’adresse de la preuve hors ligne du reçu n° 4',
    });
    expect(code).toHaveAttribute('data-holds', 'url');
    const { toString } = await import('qrcode');
    expect(decodeURIComponent(code.getAttribute('src')!.split(',')[1])).toBe(
      await toString(url, { type: 'svg', errorCorrectionLevel: 'L', margin: 4 }),
    );
    expect(
      screen.getByText('La preuve est trop longue pour un seul QR code : celui-ci donne l’adresse où la télécharger.'),
    ).toBeInTheDocument();
  });
});
