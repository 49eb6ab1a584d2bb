import { stubApi, type Handler, json } from '@bebe-star/web-common/test/stub-api';
import type { components } from '@contracts/api-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

type Claim = components['schemas']['AdminPrizeClaimResponse'];

const LIST = '/api/contests/admin/prize-claims';

const makeClaim = (overrides: Partial<Claim> = {}): Claim => ({
  id: 12,
  phone_number: '+221771234567',
  operator: 'Wave',
  status: 'pending',
  status_display: 'En attente',
  payout_reference: null,
  payout_amount: null,
  rejection_reason: null,
  decided_at: null,
  created_at: '2026-11-20T09:30:00.000Z',
  winner_data: {
    contest: 4,
    contest_title: 'Concours Mixte — Fête de l’indépendance',
    participant_name: 'Oumou D.',
    participant_baby_name: 'Abdoulaye',
    rank: 2,
    prize: 75000,
  },
  winner: 3,
  participant: 40,
  user_email: 'oumou@example.com',
  country: 'Sénégal',
  city: 'Dakar',
  ...overrides,
});

const page = (results: Claim[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
  total_pages: Math.max(1, Math.ceil(count / 20)),
  current_page: 1,
  page_size: 20,
});

const stats = {
  total_claims: 4,
  claims_by_rank: { first_place: 2, second_place: 1, third_place: 1 },
  claims_by_status: { pending: 1, paid: 2, rejected: 1 },
  total_paid: 250000,
  top_contests: [{ winner__contest__id: 4, winner__contest__title: 'Concours Mixte', total_claims: 3 }],
};

function openClaims(url: string, routes: Record<string, Handler | Response | object> = {}) {
  const admin = makeUser();
  const api = stubApi({
    'GET /api/users/1': admin,
    [`GET ${LIST}`]: page([makeClaim()]),
    [`GET ${LIST}/stats`]: stats,
    'GET /api/contests/contests': [{ id: 4, title: 'Concours Mixte — Fête de l’indépendance' }],
    ...routes,
  });
  signIn(admin);
  const router = renderAdmin(url);
  return { api, router };
}

