import { type Answer, type ApiRoute, json, stubApi } from '@bebe-star/web-common/test/stub-api';
import type { components } from '@contracts/api-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

type Account = components['schemas']['UserResponse'];

const account = (overrides: Partial<Account>): Account => ({
  id: 5,
  email: 'fatou@example.com',
  username: 'fatou',
  first_name: 'Fatou',
  last_name: 'Ndiaye',
  contact_number: '',
  address: '',
  city: '',
  country: '',
  is_active: true,
  is_staff: false,
  is_admin: false,
  groups: [],
  date_joined: '2026-11-01T00:00:00.000Z',
  last_login: null,
  email_confirmed: true,
  ...overrides,
});

function openAccounts(url: string, routes: Partial<Record<ApiRoute, Answer>> = {}) {
  const admin = makeUser({ permissions: ['manage_users', 'manage_administrators'] });
  const api = stubApi({
    'GET /api/users/1': admin,
    'GET /api/users': { count: 1, next: null, previous: null, results: [account({})] },
    'PATCH /api/users/5': (request: Request) =>
      request.json().then((body: Partial<Account>) => json(account({ ...body }))),
    'POST /api/users': (request: Request) =>
      request.json().then((body: Partial<Account>) => json(account({ id: 9, ...body, is_staff: true }), 201)),
    'GET /api/groups': [{ id: 1, name: 'Administrateurs', permissions: ['manage_users'] }],
    'GET /api/permissions': [{ id: 1, codename: 'manage_users', name: 'Gérer les utilisateurs' }],
    ...routes,
  });
  signIn(admin);
  renderAdmin(url);
  return api;
}

describe('the accounts tabs', () => {
  it('sends the filters to the server and switches an account off', async () => {
    const api = openAccounts('/utilisateurs?status=inactive&sort=email&dir=desc&search=fatou');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Actif (Fatou Ndiaye)' }));
    await screen.findByText('Le compte de Fatou Ndiaye est maintenant inactif.');
    expect(await api.bodies('/api/users/5')).toEqual([{ is_active: false }]);
    expect(api.calls('GET', '/api/users').map((url) => Object.fromEntries(url.searchParams))).toContainEqual({
      search: 'fatou',
      is_active: 'false',
      ordering: '-email',
      page: '1',
      page_size: '20',
    });
    expect(screen.getByText('Le groupe « Administrateurs » garde toutes les permissions.')).toBeVisible();
  });

  it.each(['/utilisateurs', '/administrateurs'])(
    'sorts %s by group and by status from the column headers',
    async (url) => {
      const api = openAccounts(url);
      const user = userEvent.setup();
      const orderings = () => api.calls('GET', '/api/users').map((call) => call.searchParams.get('ordering'));
      const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

      await screen.findByText('fatou@example.com');
      expect(header('Groupes')).toHaveAttribute('aria-sort', 'none');
      await user.click(within(header('Groupes')).getByRole('button'));
      await waitFor(() => expect(orderings()).toContain('group'));
      expect(header('Groupes')).toHaveAttribute('aria-sort', 'ascending');

      await user.click(within(header('Groupes')).getByRole('button'));
      await waitFor(() => expect(orderings()).toContain('-group'));
      expect(header('Groupes')).toHaveAttribute('aria-sort', 'descending');

      await user.click(within(header('Statut')).getByRole('button'));
      await waitFor(() => expect(orderings()).toContain('status'));
      expect(header('Statut')).toHaveAttribute('aria-sort', 'ascending');
      expect(header('Groupes')).toHaveAttribute('aria-sort', 'none');
      expect(screen.getByLabelText('Trier par')).toHaveValue('status');
    },
  );

  it('adds an administrator in one call', async () => {
    const api = openAccounts('/administrateurs');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter un administrateur' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvel administrateur' });
    await user.type(within(dialog).getByLabelText('Prénom'), 'Ousmane');
    await user.type(within(dialog).getByLabelText('Nom'), 'Sow');
    await user.type(within(dialog).getByLabelText('E-mail'), 'ousmane@bebestar.local');
    await user.type(within(dialog).getByLabelText('Mot de passe provisoire'), 'court');
    await user.click(within(dialog).getByRole('button', { name: 'Créer l’administrateur' }));
    expect(within(dialog).getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Mot de passe provisoire'), '-Hivernage-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Créer l’administrateur' }));
    await screen.findByText('L’administrateur ousmane@bebestar.local a été créé.');
    expect(await api.bodies('/api/users')).toEqual([
      { first_name: 'Ousmane', last_name: 'Sow', email: 'ousmane@bebestar.local', password: 'court-Hivernage-2026' },
    ]);
    expect(api.calls('GET', '/api/users')[0].searchParams.get('is_staff')).toBe('true');
  });

  it.each([
    ['the network fails', new TypeError('Failed to fetch')],
    ['the request times out', new DOMException('The operation timed out.', 'TimeoutError')],
  ])('says in French when %s while loading the accounts', async (_case, error) => {
    openAccounts('/utilisateurs', { 'GET /api/users': () => Promise.reject(error) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Problème de connexion. Vérifiez votre internet.');
  });
});
