import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentStatus, PaymentSummary } from '../api/get-payment-status';
import { PaymentFailedPage } from './payment-failed-page';

const QUERY = '?provider=intouch&transaction_id=BS-9';
const LABELS: Partial<Record<PaymentStatus, string>> = {
  failed: 'Paiement échoué',
  cancelled: 'Paiement annulé',
  expired: 'Paiement expiré',
  late: 'Paiement reçu après la clôture',
};

function payment(status: PaymentStatus, overrides: Partial<PaymentSummary> = {}): PaymentSummary {
  const label = LABELS[status] ?? 'Paiement en cours';
  return {
    id: 9,
    transaction_id: 'BS-9',
    provider: 'intouch',
    status,
    status_label: label,
    raw_status: status,
    success: false,
    exists: true,
    participant: {
      id: 7,
      name: 'Awa',
      photo: '/media/awa-card.webp',
      photo_urls: { thumbnail: '/media/awa-160.webp', card: '/media/awa-card.webp', full: '/media/awa.webp' },
    },
    participant_id: 7,
    participant_name: 'Awa',
    participant_photo: '/media/awa-card.webp',
    contest_id: 1,
    pack: { id: 3, name: 'Pack Boost', votes_count: 60 },
    pack_id: 3,
    pack_name: 'Pack Boost',
    votes_purchased: 60,
    votes_expected: 60,
    amount: 2000,
    amount_paid: 0,
    currency: 'XOF',
    message: label,
    error: label,
    created_at: '2026-11-22T10:00:00Z',
    completed_at: null,
    receipt: null,
    refund: null,
    ...overrides,
  };
}

function renderWith(answer: PaymentSummary) {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }));
  const router = createMemoryRouter(
    [
      { path: '/payment-failed', element: <PaymentFailedPage /> },
      { path: '/payment-success', element: <p>page succès</p> },
    ],
    { initialEntries: [`/payment-failed${QUERY}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, fetch };
}

describe('PaymentFailedPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the payment being checked, with its reference, until its status is known', async () => {
    renderWith(payment('failed'));
    expect(screen.getByRole('heading', { name: 'Vérification du paiement…' })).toBeInTheDocument();
    expect(screen.getByText('BS-9')).toBeInTheDocument();
    expect(screen.queryByText('Paiement échoué')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Paiement échoué' })).toBeInTheDocument();
  });

  it('says nothing was debited, recalls the payment and retries the same pack for the same child', async () => {
    const { fetch } = renderWith(payment('failed'));
    expect(await screen.findByRole('heading', { name: 'Paiement échoué' })).toBeInTheDocument();
    expect(screen.getByText("Aucun montant n'a été débité de votre compte.")).toBeInTheDocument();
    expect(screen.getByText('Causes possibles')).toBeInTheDocument();
    const summary = screen.getByText('Awa').closest('.payment-summary') as HTMLElement;
    expect(within(summary).getByText('Pack Boost')).toBeInTheDocument();
    expect(within(summary).getByText('Votes du pack').nextSibling).toHaveTextContent('60');
    expect(within(summary).getByText(/2\s000\sF\sCFA/)).toBeInTheDocument();
    expect(within(summary).getByText('BS-9')).toBeInTheDocument();
    expect(within(summary).getByRole('img', { name: /Awa/ })).toHaveAttribute('src', '/media/awa-160.webp');
    expect(screen.getByRole('link', { name: 'Réessayer le paiement' })).toHaveAttribute('href', '/vote/1/7?pack=3');
    expect(new URL((fetch.mock.calls[0][0] as Request).url).pathname).toBe('/api/payments/intouch/status');
  });

  it('tells a payment the payer cancelled calmly: nothing paid, no causes of failure, the same pack one tap away', async () => {
    renderWith(payment('cancelled'));
    const heading = await screen.findByRole('heading', { name: 'Paiement annulé' });
    expect(heading.closest('section')).toHaveClass('payment-result--cancelled');
    expect(heading.closest('section')).not.toHaveClass('payment-result--failed');
    expect(screen.getByText('Vous n’avez rien payé.')).toBeInTheDocument();
    expect(screen.queryByText('Paiement échoué')).not.toBeInTheDocument();
    expect(screen.queryByText('Causes possibles')).not.toBeInTheDocument();
    expect(screen.queryByText(/solde insuffisant/i)).not.toBeInTheDocument();
    expect(screen.getByText(/reprendre le Pack Boost pour Awa/)).toBeInTheDocument();
    expect(screen.getByText('BS-9')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réessayer le paiement' })).toHaveAttribute('href', '/vote/1/7?pack=3');
    expect(screen.getByRole('link', { name: 'Retour à la page de vote' })).toHaveAttribute('href', '/vote/1/7');
  });

  it('says an expired payment expired, with nothing debited', async () => {
    renderWith(payment('expired'));
    expect(await screen.findByRole('heading', { name: 'Paiement expiré' })).toBeInTheDocument();
    expect(screen.getByText('Le délai pour payer est passé : aucun montant n’a été débité.')).toBeInTheDocument();
  });

  it.each<PaymentStatus>(['succeeded', 'pending'])(
    'goes to the success page when the payment is %s',
    async (status) => {
      const { router } = renderWith(payment(status));
      expect(await screen.findByText('page succès')).toBeInTheDocument();
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/payment-success${QUERY}`);
    },
  );

  it('shows a payment confirmed after the close, once refunded, as such rather than as a failure', async () => {
    const message =
      "Votre paiement est arrivé après la fin du concours : aucun vote n'a été crédité. Remboursé le 28 novembre 2026 (référence RB-123).";
    renderWith(
      payment('late', {
        amount_paid: 2000,
        message,
        error: null,
        refund: { status: 'refunded', refunded_at: '2026-11-28T10:00:00Z', reference: 'RB-123' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Paiement reçu après la clôture' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Paiement échoué')).not.toBeInTheDocument();
    expect(screen.queryByText("Aucun montant n'a été débité de votre compte.")).not.toBeInTheDocument();
    expect(screen.getByText('Montant payé')).toBeInTheDocument();
    expect(screen.getByText(/2\s000\sF\sCFA/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes paiements' })).toHaveAttribute('href', '/account#paiements');
  });
});
