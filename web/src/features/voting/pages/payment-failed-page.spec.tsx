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
});
