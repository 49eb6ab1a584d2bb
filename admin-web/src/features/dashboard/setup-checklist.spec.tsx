import { stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SetupChecklist } from '@/lib/api/dashboard/setup-checklist';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = { on: () => socket, connect: () => socket, disconnect: () => socket };
    return socket;
  },
}));

const CHECKLIST: SetupChecklist = {
  done: 2,
  total: 5,
  items: [
    {
      id: 'support',
      label: 'Contacts du support',
      status: 'todo',
      detail: 'Aucun contact : le site n’affiche pas de support.',
      action: 'Saisissez un numéro WhatsApp ou une adresse e-mail du support.',
      link: '/parametres',
    },
    {
      id: 'payments',
      label: 'Moyens de paiement réels',
      status: 'done',
      detail: 'Proposés : CinetPay.',
      action: '',
      link: null,
    },
    {
      id: 'sms',
      label: 'Passerelle SMS réelle',
      status: 'done',
      detail: 'Les SMS partent par Orange.',
      action: '',
      link: null,
    },
    {
      id: 'signing_keys',
      label: 'Clés de signature',
      status: 'todo',
      detail: 'Clés de développement (créées dans var/secrets au premier démarrage) : JWT_SECRET.',
      action: 'Générez une clé par variable (openssl rand -base64 48).',
      link: null,
    },
    {
      id: 'backups',
      label: 'Sauvegarde récente',
      status: 'unknown',
      detail: 'Non vérifiable : aucune sauvegarde n’est enregistrée dans var/backups sur ce serveur.',
      action: 'Sauvegardez la base chaque jour avec « npm run backup ».',
      link: null,
    },
  ],
};

function openDashboard(permissions: string[], checklist: SetupChecklist = CHECKLIST) {
  const admin = makeUser({ permissions });
  const api = stubApi({
    'GET /api/users/1': admin,
    'GET /api/admin/setup-checklist': checklist,
    'GET /api/contests/contests': [],
  });
  signIn(admin);
  renderAdmin('/tableau-de-bord');
  return api;
}

describe('the dashboard’s setup checklist', () => {
  it('lists each item done or not, what to do, and the page where it is set', async () => {
    openDashboard(['view_statistics', 'manage_settings']);
    const panel = await screen.findByRole('region', { name: 'Mise en service' });
    expect(within(panel).getByText('2 sur 5 faits')).toBeVisible();
    const steps = within(panel).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByText(/^(Fait|À faire|Non vérifiable)$/).textContent)).toEqual([
      'À faire',
      'Fait',
      'Fait',
      'À faire',
      'Non vérifiable',
    ]);
    expect(within(steps[0]).getByText('Saisissez un numéro WhatsApp ou une adresse e-mail du support.')).toBeVisible();
    expect(within(steps[0]).getByRole('link', { name: 'Régler : contacts du support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/parametres$/),
    );
    expect(within(steps[4]).getByText(/npm run backup/)).toBeVisible();
  });

  it('is gone once every item is done', async () => {
    const api = openDashboard(['view_statistics', 'manage_settings'], {
      ...CHECKLIST,
      done: 5,
      items: CHECKLIST.items.map((item) => ({ ...item, status: 'done', action: '', link: null })),
    });
    await screen.findByRole('heading', { name: 'Tableau de bord' });
    await vi.waitFor(() => expect(api.calls('GET', '/api/admin/setup-checklist')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Mise en service' })).not.toBeInTheDocument();
  });

  it('is not asked for by an administrator who does not manage the settings', async () => {
    const api = openDashboard(['view_statistics']);
    await screen.findByRole('heading', { name: 'Tableau de bord' });
    expect(api.calls('GET', '/api/admin/setup-checklist')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Mise en service' })).not.toBeInTheDocument();
  });
});
