import { stubApi, json } from '@bebe-star/web-common/test/stub-api';
import type { components } from '@contracts/api-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

type Payment = components['schemas']['AdminPaymentDetailResponse'];

const BASE = '/api/payments/admin';

const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 9,
  transaction_id: 'DEMO-PAY-09',
  provider: 'cinetpay',
  provider_token: null,
  status: 'flagged',
  status_label: 'À vérifier',
  provider_status: 'ACCEPTED',
  amount: 1000,
  currency: 'XOF',
  votes_count: 25,
  pack_id: 2,
  pack_name: 'Pack Supporter',
  participant: { id: 40, name: 'Aïcha' },
  contest: { id: 4, title: 'Concours Filles — Printemps' },
  user: { id: 7, email: 'oumar@example.com' },
  payer_phone: '+225 •••••• 45 67',
  refund: null,
  flag_reason: 'Montant reçu 500 au lieu de 1000 XOF.',
  check_count: 1,
  last_checked_at: '2026-11-24T10:00:00.000Z',
  created_at: '2026-11-24T09:58:00.000Z',
  completed_at: null,
  events: [
    {
      id: 1,
      source: 'check',
      verdict: 'flagged',
      detail: 'Montant reçu 500 au lieu de 1000 XOF.',
      reference: 'DEMO-PAY-09',
      payload: {},
      created_at: '2026-11-24T10:00:00.000Z',
    },
  ],
  ...overrides,
});

const STATS = {
  revenue_total: 452_000,
  revenue_by_currency: { XOF: 452_000, XAF: 0 },
  succeeded_count: 120,
  pending_count: 2,
  failed_count: 9,
  flagged_count: 1,
  votes_sold: 9000,
  by_provider: [
    { provider: 'cinetpay', succeeded_count: 80, revenue: 300_000 },
    { provider: 'paydunya', succeeded_count: 30, revenue: 100_000 },
    { provider: 'intouch', succeeded_count: 10, revenue: 52_000 },
  ],
  daily: [],
};

function openPayments(url: string) {
  const admin = makeUser({ permissions: ['manage_payments'] });
  const api = stubApi({
    'GET /api/users/1': admin,
    [`GET ${BASE}/payments`]: { count: 1, next: null, previous: null, results: [payment()] },
    [`GET ${BASE}/payments/9`]: payment(),
    [`GET ${BASE}/stats`]: STATS,
    'GET /api/contests/contests': [{ id: 4, title: 'Concours Filles — Printemps' }],
    [`POST ${BASE}/payments/9/resolve`]: () =>
      json({ detail: 'Paiement validé : 25 votes crédités.', payment: payment({ status: 'succeeded' }) }),
  });
  signIn(admin);
  renderAdmin(url);
  return api;
}

describe('the payments tab', () => {
  it('sends the URL’s filters to the server and shows the figures', async () => {
    const api = openPayments('/paiements?status=flagged&provider=cinetpay&contest=4&date_from=2026-11-01&search=DEMO');
    await screen.findByRole('row', { name: /DEMO-PAY-09/ });
    expect(Object.fromEntries(api.calls('GET', `${BASE}/payments`)[0].searchParams)).toEqual({
      status: 'flagged',
      provider: 'cinetpay',
      contest: '4',
      date_from: '2026-11-01',
      search: 'DEMO',
      page: '1',
      page_size: '20',
    });
    expect(Object.fromEntries(api.calls('GET', `${BASE}/stats`)[0].searchParams)).toEqual({ contest: '4' });
    expect(await screen.findByText(/452\s000\sF\sCFA/)).toBeVisible();
  });

  it('says what crediting will do, requires a reason, and sends the decision', async () => {
    const api = openPayments('/paiements/9');
    const user = userEvent.setup();
    await screen.findByText('Mis de côté pour vérification');
    await user.click(screen.getByRole('button', { name: 'Créditer' }));
    const dialog = screen.getByRole('dialog', { name: 'Créditer ce paiement ?' });
    expect(within(dialog).getByText(/25 votes seront crédités à Aïcha, une seule fois/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Créditer les votes' }));
    expect(within(dialog).getByText('Indiquez le motif de la décision.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Motif'), 'Relevé CinetPay');
    await user.click(within(dialog).getByRole('button', { name: 'Créditer les votes' }));
    await screen.findByText('Paiement validé : 25 votes crédités.');
    expect(await api.bodies(`${BASE}/payments/9/resolve`)).toEqual([{ decision: 'credit', reason: 'Relevé CinetPay' }]);
  });
});
