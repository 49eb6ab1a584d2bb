import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VotePack } from '@/lib/api/payments/get-vote-packs';
import type { SiteSettings } from '@/lib/api/settings/site-settings';
import { clientWithSettings } from '@/test/site-settings';
import { VotePacks, arrangePacks, purchasesClosed } from './vote-packs';

const NOW = new Date('2026-11-22T10:00:00Z');

function makePack(overrides: Partial<VotePack> = {}): VotePack {
  return {
    id: 1,
    name: 'Pack',
    description: '',
    votes_count: 10,
    price: 500,
    promotion_price: null,
    promotion_start_date: null,
    promotion_end_date: null,
    promotion_description: '',
    is_promotion_active: false,
    current_price: 500,
    discount_percentage: 0,
    promotion_status: 'no_promotion',
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** The contest's end, `minutes` from now. */
const endsIn = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function renderPacks(
  packs: VotePack[],
  gateways?: SiteSettings['gateways'],
  {
    contestEnd = endsIn(7 * 24 * 60),
    settings = {},
    address = '/vote/1/7',
  }: { contestEnd?: string; settings?: Partial<SiteSettings>; address?: string } = {},
) {
  render(
    <QueryClientProvider client={clientWithSettings({ ...(gateways ? { gateways } : {}), ...settings })}>
      <MemoryRouter initialEntries={[address]}>
        <VotePacks
          packs={packs}
          participant={{ id: 7, contestId: 1, name: 'Awa' }}
          contestEnd={contestEnd}
          loggedIn
          onAuthRequired={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('arrangePacks', () => {
  it('puts promotions first, then sorts by current price', () => {
    const packs = [
      makePack({ id: 1, name: 'Grand', current_price: 5000, price: 5000 }),
      makePack({ id: 2, name: 'Petit', current_price: 500 }),
      makePack({ id: 3, name: 'Promo', price: 10000, current_price: 8000, is_promotion_active: true }),
      makePack({ id: 4, name: 'Moyen', current_price: 1000 }),
    ];
    expect(arrangePacks(packs, NOW).map((item) => item.pack.name)).toEqual(['Promo', 'Petit', 'Moyen', 'Grand']);
  });

  it('makes a "boost" pack the popular one, else the middle pack', () => {
    const withBoost = [
      makePack({ id: 1, name: 'Petit', current_price: 500 }),
      makePack({ id: 2, name: 'Moyen', current_price: 1000 }),
      makePack({ id: 3, name: 'Pack BOOST', current_price: 2000 }),
    ];
    expect(
      arrangePacks(withBoost, NOW)
        .filter((item) => item.popular)
        .map((item) => item.pack.name),
    ).toEqual(['Pack BOOST']);
    const withoutBoost = withBoost.map((pack) => (pack.id === 3 ? { ...pack, name: 'Grand' } : pack));
    expect(
      arrangePacks(withoutBoost, NOW)
        .filter((item) => item.popular)
        .map((item) => item.pack.name),
    ).toEqual(['Moyen']);
  });

  it('marks packs created less than 7 days ago as new and "exclusif" descriptions as exclusive', () => {
    const [recent, old] = arrangePacks(
      [
        makePack({ id: 1, created_at: '2026-11-16T10:00:01Z', description: 'Offre EXCLUSIVE' }),
        makePack({ id: 2, current_price: 900, created_at: '2026-11-15T09:59:59Z', description: 'Un pack exclusif' }),
      ],
      NOW,
    );
    expect([recent.isNew, recent.exclusive]).toEqual([true, false]);
    expect([old.isNew, old.exclusive]).toEqual([false, true]);
  });
});

describe('purchasesClosed', () => {
  const end = '2026-11-22T18:00:00Z';
  it('closes purchases the given minutes before the end, and after it', () => {
    expect(purchasesClosed(end, new Date('2026-11-22T17:54:59Z'), 5)).toBe(false);
    expect(purchasesClosed(end, new Date('2026-11-22T17:55:01Z'), 5)).toBe(true);
    expect(purchasesClosed(end, new Date('2026-11-22T18:00:01Z'), 5)).toBe(true);
    expect(purchasesClosed(end, new Date('2026-11-22T17:59:59Z'), 0)).toBe(false);
  });
});

describe('VotePacks', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each pack with its badges, and a promotion with its struck price and discount', () => {
    const packs = [
      makePack({ id: 1, name: 'Pack Boost', votes_count: 60, price: 2000, current_price: 2000 }),
      makePack({
        id: 2,
        name: 'Pack Champion',
        description: 'Un pack exclusif',
        votes_count: 150,
        price: 5000,
        current_price: 4000,
        is_promotion_active: true,
        discount_percentage: 20,
        created_at: new Date().toISOString(),
      }),
    ];
    renderPacks(packs);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first).getByRole('heading')).toHaveTextContent('Pack Champion');
    expect(within(first).getByText('Nouveau')).toBeInTheDocument();
    expect(within(first).getByText('Exclusif')).toBeInTheDocument();
    expect(within(first).getByText('-20%')).toBeInTheDocument();
    expect(
      within(first)
        .getByText(/5\s000\sF\sCFA/)
        .closest('s'),
    ).not.toBeNull();
    expect(within(first).getByText(/4\s000\sF\sCFA/)).toBeInTheDocument();
    expect(within(first).queryByText('Populaire')).not.toBeInTheDocument();
    expect(within(second).getByText('Populaire')).toBeInTheDocument();
    expect(within(second).queryByText('Nouveau')).not.toBeInTheDocument();
  });

  it('offers the deployment’s providers in its order, the first recommended, and picks it', async () => {
    renderPacks(
      [makePack()],
      [
        { id: 'intouch', label: 'InTouch', recommended: true },
        { id: 'cinetpay', label: 'CinetPay', recommended: false },
      ],
    );
    const choices = within(screen.getByRole('group', { name: 'Moyen de paiement' })).getAllByRole('radio');
    expect(choices.map((choice) => (choice as HTMLInputElement).value)).toEqual(['intouch', 'cinetpay']);
    expect(choices[0]).toBeChecked();
    expect(screen.getByText('Recommandé : mobile money')).toBeVisible();
    expect(screen.getByText('Alternative : mobile money et carte')).toBeVisible();
    await userEvent.click(screen.getByLabelText(/CinetPay/));
    expect(choices[1]).toBeChecked();
  });

  it('says so, and sells nothing, when no provider is offered', () => {
    renderPacks([makePack()], []);
    expect(screen.getByRole('status')).toHaveTextContent("Aucun moyen de paiement n'est proposé pour le moment.");
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('button', { name: /Acheter|Choisir/ })).toBeDisabled();
  });

  it('sells nothing in the last minutes before the end, and says so calmly with the settings’ number', () => {
    renderPacks([makePack({ name: 'Pack Boost' })], undefined, {
      contestEnd: endsIn(8),
      settings: { purchases_close_minutes: 10 },
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Les achats de votes ferment 10 minutes avant la fin du concours.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Pack Boost' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acheter le Pack Boost pour Awa' })).toBeDisabled();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('still sells before the window opens', () => {
    renderPacks([makePack({ name: 'Pack Boost' })], undefined, { contestEnd: endsIn(6) });
    expect(screen.queryByText(/Les achats de votes ferment/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Acheter le Pack Boost pour Awa' })).toBeEnabled();
  });

  it('shows the server’s refusal when it closed purchases before this page did', async () => {
    const detail = 'Les achats de votes ferment 5 minutes avant la fin du concours.';
    const api = stubApi({ 'POST /api/payments/cinetpay/init': json({ detail }, 409) });
    renderPacks([makePack({ name: 'Pack Boost' })], undefined, { contestEnd: endsIn(6) });
    const buy = screen.getByRole('button', { name: 'Acheter le Pack Boost pour Awa' });
    await userEvent.click(buy);
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(await api.bodies('/api/payments/cinetpay/init')).toEqual([{ participant: 7, pack: 1 }]);
    expect(buy).toBeEnabled();
  });
});

describe('VotePacks: the pack a cancelled or failed payment was for', () => {
  it("shows the pack the address names again as the visitor's choice, focused, one tap from its checkout", () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderPacks(
      [makePack({ id: 1, name: 'Pack Boost', votes_count: 60 }), makePack({ id: 2, name: 'Pack Mini', price: 200 })],
      undefined,
      { address: '/vote/1/7?pack=1' },
    );
    const again = screen.getByRole('button', { name: 'Acheter le Pack Boost pour Awa' });
    expect(again).toHaveFocus();
    expect(again).toHaveClass('button--primary');
    expect(again.closest('li')).toHaveClass('pack--again');
    expect(within(again.closest('li')!).getByText('Votre choix')).toBeInTheDocument();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Acheter le Pack Mini pour Awa' }).closest('li')).not.toHaveClass(
      'pack--again',
    );
  });
});
