import { makeContest } from '@bebe-star/web-common/test/fixtures';
import { stubApi, json } from '@bebe-star/web-common/test/stub-api';
import type { components } from '@contracts/api-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

type Contest = components['schemas']['ContestResponse'];

const LIST = '/api/contests/contests';

const contest = (overrides: Partial<Contest>): Contest =>
  makeContest({
    id: 1,
    title: 'Concours Filles — Printemps',
    description: 'Les plus beaux sourires',
    start_date: '2026-11-01T10:00:00.000Z',
    end_date: '2026-12-01T18:00:00.000Z',
    prize: 150_000,
    second_prize: 50_000,
    third_prize: 25_000,
    convertible_preregistrations_count: 3,
    ...overrides,
  });

const OVERDUE = contest({
  id: 2,
  title: 'Concours Garçons — Hivernage',
  status: 'pre_registration',
  gender: 'male',
  preregistrations_count: 7,
  preregistration_start_date: '2026-10-01T00:00:00.000Z',
  preregistration_end_date: '2026-10-20T00:00:00.000Z',
});

function openContests(url = '/concours') {
  const admin = makeUser({ permissions: ['manage_contests'] });
  const api = stubApi({
    'GET /api/users/1': admin,
    [`GET ${LIST}`]: (request: Request) => {
      const status = new URL(request.url).searchParams.get('status');
      const results = [contest({}), OVERDUE].filter((item) => !status || item.status === status);
      return json({ count: results.length, next: null, previous: null, results });
    },
    [`POST ${LIST}`]: () => json(contest({ id: 9, title: 'Concours Mixte — Noël' }), 201),
  });
  signIn(admin);
  renderAdmin(url);
  return api;
}

describe('the contests tab', () => {
  it('shows the grid with its figures and the overdue pre-registration badge', async () => {
    openContests();
    const overdue = await screen.findByRole('article', { name: 'Concours Garçons — Hivernage' });
    expect(within(overdue).getByText('Fin préinscriptions dépassée')).toBeVisible();
    expect(within(overdue).getByText('7 préinscriptions')).toBeVisible();
    const open = screen.getByRole('article', { name: 'Concours Filles — Printemps' });
    expect(within(open).getByText('3 préinscriptions convertibles')).toBeVisible();
    expect(within(open).getByText(/^150\s000\sF\sCFA · 50\s000\sF\sCFA · 25\s000\sF\sCFA$/)).toBeVisible();
    expect(within(open).queryByText('Fin préinscriptions dépassée')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Concours ouverts').nextElementSibling).toHaveTextContent('1'));
  });

  it('keeps the form closed to an end before the start, then creates the contest as multipart', async () => {
    const api = openContests();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouveau concours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un nouveau concours' });
    const submit = within(dialog).getByRole('button', { name: 'Créer le concours' });
    expect(submit).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Titre'), 'Concours Mixte — Noël');
    await user.type(within(dialog).getByLabelText('Description'), 'Pour les fêtes');
    await user.selectOptions(within(dialog).getByLabelText('Catégorie'), 'Mixte');
    await user.type(within(dialog).getByLabelText('Début du concours'), '2026-12-20T10:00');
    await user.type(within(dialog).getByLabelText('Fin du concours'), '2026-12-10T10:00');
    expect(within(dialog).getByText('La fin du concours doit être postérieure au début du concours.')).toBeVisible();
    expect(submit).toBeDisabled();

    await user.clear(within(dialog).getByLabelText('Fin du concours'));
    await user.type(within(dialog).getByLabelText('Fin du concours'), '2026-12-31T18:00');
    await user.selectOptions(within(dialog).getByLabelText('Statut'), 'Préinscription');
    expect(within(dialog).getByText('Le statut « Préinscription » n’a pas de dates de préinscription.')).toBeVisible();
    expect(submit).toBeEnabled();
    await user.click(submit);

    await screen.findByText('Le concours « Concours Mixte — Noël » a été créé.');
    const [request] = api.requests.filter((sent) => sent.method === 'POST');
    const form = await request.formData();
    expect(Object.fromEntries(form)).toEqual({
      title: 'Concours Mixte — Noël',
      description: 'Pour les fêtes',
      status: 'pre_registration',
      gender: 'mixed',
      prize: '0',
      second_prize: '0',
      third_prize: '0',
      start_date: '2026-12-20T10:00:00.000Z',
      end_date: '2026-12-31T18:00:00.000Z',
    });
  });

  it('sets the three prizes with a podium preview, and keeps the form closed to a 2nd above the 1st', async () => {
    const api = openContests();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouveau concours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un nouveau concours' });
    await user.type(within(dialog).getByLabelText('Titre'), 'Concours Mixte — Noël');
    await user.type(within(dialog).getByLabelText('Description'), 'Pour les fêtes');
    await user.selectOptions(within(dialog).getByLabelText('Catégorie'), 'Mixte');
    await user.type(within(dialog).getByLabelText('Début du concours'), '2026-12-20T10:00');
    await user.type(within(dialog).getByLabelText('Fin du concours'), '2026-12-31T18:00');
    await user.type(within(dialog).getByLabelText('1re place (F CFA)'), '100000');
    await user.type(within(dialog).getByLabelText('2e place (F CFA)'), '150000');
    await user.type(within(dialog).getByLabelText('3e place (F CFA)'), '25000');
    const submit = within(dialog).getByRole('button', { name: 'Créer le concours' });
    expect(
      within(dialog).getByText('Le prix de la 2e place ne peut pas dépasser celui de la 1re place.'),
    ).toBeVisible();
    expect(submit).toBeDisabled();

    await user.clear(within(dialog).getByLabelText('2e place (F CFA)'));
    await user.type(within(dialog).getByLabelText('2e place (F CFA)'), '50000');
    const podium = within(dialog).getByRole('figure', { name: 'Aperçu du podium' });
    expect(
      within(podium)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['50\u202f000 F\u00a0CFA2e place', '100\u202f000 F\u00a0CFA1re place', '25\u202f000 F\u00a0CFA3e place']);
    expect(submit).toBeEnabled();
    await user.click(submit);
    await screen.findByText('Le concours « Concours Mixte — Noël » a été créé.');
    const form = await api.requests.filter((sent) => sent.method === 'POST')[0].formData();
    expect([form.get('prize'), form.get('second_prize'), form.get('third_prize')]).toEqual([
      '100000',
      '50000',
      '25000',
    ]);
  });

  it('filters by status on the server, from the URL', async () => {
    const api = openContests('/concours?status=pre_registration');
    await screen.findByRole('article', { name: 'Concours Garçons — Hivernage' });
    expect(screen.queryByRole('article', { name: 'Concours Filles — Printemps' })).not.toBeInTheDocument();
    const pages = api.calls('GET', LIST).map((url) => Object.fromEntries(url.searchParams));
    expect(pages).toContainEqual({ page: '1', page_size: '12', status: 'pre_registration' });
  });
});
