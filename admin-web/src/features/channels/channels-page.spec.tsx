import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import type { components } from '@contracts/api-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

type AdminChannels = components['schemas']['AdminChannelsResponse'];
type Answer = Parameters<typeof stubApi>[0][keyof Parameters<typeof stubApi>[0]];

const CHANNELS = '/api/admin/channels';
const SETTINGS = '/api/admin/channels/settings';

/** The last 24 hours ending at 14:00 UTC on 3 October 2026, with sessions at 13:00 and 14:00. */
const hours = Array.from({ length: 24 }, (_, index) => ({
  hour: new Date(Date.UTC(2026, 9, 3, 14) - (23 - index) * 3600_000).toISOString(),
  sessions: index === 22 ? 12 : index === 23 ? 30 : 0,
}));

const makeChannels = (overrides: Partial<AdminChannels> = {}): AdminChannels => ({
  settings: { short_code: '7575', ussd_service_code: '*384*7#', keywords: ['VOTE', 'VOTER'] },
  contests: [
    { id: 4, title: 'Concours Mixte', status: 'open', web: true, ussd: true, sms: true },
    { id: 7, title: 'Concours Filles', status: 'pre_registration', web: true, ussd: false, sms: true },
  ],
  sms: { spent_today: 4200, budget: 5000, left_today: 800 },
  ussd_sessions_per_hour: hours,
  ...overrides,
});

function openChannels(answers: Record<string, Answer> = {}, channels = makeChannels()) {
  const admin = makeUser({ permissions: ['manage_settings'] });
  const api = stubApi({
    'GET /api/users/1': admin,
    [`GET ${CHANNELS}`]: channels,
    [`PUT ${SETTINGS}`]: (request: Request) => request.json().then((body) => json(body)),
    ...answers,
  });
  signIn(admin);
  renderAdmin('/canaux');
  return api;
}

const section = (name: string) => screen.findByRole('region', { name });

