import { stubApi } from '@bebe-star/web-common/test/stub-api';
import type { components } from '@contracts/api-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

type Preregistration = components['schemas']['AdminPreregistrationResponse'];

const LIST = '/api/contests/admin/preregistrations';

const row = (id: number, baby: string, canConvert: boolean): Preregistration => ({
  id,
  contest: 4,
  baby: id * 10,
  phone_number: '+221771234567',
  location_summary: 'Thiès, Sénégal',
  created_at: '2026-11-20T09:00:00.000Z',
  can_convert: canConvert,
  participant_id: null,
  baby_details: { id: id * 10, name: baby, age_months: 14, photo: null },
  contest_details: {
    id: 4,
    title: 'Concours Mixte — Tabaski',
    status: 'open',
    status_display: 'Ouvert',
    start_date: '2026-11-01T00:00:00.000Z',
    preregistration_end_date: null,
  },
  badge: canConvert
    ? { code: 'convertible', label: 'Conversion possible' }
    : { code: 'preregistration_ended', label: 'Préinscriptions terminées' },
  user_details: { id: id + 100, email: `parent${id}@example.com`, full_name: `Parent ${id}`, contact_number: '' },
});

function openPreregistrations(url = '/preinscriptions') {
  const admin = makeUser({ permissions: ['manage_preregistrations'] });
  const api = stubApi({
    'GET /api/users/1': admin,
    [`GET ${LIST}`]: {
      count: 3,
      next: null,
      previous: null,
      results: [row(1, 'Aïcha', true), row(2, 'Moussa', true), row(3, 'Coumba', false)],
    },
    [`GET ${LIST}/statistics`]: {
      total_preregistrations: 3,
      convertible_preregistrations: 2,
      converted_preregistrations: 0,
      recent_preregistrations_7_days: 3,
      active_contests: 1,
    },
    'GET /api/contests/contests': [{ id: 4, title: 'Concours Mixte — Tabaski' }],
    [`POST ${LIST}/bulk_convert`]: {
      success_count: 1,
      converted: [1],
      skipped: [{ id: 2, reason: 'Le bébé n’a pas de photo.' }],
    },
  });
  signIn(admin);
  renderAdmin(url);
  return api;
}

describe('the pre-registrations tab', () => {
  it('names its contests figure by what it counts, not « Concours actifs » (the contests open for votes)', async () => {
    openPreregistrations();
    const figure = (await screen.findByText('Concours ouverts aux inscriptions')).closest('div');
    await waitFor(() =>
      expect(figure).toHaveTextContent(/^Concours ouverts aux inscriptions1En préinscription ou ouverts$/),
    );
    expect(screen.queryByText('Concours actifs')).not.toBeInTheDocument();
  });

  it('asks for a selection, converts the selected rows and says why each other one was left', async () => {
    const api = openPreregistrations();
    const user = userEvent.setup();
    await screen.findByRole('row', { name: /Coumba/ });
    expect(
      screen.queryByRole('checkbox', { name: 'Sélectionner la préinscription de Coumba' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Convertir la sélection (0)' }));
    expect(screen.getByText('Veuillez sélectionner des préinscriptions à convertir')).toBeVisible();

    await user.click(
      screen.getByRole('checkbox', { name: 'Sélectionner toutes les préinscriptions convertibles de la page' }),
    );
    await user.click(screen.getByRole('button', { name: 'Convertir la sélection (2)' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Convertir 2 préinscriptions ?' })).getByRole('button', {
        name: 'Convertir',
      }),
    );

    const result = await screen.findByRole('dialog', { name: 'Résultat de la conversion' });
    expect(within(result).getByText('1 préinscription convertie en participation.')).toBeVisible();
    expect(within(result).getByText('#2 Moussa — Le bébé n’a pas de photo.')).toBeVisible();
    expect(await api.bodies(`${LIST}/bulk_convert`)).toEqual([{ preregistration_ids: [1, 2] }]);
  });

  it('sends the search, contest and status to the server', async () => {
    const api = openPreregistrations('/preinscriptions?contest=4&status=pending&search=Fatou');
    await screen.findByRole('row', { name: /Coumba/ });
    expect(Object.fromEntries(api.calls('GET', LIST)[0].searchParams)).toEqual({
      search: 'Fatou',
      contest: '4',
      status: 'pending',
      page: '1',
      page_size: '20',
    });
  });
});
