import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimEligibility, PrizeClaim } from '@/lib/api/prize-claims/get-claim-eligibility';
import type { WonContest } from '@/lib/api/winners/get-my-wins';
import { authStore } from '@/lib/auth-store';
import { fakeAccessToken } from '@/test/factories';
import { renderPage } from '@/test/render-page';
import { PrizeClaimPage } from './prize-claim-page';

function makeWin(overrides: Partial<WonContest> = {}): WonContest {
  return {
    id: 4,
    title: 'Concours Mixte — Fête de l’indépendance',
    end_date: '2026-11-20T10:00:00Z',
    status: 'available',
    rank: 3,
    prize: 25_000,
    winner_id: 31,
    baby_name: 'Nafissatou',
    photo_url: '',
    claim_status: null,
    claim_deadline: '2099-12-20T10:00:00Z',
    ...overrides,
  };
}

function makeClaim(overrides: Partial<PrizeClaim> = {}): PrizeClaim {
  return {
    id: 9,
    phone_number: '+221771234567',
    operator: 'Wave',
    status: 'pending',
    status_display: 'En attente de paiement',
    payout_reference: null,
    payout_amount: null,
    rejection_reason: null,
    decided_at: null,
    created_at: '2026-11-24T10:00:00Z',
    winner_data: {
      contest: 4,
      contest_title: 'Concours Mixte — Fête de l’indépendance',
      participant_name: 'Aïcha D.',
      participant_baby_name: 'Nafissatou',
      rank: 3,
      prize: 25_000,
    },
    ...overrides,
  };
}

const eligibility = (win: WonContest, overrides: Partial<ClaimEligibility> = {}): ClaimEligibility => ({
  can_claim: true,
  rank: win.rank,
  message: 'Vous pouvez récupérer votre lot.',
  winner_id: win.winner_id,
  prize: win.prize,
  claim_deadline: win.claim_deadline,
  claim: null,
  ...overrides,
});

/** The podium of contest 4, where the parent's winner 31 entered from Senegal. */
const PODIUM = {
  count: 1,
  next: null,
  previous: null,
  total_pages: 1,
  current_page: 1,
  page_size: 10,
  results: [{ id: 31, contest: 4, position: 3, country: 'Sénégal' }],
};

function stubClaimApi(wins: WonContest[], answers: Record<number, ClaimEligibility | Response>) {
  return stubApi({
    'GET /api/contests/contests/my-wins': wins,
    'GET /api/contests/list-winners': PODIUM,
    'GET /api/contests/getmyprize/can-claim': (request: Request) => {
      const answer = answers[Number(new URL(request.url).searchParams.get('contest_id'))];
      return answer instanceof Response ? answer : json(answer);
    },
  });
}

const panel = () => screen.getByRole('region', { name: /Nafissatou|Awa|Binta|Idrissa|Moussa/ });