describe('the Canaux tab', () => {
  it('is in the navigation of an administrator who may change the settings', async () => {
    openChannels();
    expect(await screen.findByRole('heading', { level: 1, name: 'Canaux de vote' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Canaux' })[0]).toHaveAttribute('href', '/canaux');
  });

  it('shows the SMS of the day against the budget and the USSD sessions of the last day', async () => {
    openChannels();
    const figures = await screen.findByLabelText('SMS et USSD en chiffres');
    const spent = within(figures).getByText('SMS envoyés aujourd’hui').parentElement!;
    expect(spent).toHaveTextContent(/4\s200/);
    expect(spent).toHaveTextContent(/Sur un budget de 5\s000 par jour/);
    expect(spent).toHaveClass('stat-card--warning');
    expect(within(figures).getByText('SMS restants aujourd’hui').parentElement).toHaveTextContent('800');
    const sessionsCard = within(figures).getByText('Sessions USSD (24 h)').parentElement!;
    expect(within(sessionsCard).getByRole('definition')).toHaveTextContent(/^4230 au plus en une heure$/);

    const sessions = await section('Sessions USSD par heure');
    expect(within(sessions).getByText('42 sessions en 24 heures')).toBeVisible();
    const table = within(sessions).getByRole('table', { name: 'Sessions USSD par heure' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['HeureSessions', '03/10 13 h12', '03/10 14 h30']);
  });

  it('says when the budget is spent and when no USSD session was opened', async () => {
    openChannels(
      {},
      makeChannels({ sms: { spent_today: 5000, budget: 5000, left_today: 0 }, ussd_sessions_per_hour: [] }),
    );
    const figures = await screen.findByLabelText('SMS et USSD en chiffres');
    expect(within(figures).getByText('SMS restants aujourd’hui').parentElement).toHaveClass('stat-card--danger');
    expect(
      within(await section('Sessions USSD par heure')).getByText('Aucune session USSD ces dernières 24 heures.'),
    ).toBeVisible();
  });

  it('saves the settings, the keywords in capitals', async () => {
    const api = openChannels();
    const settings = await section('Réglages USSD et SMS');
    const user = userEvent.setup();
    expect(within(settings).getByLabelText('Mots-clés des votes par SMS')).toHaveValue('VOTE, VOTER');
    await user.clear(within(settings).getByLabelText('Numéro court des SMS'));
    await user.type(within(settings).getByLabelText('Numéro court des SMS'), '8080');
    await user.clear(within(settings).getByLabelText('Mots-clés des votes par SMS'));
    await user.type(within(settings).getByLabelText('Mots-clés des votes par SMS'), 'vote, bebe  voter');
    await user.click(within(settings).getByRole('button', { name: 'Enregistrer' }));

    expect(await within(settings).findByRole('status')).toHaveTextContent('Réglages enregistrés.');
    expect(await api.bodies(SETTINGS)).toEqual([
      { short_code: '8080', ussd_service_code: '*384*7#', keywords: ['VOTE', 'BEBE', 'VOTER'] },
    ]);
    expect(within(settings).getByLabelText('Mots-clés des votes par SMS')).toHaveValue('VOTE, BEBE, VOTER');
  });

  it('checks the fields before sending, in French', async () => {
    const api = openChannels();
    const settings = await section('Réglages USSD et SMS');
    const user = userEvent.setup();
    await user.clear(within(settings).getByLabelText('Numéro court des SMS'));
    await user.type(within(settings).getByLabelText('Numéro court des SMS'), '12');
    await user.clear(within(settings).getByLabelText('Code USSD'));
    await user.type(within(settings).getByLabelText('Code USSD'), '384*7#');
    await user.clear(within(settings).getByLabelText('Mots-clés des votes par SMS'));
    await user.type(within(settings).getByLabelText('Mots-clés des votes par SMS'), 'VOTER');
    await user.click(within(settings).getByRole('button', { name: 'Enregistrer' }));

    expect(within(settings).getByLabelText('Numéro court des SMS')).toHaveAccessibleDescription(
      expect.stringContaining('Numéro court invalide : de 3 à 8 chiffres, par exemple 7575.'),
    );
    expect(within(settings).getByLabelText('Code USSD')).toHaveAttribute('aria-invalid', 'true');
    expect(within(settings).getByText('Les mots-clés doivent comprendre VOTE.')).toBeVisible();

    await user.clear(within(settings).getByLabelText('Mots-clés des votes par SMS'));
    await user.type(within(settings).getByLabelText('Mots-clés des votes par SMS'), 'VOTE, vote');
    await user.click(within(settings).getByRole('button', { name: 'Enregistrer' }));
    expect(within(settings).getByText('Le mot-clé VOTE est indiqué deux fois.')).toBeVisible();
    expect(await api.bodies(SETTINGS)).toEqual([]);
  });

  it('shows the server’s refusal next to its field', async () => {
    const message = 'Numéro court invalide : de 3 à 8 chiffres, par exemple 7575.';
    openChannels({ [`PUT ${SETTINGS}`]: json({ short_code: [message] }, 400) });
    const settings = await section('Réglages USSD et SMS');
    const user = userEvent.setup();
    await user.click(within(settings).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(settings).findByText(message)).toBeVisible();
    expect(within(settings).getByLabelText('Numéro court des SMS')).toHaveAttribute('aria-invalid', 'true');
    expect(within(settings).queryByRole('status')).toBeNull();
  });

  it('switches a contest’s USSD and SMS, the site always open', async () => {
    const api = openChannels({
      'PUT /api/admin/channels/contests/7': (request: Request) =>
        request
          .json()
          .then((body: { ussd: boolean; sms: boolean }) =>
            json({ id: 7, title: 'Concours Filles', status: 'pre_registration', web: true, ...body }),
          ),
    });
    const contests = await section('Canaux par concours');
    const web = within(contests).getByRole('checkbox', { name: 'Site : Concours Filles' });
    expect(web).toBeChecked();
    expect(web).toBeDisabled();
    const ussd = within(contests).getByRole('checkbox', { name: 'USSD : Concours Filles' });
    expect(ussd).not.toBeChecked();
    expect(within(contests).getByText('Préinscription')).toBeVisible();

    const user = userEvent.setup();
    await user.click(ussd);
    expect(await within(contests).findByRole('status')).toHaveTextContent('Canaux de « Concours Filles » enregistrés.');
    expect(ussd).toBeChecked();
    await user.click(within(contests).getByRole('checkbox', { name: 'SMS : Concours Filles' }));
    await within(contests).findByRole('checkbox', { name: 'SMS : Concours Filles', checked: false });
    expect(await api.bodies('/api/admin/channels/contests/7')).toEqual([
      { ussd: true, sms: true },
      { ussd: true, sms: false },
    ]);
    expect(within(contests).getByRole('checkbox', { name: 'USSD : Concours Mixte' })).toBeChecked();
  });

  it('keeps a switch as it was when the server refuses it, and says why', async () => {
    openChannels({ 'PUT /api/admin/channels/contests/4': json({ detail: 'Concours non trouvé' }, 404) });
    const contests = await section('Canaux par concours');
    const user = userEvent.setup();
    const sms = within(contests).getByRole('checkbox', { name: 'SMS : Concours Mixte' });
    await user.click(sms);
    expect(await within(contests).findByRole('alert')).toHaveTextContent('Concours non trouvé');
    expect(sms).toBeChecked();
  });
});
