import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { votePacksQuery, type VotePack } from '@/lib/api/payments/get-vote-packs';
import { PromotionsBanner } from './promotions-banner';

const NOW = new Date('2026-11-22T10:00:00Z');

function makePack(overrides: Partial<VotePack> = {}): VotePack {
  return {
    id: 1,
    name: 'Pack Boost',
    description: '',
    votes_count: 60,
    price: 2000,
    promotion_price: null,
    promotion_start_date: null,
    promotion_end_date: null,
    promotion_description: '',
    is_promotion_active: false,
    current_price: 2000,
    discount_percentage: 0,
    promotion_status: 'no_promotion',
    created_at: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

const activePack = (overrides: Partial<VotePack> = {}) =>
  makePack({
    promotion_status: 'active',
    is_promotion_active: true,
    promotion_price: 1500,
    current_price: 1500,
    discount_percentage: 25,
    promotion_start_date: '2026-11-20T00:00:00Z',
    promotion_end_date: '2026-11-24T13:04:00Z',
    ...overrides,
  });

const upcomingPack = (overrides: Partial<VotePack> = {}) =>
  makePack({
    promotion_status: 'upcoming',
    promotion_price: 4000,
    price: 5000,
    current_price: 5000,
    promotion_start_date: '2026-11-23T11:30:00Z',
    promotion_end_date: '2026-11-30T00:00:00Z',
    ...overrides,
  });

function renderBanner(packs: VotePack[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(new Response(JSON.stringify(packs), { headers: { 'Content-Type': 'application/json' } })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PromotionsBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

describe('PromotionsBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders nothing when no pack is in an active or upcoming promotion', async () => {
    const { container, client } = renderBanner([makePack(), makePack({ id: 2, promotion_status: 'expired' })]);
    await vi.waitFor(() => expect(client.getQueryState(votePacksQuery().queryKey)?.status).toBe('success'));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows active promotions with discount, struck price, current price, saving and time left', async () => {
    renderBanner([
      activePack(),
      activePack({ id: 2, name: 'Pack Champion', discount_percentage: 40 }),
      upcomingPack({ id: 3 }),
    ]);
    expect(await screen.findByRole('heading', { name: 'PROMOS FLASH' })).toBeInTheDocument();
    expect(screen.getByText('PROMOTION ACTIVE')).toBeInTheDocument();
    expect(screen.getByText("Économisez jusqu'à 40% maintenant !")).toBeInTheDocument();
    const [first] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('-25%');
    expect(first.querySelector('s')).toHaveTextContent(/2\s000\sF\sCFA/);
    expect(first).toHaveTextContent(/1\s500\sF\sCFA/);
    expect(first).toHaveTextContent(/Économisez 500\sF\sCFA/);
    expect(first).toHaveTextContent('2j 3h 4m restants');
    expect(screen.queryByText('Faites glisser pour voir plus')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profiter maintenant' })).toHaveAttribute('href', '/concours');
  });

  it('announces upcoming promotions when none is active', async () => {
    renderBanner([
      upcomingPack(),
      upcomingPack({
        id: 2,
        name: 'Pack Mystère',
        promotion_price: null,
        promotion_start_date: '2026-11-01T00:00:00Z',
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'PROCHAINES PROMOS' })).toBeInTheDocument();
    expect(screen.getByText('PROMO À VENIR')).toBeInTheDocument();
    expect(screen.getByText('2 promotions arrivent bientôt !')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('BIENTÔT');
    expect(first).toHaveTextContent(/4\s000\sF\sCFA/);
    expect(first).toHaveTextContent('Commence dans 1j 1h 30m');
    expect(second).toHaveTextContent('À déterminer');
    expect(second).toHaveTextContent('Commence maintenant');
  });

  it('scrolls horizontally with a hint beyond three items', async () => {
    renderBanner([1, 2, 3, 4].map((id) => activePack({ id, name: `Pack ${id}` })));
    expect(await screen.findByText('Faites glisser pour voir plus')).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveClass('promos__items--scroll');
  });
});
