import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render-page';
import type { MyPayment } from '../api/get-my-payments';
import { MyPaymentsSection } from './my-payments-section';

const LABELS: Record<MyPayment['status'], string> = {
  pending: 'Paiement en cours',
  succeeded: 'Paiement réussi',
  failed: 'Paiement échoué',
  cancelled: 'Paiement annulé',
  expired: 'Paiement expiré',
  flagged: 'Paiement en cours de vérification',
  late: 'Paiement reçu après la clôture',
};

const payment = (id: number, overrides: Partial<MyPayment> = {}): MyPayment => {
  const status = overrides.status ?? 'succeeded';
  return {
    id,
    transaction_id: `BS-${id}`,
    provider: 'cinetpay',
    status,
    status_label: LABELS[status],
    raw_status: status,
    success: status === 'succeeded',
    exists: true,
    participant: { id: 40, name: 'Aïcha', photo: null, photo_urls: null },
    participant_id: 40,
    participant_name: 'Aïcha',
    participant_photo: null,
    contest_id: 4,
    pack: { id: 2, name: 'Pack Boost', votes_count: 60 },
    pack_id: 2,
    pack_name: 'Pack Boost',
    votes_purchased: 60,
    votes_expected: 60,
    amount: 2000,
    amount_paid: status === 'succeeded' || status === 'late' ? 2000 : 0,
    currency: 'XOF',
    message: LABELS[status],
    error: null,
    created_at: '2026-11-24T09:00:00.000Z',
    completed_at: null,
    receipt: null,
    refund: null,
    ...overrides,
  };
};

const page = (results: MyPayment[], next: string | null = null) => ({
  count: results.length,
  next,
  previous: null,
  results,
});

const open = (routes: Parameters<typeof stubApi>[0], entry = '/account') => {
  const api = stubApi(routes);
  renderPage(<MyPaymentsSection userId={5} />, { path: '/account', entry });
  return api;
};

describe('Mes paiements', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('lists each payment: when, for whom, which pack, how much, its status, and a late one’s refund', async () => {
    open({
      'GET /api/payments/mine': page([
        payment(9, {
          status: 'late',
          refund: { status: 'to_refund', refunded_at: null, reference: null },
        }),
        payment(8, {
          status: 'late',
          pack_name: 'Pack Champion',
          amount: 5000,
          refund: { status: 'refunded', refunded_at: '2026-11-28T10:00:00.000Z', reference: 'RB-123' },
        }),
        payment(7, { status: 'failed', participant: { id: 41, name: 'Moussa', photo: null, photo_urls: null } }),
        payment(6),
      ]),
    });
    const list = await screen.findByRole('list', { name: 'Mes paiements, du plus récent au plus ancien' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.my-payment__status')?.textContent)).toEqual([
      'Paiement reçu après la clôture',
      'Paiement reçu après la clôture',
      'Paiement échoué',
      'Paiement réussi',
    ]);
    expect(within(items[0]).getByText(/24 novembre 2026/)).toBeInTheDocument();
    expect(within(items[0]).getByText(/^Pack Boost pour Aïcha · 2\s000\sF\sCFA$/)).toBeInTheDocument();
    expect(within(items[0]).getByText('À rembourser')).toBeInTheDocument();
    expect(within(items[1]).getByText(/Pack Champion pour Aïcha · 5\s000\sF\sCFA/)).toBeInTheDocument();
    expect(within(items[1]).getByText('Remboursé le 28 novembre 2026 (réf. RB-123)')).toBeInTheDocument();
    expect(within(items[2]).getByText(/pour Moussa/)).toBeInTheDocument();
    expect(items[2].querySelector('.my-payment__refund')).toBeNull();
    expect(items[3].querySelector('.my-payment__refund')).toBeNull();
    expect(within(items[0]).getByRole('link', { name: 'Voir le paiement BS-9' })).toHaveAttribute(
      'href',
      '/payment-success?transaction_id=BS-9',
    );
    expect(within(items[2]).getByRole('link', { name: 'Voir le paiement BS-7' })).toHaveAttribute(
      'href',
      '/payment-success?transaction_id=BS-7',
    );
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it('is the #paiements anchor, scrolled to once loaded, and loads the next page with "Voir plus"', async () => {
    const scrolled: Element[] = [];
    // jsdom has no layout: the scroll is only recorded.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const api = open(
      {
        'GET /api/payments/mine': (request: Request) => {
          const number = new URL(request.url).searchParams.get('page');
          return json(
            number === '1'
              ? page([payment(20), payment(19)], '/api/payments/mine?page=2&page_size=10')
              : page([payment(3, { pack_name: 'Pack Découverte' })]),
          );
        },
      },
      '/account#paiements',
    );
    const section = (await screen.findByRole('heading', { name: 'Mes paiements' })).closest('section');
    expect(section).toHaveAttribute('id', 'paiements');
    await screen.findAllByRole('link', { name: /Voir le paiement/ });
    expect(scrolled).toEqual([section]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voir plus' }));
    await screen.findByText(/Pack Découverte/);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(
      api
        .calls('GET', '/api/payments/mine')
        .map((url) => [url.searchParams.get('page'), url.searchParams.get('page_size')]),
    ).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it('says so when the account has bought nothing yet', async () => {
    open({ 'GET /api/payments/mine': page([]) });
    expect(await screen.findByText("Vous n'avez encore acheté aucun pack de votes.")).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers to retry when the payments cannot be read', async () => {
    open({ 'GET /api/payments/mine': json({ detail: 'Erreur' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement de vos paiements');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
