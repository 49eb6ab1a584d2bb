import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentStatus } from '../api/get-payment-status';
import { PaymentFailedPage } from './payment-failed-page';

const QUERY = '?provider=intouch&transaction_id=BS-9';

function renderWith(status: PaymentStatus) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(
      JSON.stringify({
        transaction_id: 'BS-9',
        status,
        status_label: '',
        participant: { id: 7, name: 'Awa', photo: null, photo_urls: null },
        contest_id: 1,
      }),
      { headers: { 'Content-Type': 'application/json' } },
    ),
  );
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

  it('says nothing was debited and offers to retry from the vote page', async () => {
    const { fetch } = renderWith('failed');
    expect(screen.getByRole('heading', { name: 'Paiement échoué' })).toBeInTheDocument();
    expect(screen.getByText("Aucun montant n'a été débité de votre compte.")).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Réessayer le paiement' })).toHaveAttribute('href', '/vote/1/7');
    expect(new URL((fetch.mock.calls[0][0] as Request).url).pathname).toBe('/api/payments/intouch/status');
  });

  it.each<PaymentStatus>(['succeeded', 'pending'])(
    'goes to the success page when the payment is %s',
    async (status) => {
      const { router } = renderWith(status);
      expect(await screen.findByText('page succès')).toBeInTheDocument();
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/payment-success${QUERY}`);
    },
  );

  it('shows a payment confirmed after the close, once refunded, as such rather than as a failure', async () => {
    const message =
      "Votre paiement est arrivé après la fin du concours : aucun vote n'a été crédité. Remboursé le 28 novembre 2026 (référence RB-123).";
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          transaction_id: 'BS-9',
          status: 'late',
          status_label: 'Paiement reçu après la clôture',
          participant: { id: 7, name: 'Awa', photo: null, photo_urls: null },
          contest_id: 1,
          pack_name: 'Pack Boost',
          votes_purchased: 60,
          amount: 2000,
          amount_paid: 2000,
          message,
          success: false,
          receipt: null,
          refund: { status: 'refunded', refunded_at: '2026-11-28T10:00:00Z', reference: 'RB-123' },
        }),
        { headers: { 'Content-Type': 'application/json' } },
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider
          router={createMemoryRouter([{ path: '/payment-failed', element: <PaymentFailedPage /> }], {
            initialEntries: [`/payment-failed${QUERY}`],
          })}
        />
      </QueryClientProvider>,
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
