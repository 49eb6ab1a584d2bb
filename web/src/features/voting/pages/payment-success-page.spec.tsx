import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentStatus, PaymentSummary } from '../api/get-payment-status';
import { PaymentSuccessPage } from './payment-success-page';

const LATE_MESSAGE =
  "Votre paiement est arrivé après la fin du concours : aucun vote n'a été crédité. Il vous sera remboursé.";

function makePayment(status: PaymentStatus): PaymentSummary {
  const label =
    { succeeded: 'Paiement réussi', pending: 'Paiement en cours', late: 'Paiement reçu après la clôture' }[
      status as string
    ] ?? 'Paiement échoué';
  const succeeded = status === 'succeeded';
  const late = status === 'late';
  return {
    id: 42,
    transaction_id: 'BS-42',
    provider: 'cinetpay',
    status,
    status_label: label,
    raw_status: status,
    success: succeeded,
    exists: true,
    participant: { id: 7, name: 'Awa', photo: null, photo_urls: null },
    participant_id: 7,
    participant_name: 'Awa',
    participant_photo: null,
    contest_id: 1,
    pack: { id: 2, name: 'Pack Boost', votes_count: 60 },
    pack_id: 2,
    pack_name: 'Pack Boost',
    votes_purchased: 60,
    votes_expected: 60,
    amount: 2000,
    amount_paid: succeeded || late ? 2000 : 0,
    currency: 'XOF',
    message: late ? LATE_MESSAGE : label,
    error: ['failed', 'cancelled', 'expired'].includes(status) ? label : null,
    created_at: '2026-11-22T10:00:00Z',
    completed_at: succeeded ? '2026-11-22T10:01:00Z' : null,
    receipt: succeeded ? { ledger_id: 812, leaf_hash: 'ab'.repeat(32) } : null,
    refund: late ? { status: 'to_refund', refunded_at: null, reference: null } : null,
  };
}

/** Answers the status reads with `statuses` in turn (the last one repeated). */
function stubStatuses(...statuses: PaymentStatus[]) {
  let call = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() => {
    const status = statuses[Math.min(call, statuses.length - 1)];
    call += 1;
    return Promise.resolve(
      new Response(JSON.stringify(makePayment(status)), { headers: { 'Content-Type': 'application/json' } }),
    );
  });
}

const QUERY = '?provider=cinetpay&transaction_id=BS-42&currency=XOF';

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/payment-success', element: <PaymentSuccessPage /> },
      { path: '/payment-failed', element: <p>page échec</p> },
    ],
    { initialEntries: [`/payment-success${QUERY}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('PaymentSuccessPage', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows the payment being checked, with its reference and a way to ask again, until its status is known', async () => {
    stubStatuses('succeeded');
    renderPage();
    expect(screen.getByRole('heading', { name: 'Vérification du paiement…' })).toBeInTheDocument();
    expect(screen.getByText('BS-42')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualisation...' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Paiement réussi !' })).toBeInTheDocument();
  });

  it('polls a pending payment every 5 s and stops once it succeeded', async () => {
    localStorage.setItem('pending_payment', JSON.stringify({ transaction_id: 'BS-42' }));
    const fetch = stubStatuses('pending', 'pending', 'succeeded');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Paiement en cours de confirmation' })).toBeInTheDocument();
    const url = new URL((fetch.mock.calls[0][0] as Request).url);
    expect(`${url.pathname}${url.search}`).toBe('/api/payments/cinetpay/status?transaction_id=BS-42');

    await wait(5_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await wait(5_000);
    expect(await screen.findByRole('heading', { name: 'Paiement réussi !' })).toBeInTheDocument();
    expect(screen.getByText('Awa')).toBeInTheDocument();
    expect(screen.getByText('Pack Boost')).toBeInTheDocument();
    expect(screen.getByText(/2\s000\sF\sCFA/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la page de vote' })).toHaveAttribute(
      'href',
      '/vote/1/7?payment_success=true',
    );
    expect(localStorage.getItem('pending_payment')).toBeNull();
    expect(screen.getByText(/Reçu de vos votes : n° 812/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vérifier' })).toHaveAttribute(
      'href',
      `/verifier?recu=812&empreinte=${'ab'.repeat(32)}`,
    );

    await wait(20_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('shows a payment confirmed after the close calmly: no votes, the refund to come, the way to "Mes paiements"', async () => {
    localStorage.setItem('pending_payment', JSON.stringify({ transaction_id: 'BS-42' }));
    const fetch = stubStatuses('pending', 'late');
    renderPage();
    await screen.findByRole('heading', { name: 'Paiement en cours de confirmation' });
    await wait(5_000);
    const title = await screen.findByRole('heading', { name: 'Paiement reçu après la clôture' });
    const page = title.closest('section')!;
    expect(page).toHaveClass('payment-result--late');
    expect(page).not.toHaveClass('payment-result--failed');
    expect(screen.getByText(LATE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Awa')).toBeInTheDocument();
    expect(screen.getByText('Pack Boost')).toBeInTheDocument();
    expect(screen.getByText(/2\s000\sF\sCFA/)).toBeInTheDocument();
    expect(screen.getByText('BS-42')).toBeInTheDocument();
    expect(screen.queryByText('Votes achetés')).not.toBeInTheDocument();
    expect(screen.queryByText('Paiement réussi !')).not.toBeInTheDocument();
    expect(screen.queryByText(/Reçu de vos votes/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes paiements' })).toHaveAttribute('href', '/account#paiements');
    expect(localStorage.getItem('pending_payment')).toBeNull();

    await wait(20_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends a payment that failed to the failure page with the same query', async () => {
    stubStatuses('pending', 'failed');
    const router = renderPage();
    await screen.findByRole('heading', { name: 'Paiement en cours de confirmation' });
    await wait(5_000);
    expect(await screen.findByText('page échec')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/payment-failed${QUERY}`);
  });

  it('stops polling after 18 attempts and keeps the pending screen with a refresh button', async () => {
    const fetch = stubStatuses('pending');
    renderPage();
    await screen.findByRole('heading', { name: 'Paiement en cours de confirmation' });
    for (let poll = 0; poll < 20; poll += 1) await wait(5_000);
    expect(fetch).toHaveBeenCalledTimes(19);
    expect(screen.getByText(/prend plus de temps que prévu/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualiser' })).toBeEnabled();
  });

  it('says when no payment reference was given', () => {
    const fetch = stubStatuses('pending');
    const router = createMemoryRouter([{ path: '/payment-success', element: <PaymentSuccessPage /> }], {
      initialEntries: ['/payment-success'],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Aucun identifiant de paiement fourni');
    expect(fetch).not.toHaveBeenCalled();
  });
});
