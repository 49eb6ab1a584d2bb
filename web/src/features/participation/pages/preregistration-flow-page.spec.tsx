import { stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { fakeAccessToken } from '@/test/factories';
import { CITIES, COUNTRIES, renderPage } from '../test/render';
import { PreregistrationFlowPage } from './preregistration-flow-page';

const CONTEST = { id: 3, title: 'Concours des filles', start_date: '2026-12-25T13:30:00Z', status: 'pre_registration' };
const year = String(new Date().getFullYear() - 1);
const next = () => userEvent.click(screen.getByRole('button', { name: 'Suivant' }));

describe('PreregistrationFlowPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks a new baby step by step, the phone optional but checked once typed, then sends it', async () => {
    authStore.save(fakeAccessToken(7), 'refresh');
    const fetch = stubApi({
      'GET /api/contests/contests/3': CONTEST,
      'GET /api/contests/babies': { results: [{ id: 1, name: 'Awa', age_months: 14, photo_urls: null }] },
      'GET /api/countries': COUNTRIES,
      'GET /api/cities': CITIES,
      'POST /api/contests/preregistrations': { id: 9, contest: 3 },
    });
    renderPage(PreregistrationFlowPage, {
      path: '/concours/preinscription/flow',
      entry: '/concours/preinscription/flow',
      state: { contest: { id: 3 } },
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Un nouvel enfant/ }));
    await next();

    await next();
    expect(screen.getByText('Veuillez choisir le genre de votre enfant')).toBeInTheDocument();
    expect(screen.getByText('Ce champ est requis')).toBeInTheDocument();
    expect(screen.getByText('Veuillez indiquer le jour, le mois et l’année de naissance')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Fille' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Prénom'), 'Fatou');
    await userEvent.selectOptions(screen.getByLabelText('Jour'), '5');
    await userEvent.selectOptions(screen.getByLabelText('Mois'), '3');
    await userEvent.selectOptions(screen.getByLabelText('Année'), year);
    await next();

    const photo = new File(['x'], 'fatou.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Choisir une photo'), photo);
    await next();

    await screen.findByRole('option', { name: 'Dakar' });
    await userEvent.selectOptions(screen.getByLabelText('Ville'), 'Dakar');
    await userEvent.type(screen.getByLabelText('Téléphone (facultatif)'), '66123');
    await userEvent.click(screen.getByRole('button', { name: 'Préinscrire mon bébé' }));
    expect(screen.getByText('Format invalide pour Sénégal. Exemple: 771234567')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Téléphone (facultatif)'));
    await userEvent.click(screen.getByRole('button', { name: 'Préinscrire mon bébé' }));

    expect(await screen.findByRole('heading', { name: 'Préinscription réussie !' })).toBeInTheDocument();
    const sent = fetch.mock.calls.map(([input]) => input as Request).find((r) => r.method === 'POST')!;
    const form = await sent.formData();
    expect(form.get('baby_name')).toBe('Fatou');
    expect(form.get('gender')).toBe('female');
    expect(form.get('date_of_birth')).toBe(`${year}-03-05`);
    expect(form.get('city')).toBe('Dakar');
    expect(form.get('phone_number')).toBeNull();
  });
});
