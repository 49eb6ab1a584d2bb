import { stubApi } from '@bebe-star/web-common/test/stub-api';
import type { components } from '@contracts/api-schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

type SigningKey = components['schemas']['TransparencyKeyResponse'];

const key = (fingerprint: string, created_at: string): SigningKey => ({
  key_id: fingerprint.slice(0, 16),
  algorithm: 'ed25519',
  public_key: 'AAAA',
  fingerprint,
  created_at,
});

function openSettings(keys: SigningKey[]) {
  const admin = makeUser({ permissions: ['manage_settings'] });
  stubApi({
    'GET /api/users/1': admin,
    'GET /api/admin/settings': {
      support_whatsapp: null,
      support_email: null,
      configured: { support_whatsapp: null, support_email: null },
      site_notice: '',
      contest_notices: [],
      gateways: [],
      updated_at: null,
    },
    'GET /api/contests/contests': [],
    'GET /api/transparency/keys': keys,
  });
  signIn(admin);
  renderAdmin('/parametres');
}

const keysPanel = () => screen.findByRole('region', { name: 'Clé de signature du registre des votes' });

describe('the vote log’s signing key in the Paramètres tab', () => {
  it('prints each key’s fingerprint in groups of 4, the current one first, with its date', async () => {
    openSettings([
      key('0123456789abcdef'.repeat(4), '2026-01-05T08:00:00.000Z'),
      key('fedcba9876543210'.repeat(4), '2026-09-10T14:30:00.000Z'),
    ]);
    const panel = await keysPanel();
    expect(within(panel).getByText(/Publiez cette empreinte/)).toBeVisible();
    await within(panel).findByText('Clé actuelle');
    const [current, previous] = within(panel).getAllByRole('listitem');
    expect(within(current).getByText('Clé actuelle')).toBeVisible();
    expect(within(current).getByText('fedc ba98 7654 3210 '.repeat(4).trim())).toBeVisible();
    expect(within(current).getByText('En service depuis le 10 septembre 2026 à 14:30')).toBeVisible();
    expect(within(previous).getByText(/Ancienne clé/)).toBeVisible();
    expect(within(previous).getByText('0123 4567 89ab cdef '.repeat(4).trim())).toBeVisible();
  });

  it('says so when the log has signed nothing yet', async () => {
    openSettings([]);
    const panel = await keysPanel();
    expect(
      await within(panel).findByText('Aucune clé pour le moment : le registre n’a encore rien signé.'),
    ).toBeVisible();
  });
});
