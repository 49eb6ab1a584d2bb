import { stubApi, json } from '@bebe-star/web-common/test/stub-api';
import type { components } from '@contracts/api-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';
import { refundSchema } from './components/refund-payment-dialog';

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

  it('offers the late status among the filters and shows it with its label', async () => {
    const admin = makeUser({ permissions: ['manage_payments'] });
    const late = payment({ status: 'late', refund: { refunded_at: null, reference: null } });
    const api = stubApi({
      'GET /api/users/1': admin,
      [`GET ${BASE}/payments`]: { count: 1, next: null, previous: null, results: [late] },
      [`GET ${BASE}/stats`]: STATS,
      'GET /api/contests/contests': [],
    });
    signIn(admin);
    renderAdmin('/paiements?status=late');
    const row = await screen.findByRole('row', { name: /DEMO-PAY-09/ });
    expect(within(row).getByText('Paiement reçu après la clôture')).toHaveClass('status-badge--late');
    expect(api.calls('GET', `${BASE}/payments`)[0].searchParams.get('status')).toBe('late');
    const filter = screen.getByLabelText('Statut');
    expect(filter).toHaveValue('late');
    expect(within(filter).getByRole('option', { name: 'Paiement reçu après la clôture' })).toBeInTheDocument();
  });
});

describe('the refunds of payments received after the close', () => {
  const late = (overrides: Partial<Payment> = {}) =>
    payment({
      status: 'late',
      status_label: 'Paiement reçu après la clôture',
      provider: 'paydunya',
      provider_token: 'tok_77AB',
      payer_phone: '+225 •••••• 45 67',
      completed_at: '2026-11-24T18:00:05.000Z',
      refund: { refunded_at: null, reference: null },
      ...overrides,
    });

  function openRefunds(url: string, refund: Parameters<typeof stubApi>[0][`POST ${typeof BASE}/payments/9/refund`]) {
    const admin = makeUser({ permissions: ['manage_payments'] });
    const api = stubApi({
      'GET /api/users/1': admin,
      [`GET ${BASE}/payments`]: (request: Request) => {
        const refunded = new URL(request.url).searchParams.get('to_refund') === 'false';
        const rows = refunded
          ? [
              late({
                id: 8,
                transaction_id: 'DEMO-PAY-08',
                refund: { refunded_at: '2026-11-28T10:00:00.000Z', reference: 'RB-1' },
              }),
            ]
          : [late()];
        return json({ count: rows.length, next: null, previous: null, results: rows });
      },
      [`GET ${BASE}/stats`]: STATS,
      [`GET ${BASE}/payments/9`]: late(),
      [`POST ${BASE}/payments/9/refund`]: refund,
    });
    signIn(admin);
    renderAdmin(url);
    return api;
  }

  it('lists what to refund, to whom and through which references, and records a refund with its reference', async () => {
    const api = openRefunds('/paiements?view=refunds', () =>
      json({
        detail: 'Remboursement enregistré.',
        payment: late({ refund: { refunded_at: '2026-11-28T10:00:00.000Z', reference: 'RB-2026-000123' } }),
      }),
    );
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /DEMO-PAY-09/ });
    expect(Object.fromEntries(api.calls('GET', `${BASE}/payments`)[0].searchParams)).toEqual({
      to_refund: 'true',
      page: '1',
      page_size: '20',
    });
    expect(screen.getByRole('button', { name: 'À rembourser' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(row).getByText(/1\s000\sF\sCFA/)).toBeVisible();
    expect(within(row).getByText('+225 •••••• 45 67')).toBeVisible();
    expect(within(row).getByText('PayDunya')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'DEMO-PAY-09' })).toHaveAttribute('href', '/paiements/9');
    expect(within(row).getByText('tok_77AB')).toBeVisible();
    expect(within(row).getByText('Aïcha')).toBeVisible();
    expect(within(row).getByText('Concours Filles — Printemps')).toBeVisible();
    expect(within(row).getByText(/24\/11\/2026|24 nov/)).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Marquer remboursé le paiement DEMO-PAY-09' }));
    const dialog = screen.getByRole('dialog', { name: 'Marquer ce paiement remboursé ?' });
    await user.type(within(dialog).getByLabelText('Référence du remboursement'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le remboursement' }));
    expect(within(dialog).getByText('Indiquez la référence du remboursement.')).toBeVisible();
    expect(api.calls('POST', `${BASE}/payments/9/refund`)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Référence du remboursement'));
    await user.type(within(dialog).getByLabelText('Référence du remboursement'), ' RB-2026-000123 ');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le remboursement' }));
    expect(await screen.findByText('Remboursement enregistré.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await api.bodies(`${BASE}/payments/9/refund`)).toEqual([{ reference: 'RB-2026-000123' }]);
    await vi.waitFor(() => expect(api.calls('GET', `${BASE}/payments`).length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal in the form', async () => {
    openRefunds('/paiements?view=refunds', () =>
      json({ detail: 'Ce paiement a déjà été remboursé (référence RB-1).' }, 409),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Marquer remboursé le paiement DEMO-PAY-09' }));
    const dialog = screen.getByRole('dialog', { name: 'Marquer ce paiement remboursé ?' });
    await user.type(within(dialog).getByLabelText('Référence du remboursement'), 'RB-2');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le remboursement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ce paiement a déjà été remboursé (référence RB-1).',
    );
  });

  it('shows the refunded ones with their reference', async () => {
    const api = openRefunds('/paiements?view=refunds&refund=refunded', () => json({}, 500));
    const row = await screen.findByRole('row', { name: /DEMO-PAY-08/ });
    expect(api.calls('GET', `${BASE}/payments`)[0].searchParams.get('to_refund')).toBe('false');
    expect(screen.getByRole('button', { name: 'Remboursés' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(row).getByText(/^Remboursé le 28/)).toBeVisible();
    expect(within(row).getByText('Réf. RB-1')).toBeVisible();
    expect(within(row).queryByRole('button', { name: /Marquer remboursé/ })).toBeNull();
  });

  it('shows a late payment’s masked number and refund on its page, with the way to record it', async () => {
    const api = openRefunds('/paiements/9', () =>
      json({
        detail: 'Remboursement enregistré.',
        payment: late({ refund: { refunded_at: '2026-11-28T10:00:00.000Z', reference: 'RB-9' } }),
      }),
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Numéro du payeur')).toBeVisible();
    expect(screen.getByText('+225 •••••• 45 67')).toBeVisible();
    expect(screen.getByText('Remboursement').nextElementSibling).toHaveTextContent('À rembourser');
    await user.click(screen.getByRole('button', { name: 'Marquer remboursé' }));
    const dialog = screen.getByRole('dialog', { name: 'Marquer ce paiement remboursé ?' });
    await user.type(within(dialog).getByLabelText('Référence du remboursement'), 'RB-9');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le remboursement' }));
    expect(await screen.findByText('Remboursement enregistré.')).toBeVisible();
    expect(await api.bodies(`${BASE}/payments/9/refund`)).toEqual([{ reference: 'RB-9' }]);
  });

  it('requires a reference of at most 100 characters', () => {
    expect(refundSchema.safeParse({ reference: ' RB-1 ' })).toEqual({ success: true, data: { reference: 'RB-1' } });
    expect(refundSchema.safeParse({ reference: '  ' }).error?.issues[0].message).toBe(
      'Indiquez la référence du remboursement.',
    );
    expect(refundSchema.safeParse({ reference: 'R'.repeat(101) }).error?.issues[0].message).toBe(
      'La référence tient en 100 caractères au plus.',
    );
  });
});
