import { stubApi } from '@bebe-star/web-common/test/stub-api';
import type { components } from '@contracts/api-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

type AuditRecord = components['schemas']['AuditRecordResponse'];

const LOG = '/api/admin/audit-log';

const record = (overrides: Partial<AuditRecord> = {}): AuditRecord => ({
  id: 5,
  actor_id: 1,
  actor_email: 'admin@bebestar.local',
  action: 'reject_prize_claim',
  contest_id: 4,
  participant_id: 40,
  subject_id: 12,
  details: {},
  reason: 'Acte de naissance non fourni',
  created_at: '2026-11-20T09:30:00.000Z',
  ...overrides,
});

function openJournal(url: string) {
  const admin = makeUser({ permissions: ['view_statistics'] });
  const api = stubApi({
    'GET /api/users/1': admin,
    [`GET ${LOG}`]: {
      count: 3,
      next: null,
      previous: null,
      results: [
        record(),
        record({ id: 6, actor_email: null, actor_id: 9, action: 'hide_comment', reason: '' }),
        record({
          id: 7,
          action: 'update_site_settings',
          contest_id: null,
          participant_id: null,
          subject_id: null,
          reason: '',
          details: {
            supportWhatsapp: { before: null, after: '+221 77 123 45 67' },
            gateways: { before: null, after: ['paydunya', 'cinetpay'] },
          },
        }),
      ],
      total_pages: 1,
      current_page: 1,
      page_size: 20,
    },
    'GET /api/contests/contests': [{ id: 4, title: 'Concours Mixte — Fête de l’indépendance' }],
  });
  signIn(admin);
  renderAdmin(url);
  return api;
}

describe('the journal tab', () => {
  it('shows who did what, on what and why, in French', async () => {
    openJournal('/journal');
    const row = (await screen.findByText('Acte de naissance non fourni')).closest('tr')!;
    expect(within(row).getByText('Réclamation rejetée')).toBeVisible();
    expect(within(row).getByText('admin@bebestar.local')).toBeVisible();
    expect(within(row).getByText('Concours #4')).toBeVisible();
    const other = screen.getByText('Compte supprimé (#9)').closest('tr')!;
    expect(within(other).getByText('Commentaire masqué')).toBeVisible();
    const settings = screen.getByText('Paramètres du site modifiés', { selector: 'strong' }).closest('tr')!;
    expect(within(settings).getByText('Modifié : numéro WhatsApp, moyens de paiement')).toBeVisible();
  });

  it('asks the server for the filters of the URL, drops bad ones, and filters from the first page', async () => {
    const api = openJournal('/journal?action=nonsense&contest=4&page=2');
    await screen.findByText('Acte de naissance non fourni');
    expect(Object.fromEntries(api.calls('GET', LOG)[0].searchParams)).toEqual({
      contest: '4',
      page: '2',
      page_size: '20',
    });

    await userEvent.setup().selectOptions(screen.getByLabelText('Action'), 'Lot payé');
    const last = api.calls('GET', LOG).at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      contest: '4',
      action: 'pay_prize_claim',
      page: '1',
      page_size: '20',
    });
  });
});