describe('PrizeClaimPage', () => {
  beforeEach(() => authStore.save(fakeAccessToken(5)));
  afterEach(() => {
    authStore.clear();
    vi.restoreAllMocks();
  });

  it('sends a visitor to the login page, back here afterwards', () => {
    authStore.clear();
    renderPage(<PrizeClaimPage />, { path: '/recuperer-lot' });
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/login?returnUrl=%2Frecuperer-lot');
  });

  it('checks the phone number with the country rules, asks the operator, removes the spaces and claims once', async () => {
    const win = makeWin();
    let claimed = false;
    const fetch = stubApi({
      'GET /api/contests/contests/my-wins': () =>
        json([claimed ? { ...win, status: 'claimed', claim_status: 'pending' } : win]),
      'GET /api/contests/list-winners': PODIUM,
      'GET /api/contests/getmyprize/can-claim': () =>
        json(claimed ? eligibility(win, { can_claim: false, claim: makeClaim() }) : eligibility(win)),
      'POST /api/contests/getmyprize': () => {
        claimed = true;
        return json(
          {
            ...makeClaim(),
            detail:
              'Votre demande a été enregistrée avec succès. Notre équipe vous contactera bientôt pour la remise de votre lot.',
          },
          201,
        );
      },
    });
    renderPage(<PrizeClaimPage />, { path: '/recuperer-lot' });

    expect(await screen.findByText('À réclamer avant le 20 décembre 2099', { selector: 'p' })).toBeInTheDocument();
    const phone = await screen.findByLabelText('Numéro mobile money');
    await screen.findByText('+221');
    const submit = screen.getByRole('button', { name: 'Envoyer ma demande' });

    expect(screen.getByLabelText('Pays du numéro')).toHaveValue('Sénégal');
    await userEvent.click(submit);
    expect(phone).toHaveAccessibleDescription(/Veuillez saisir un numéro de téléphone valide\./);
    expect(phone).toHaveFocus();
    const operator = screen.getByLabelText('Opérateur mobile money');
    expect(operator).toHaveAccessibleDescription('Indiquez l’opérateur de mobile money qui recevra le lot.');
    await userEvent.type(phone, '66 12 34 56 7');
    await userEvent.click(submit);
    expect(phone).toHaveAccessibleDescription(/Format invalide pour Sénégal\. Exemple: 771234567/);

    await userEvent.clear(phone);
    await userEvent.type(phone, '77 123 45 67');
    expect(
      within(operator)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisissez l’opérateur', 'Orange Money', 'Wave', 'Free Money']);
    await userEvent.selectOptions(operator, 'Wave');
    await userEvent.click(submit);

    expect(await screen.findByText(/Votre demande a été enregistrée avec succès/)).toBeInTheDocument();
    const posts = fetch.mock.calls.map(([input]) => input as Request).filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    const [post] = posts;
    await expect(post.json()).resolves.toEqual({
      winner: 31,
      phone_number: '+221771234567',
      country: 'Sénégal',
      operator: 'Wave',
    });
    await waitFor(() => expect(within(panel()).getByText('En attente de paiement')).toBeInTheDocument());
    expect(within(panel()).getByText(/Numéro de paiement : \+221 77 123 45 67 \(Wave\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer ma demande' })).not.toBeInTheDocument();
  });

  it('lets the winner choose another country, with its dial code and its operators', async () => {
    const win = makeWin();
    const fetch = stubClaimApi([win], { 4: eligibility(win) });
    renderPage(<PrizeClaimPage />, { path: '/recuperer-lot' });
    const country = await screen.findByLabelText('Pays du numéro');
    await screen.findByText('+221');
    await userEvent.selectOptions(country, "Côte d'Ivoire");
    expect(screen.getByText('+225')).toBeInTheDocument();
    expect(screen.getByText("Sans l'indicatif +225. Les espaces sont acceptés.")).toBeInTheDocument();
    const operator = screen.getByLabelText('Opérateur mobile money');
    expect(
      within(operator)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisissez l’opérateur', 'Orange Money', 'MTN MoMo', 'Moov Money', 'Wave']);
    // A country without a list of operators takes the name as typed.
    await userEvent.selectOptions(country, 'France');
    expect(screen.getByLabelText('Opérateur mobile money').tagName).toBe('INPUT');
    expect(fetch.mock.calls.some(([input]) => (input as Request).method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal of the number under the field', async () => {
    const win = makeWin();
    stubApi({
      'GET /api/contests/contests/my-wins': [win],
      'GET /api/contests/list-winners': { ...PODIUM, results: [] },
      'GET /api/contests/getmyprize/can-claim': eligibility(win),
      'POST /api/contests/getmyprize': json({ phone_number: ['Format invalide pour Togo. Exemple: 0123456789'] }, 400),
    });
    renderPage(<PrizeClaimPage />, { path: '/recuperer-lot' });
    await userEvent.type(await screen.findByLabelText('Numéro mobile money'), '+228 90 12');
    await userEvent.selectOptions(screen.getByLabelText('Opérateur mobile money'), 'Wave');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Format invalide pour Togo. Exemple: 0123456789');
    await waitFor(() => expect(screen.getByLabelText('Numéro mobile money')).toHaveFocus());
  });

  it('shows where each prize stands: awaiting payment, paid with its reference, rejected with the reason, expired', async () => {
    const pending = makeWin({ id: 4, winner_id: 31, status: 'claimed', claim_status: 'pending' });
    const paid = makeWin({
      id: 6,
      winner_id: 41,
      rank: 1,
      prize: 100_000,
      baby_name: 'Awa',
      status: 'claimed',
      claim_status: 'paid',
    });
    const rejected = makeWin({
      id: 7,
      winner_id: 51,
      rank: 2,
      baby_name: 'Idrissa',
      status: 'claimed',
      claim_status: 'rejected',
    });
    const expired = makeWin({
      id: 8,
      winner_id: 61,
      baby_name: 'Moussa',
      status: 'expired',
      claim_deadline: '2026-11-16T10:00:00Z',
    });
    stubClaimApi([pending, paid, rejected, expired], {
      4: eligibility(pending, { can_claim: false, claim: makeClaim() }),
      6: eligibility(paid, {
        can_claim: false,
        claim: makeClaim({
          status: 'paid',
          payout_reference: 'MP2611.A1B2',
          payout_amount: 100_000,
          decided_at: '2026-11-25T09:00:00Z',
        }),
      }),
      7: eligibility(rejected, {
        can_claim: false,
        claim: makeClaim({ status: 'rejected', rejection_reason: "Acte de naissance de l'enfant non fourni" }),
      }),
      8: eligibility(expired, {
        can_claim: false,
        message: 'Le délai pour récupérer ce lot a expiré le 16 novembre 2026.',
      }),
    });
    renderPage(<PrizeClaimPage />, { path: '/recuperer-lot' });

    expect(await screen.findByRole('region', { name: 'Nafissatou' })).toBeInTheDocument();
    expect(await within(panel()).findByText(/Notre équipe vérifie votre demande/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Choisir le lot d'Awa/ }));
    expect(await within(panel()).findByText('MP2611.A1B2')).toBeInTheDocument();
    expect(within(panel()).getByText('Payé')).toBeInTheDocument();
    expect(within(panel()).getByText('100 000 F CFA envoyés le 25 novembre 2026.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Choisir le lot d'Idrissa/ }));
    expect(await within(panel()).findByText("Acte de naissance de l'enfant non fourni")).toBeInTheDocument();
    expect(within(panel()).getByText('Demande rejetée')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Choisir le lot de Moussa/ }));
    expect(
      await within(panel()).findByText('Le délai pour récupérer ce lot a expiré le 16 novembre 2026.'),
    ).toBeInTheDocument();
    expect(within(panel()).getByText('Expiré')).toBeInTheDocument();
    expect(screen.queryByLabelText('Numéro mobile money')).not.toBeInTheDocument();
  });

  it('says when the contest is not the parent’s to claim', async () => {
    const win = makeWin();
    stubClaimApi([win], { 4: json({ detail: 'Not found' }, 404) });
    renderPage(<PrizeClaimPage />, { path: '/recuperer-lot' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Ce concours n'existe pas ou vous n'êtes pas autorisé à récupérer ce lot.",
    );
  });

  it('says when the parent has not won yet', async () => {
    stubClaimApi([], {});
    renderPage(<PrizeClaimPage />, { path: '/recuperer-lot' });
    expect(await screen.findByText("Vous n'avez pas encore gagné de concours.")).toBeInTheDocument();
  });
});