describe('the prize claims tab', () => {
  it('asks the server for the page and filters of the URL and shows the claims with their figures', async () => {
    const { api } = openClaims('/reclamations-prix?status=pending&winner_rank=9&page=2&page_size=50');

    const row = (await screen.findByText('Oumou D.')).closest('tr')!;
    expect(within(row).getByText('#12')).toBeVisible();
    expect(within(row).getByText('75 000 F CFA')).toBeVisible();
    expect(within(row).getByText('En attente')).toBeVisible();
    expect(within(row).getByText('Wave')).toBeVisible();
    const query = Object.fromEntries(api.calls('GET', LIST)[0].searchParams);
    expect(query).toEqual({ status: 'pending', page: '2', page_size: '50' });
    expect(await screen.findByText('250 000 F CFA')).toBeVisible();
    expect(screen.getByText('2 (50 %)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeEnabled();
  });

  it('applies the filters from the first page, keeps them in the URL and refuses reversed dates', async () => {
    const { api, router } = openClaims('/reclamations-prix?page=3');
    const user = userEvent.setup();
    await screen.findByText('Oumou D.');
    await user.click(screen.getByText('Filtres'));
    await user.type(screen.getByLabelText('Recherche'), 'Abdoulaye');
    await user.selectOptions(screen.getByLabelText('Statut'), 'Payée');
    await user.type(screen.getByLabelText('Du'), '2026-11-20');
    await user.type(screen.getByLabelText('Au'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('La date de fin doit être postérieure ou égale à la date de début.')).toBeVisible();

    await user.clear(screen.getByLabelText('Au'));
    await user.type(screen.getByLabelText('Au'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await vi.waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        search: 'Abdoulaye',
        status: 'paid',
        date_from: '2026-11-20',
        date_to: '2026-11-30',
      }),
    );
    await vi.waitFor(() =>
      expect(Object.fromEntries(api.calls('GET', LIST).at(-1)!.searchParams)).toEqual({
        search: 'Abdoulaye',
        status: 'paid',
        date_from: '2026-11-20',
        date_to: '2026-11-30',
        page: '1',
        page_size: '20',
      }),
    );
  });

  it('marks a claim paid with the reference and the amount, prefilled with the prize', async () => {
    const { api } = openClaims('/reclamations-prix', {
      [`POST ${LIST}/12/pay`]: makeClaim({ status: 'paid', payout_reference: 'MP26.1120.A1', payout_amount: 75000 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Marquer payé (#12)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marquer la réclamation #12 comme payée' });
    // Where to pay: the number and the operator the winner named.
    expect(within(dialog).getByText('Opérateur').nextElementSibling).toHaveTextContent('Wave');
    expect(within(dialog).getByLabelText('Montant versé (F CFA)')).toHaveValue(75000);
    expect(within(dialog).getByLabelText('Référence du paiement')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Référence du paiement'), 'MP26 1120');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le paiement' }));
    expect(
      await within(dialog).findByText('La référence ne peut contenir que des lettres, chiffres et . _ : / -'),
    ).toBeVisible();

    await user.clear(within(dialog).getByLabelText('Référence du paiement'));
    await user.type(within(dialog).getByLabelText('Référence du paiement'), 'MP26.1120.A1');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le paiement' }));
    expect(await screen.findByText('La réclamation #12 est marquée comme payée.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await api.bodies(`${LIST}/12/pay`)).toEqual([{ payout_reference: 'MP26.1120.A1', payout_amount: 75000 }]);
    await vi.waitFor(() => expect(api.calls('GET', LIST).length).toBeGreaterThan(1));
  });

  it('says what is wrong with an amount before sending it: negative, above the prize, not whole', async () => {
    const { api } = openClaims('/reclamations-prix');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Marquer payé (#12)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marquer la réclamation #12 comme payée' });
    await user.type(within(dialog).getByLabelText('Référence du paiement'), 'MP26.1120.A1');
    const amount = within(dialog).getByLabelText('Montant versé (F CFA)');
    for (const [typed, message] of [
      ['-5', 'Le montant versé ne peut pas être négatif.'],
      // Testing Library reads the narrow no-break space of 75 000 as a space.
      ['75001', 'Le montant versé ne peut pas dépasser le lot de ce gagnant : 75 000 F CFA.'],
      ['100.5', 'Le montant versé doit être un nombre entier de F CFA, sans décimales.'],
    ]) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Confirmer le paiement' }));
      expect(await within(dialog).findByText(message)).toBeVisible();
    }
    expect(api.calls('POST', `${LIST}/12/pay`)).toEqual([]);
  });

  it('says so in French when another administrator decided the claim first', async () => {
    openClaims('/reclamations-prix', {
      [`POST ${LIST}/12/reject`]: json({ detail: 'Cette réclamation a déjà été traitée.' }, 409),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rejeter (#12)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeter la réclamation #12' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le rejet' }));
    expect(await within(dialog).findByText('La raison du rejet est requise.')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Raison du rejet'), 'Acte de naissance non fourni');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le rejet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette réclamation a déjà été traitée : la liste est actualisée.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('downloads the CSV of the filtered claims', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:claims';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api } = openClaims('/reclamations-prix?contest=4&page=2', {
      [`GET ${LIST}/export`]: new Response('ID réclamation;Téléphone\n12;+221771234567\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="reclamations-prix-2026-11-24.csv"',
        },
      }),
    });
    const user = userEvent.setup();
    await screen.findByText('Oumou D.');
    await user.click(screen.getByRole('button', { name: 'Exporter CSV' }));

    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(await created[0].text()).toContain('12;+221771234567');
    expect(Object.fromEntries(api.calls('GET', `${LIST}/export`)[0].searchParams)).toEqual({
      contest: '4',
      format: 'csv',
    });
  });

  it('shows the server’s refusal and the empty state in the spec’s words', async () => {
    openClaims('/reclamations-prix', {
      [`GET ${LIST}`]: json({ detail: 'Permission requise : Gérer les réclamations de prix.' }, 403),
      [`GET ${LIST}/stats`]: json({ detail: 'Permission requise.' }, 403),
    });
    expect(await screen.findByText('Erreur 403: Permission requise : Gérer les réclamations de prix.')).toBeVisible();
    expect(screen.getByText('Impossible de charger les statistiques des prix')).toBeVisible();
  });

  it('says when no claim matches', async () => {
    openClaims('/reclamations-prix?search=personne', { [`GET ${LIST}`]: page([]) });
    expect(await screen.findByText('Aucune réclamation trouvée')).toBeVisible();
  });
});
