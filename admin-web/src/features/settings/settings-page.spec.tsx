import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import type { components } from '@contracts/api-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

type SiteSettings = components['schemas']['AdminSiteSettingsResponse'];
type Answer = Parameters<typeof stubApi>[0][keyof Parameters<typeof stubApi>[0]];

const SETTINGS = '/api/admin/settings';

const makeSettings = (overrides: Partial<SiteSettings> = {}): SiteSettings => ({
  support_whatsapp: null,
  support_email: 'aide@bebestar.sn',
  configured: { support_whatsapp: '+221 77 000 00 00', support_email: 'support@bebestar.sn' },
  site_notice: 'Les votes gratuits reprennent demain à 8 h.',
  contest_notices: [{ contest_id: 4, contest_title: 'Concours Mixte', text: 'Résultats le 12 octobre.' }],
  gateways: [
    { id: 'cinetpay', label: 'CinetPay', configured: true, offered: true },
    { id: 'paydunya', label: 'PayDunya', configured: true, offered: true },
    { id: 'intouch', label: 'InTouch', configured: false, offered: false },
  ],
  updated_at: '2026-09-24T10:30:00.000Z',
  ...overrides,
});

function openSettings(patch: Answer = (request: Request) => request.json().then(() => json(makeSettings()))) {
  const admin = makeUser({ permissions: ['manage_settings'] });
  const api = stubApi({
    'GET /api/users/1': admin,
    [`GET ${SETTINGS}`]: makeSettings(),
    [`PATCH ${SETTINGS}`]: patch,
    'GET /api/contests/contests': [
      { id: 4, title: 'Concours Mixte' },
      { id: 7, title: 'Concours Filles' },
    ],
  });
  signIn(admin);
  renderAdmin('/parametres');
  return api;
}

const section = async (name: string) => screen.findByRole('region', { name });

describe('the Paramètres tab', () => {
  it('shows the settings, the configuration’s defaults and the last change', async () => {
    openSettings();
    const contacts = await section('Contacts du support');
    const whatsapp = within(contacts).getByLabelText('Numéro WhatsApp');
    expect(whatsapp).toHaveValue('');
    expect(whatsapp).toHaveAttribute('placeholder', '+221 77 000 00 00');
    expect(whatsapp).toHaveAccessibleDescription(
      'Format international, par exemple +221 77 123 45 67. Par défaut : +221 77 000 00 00',
    );
    expect(within(contacts).getByLabelText('Adresse e-mail')).toHaveValue('aide@bebestar.sn');

    const notices = await section('Annonces');
    expect(within(notices).getByLabelText('Annonce sur tout le site')).toHaveValue(
      'Les votes gratuits reprennent demain à 8 h.',
    );
    expect(within(notices).getByText('43 / 300 caractères')).toBeVisible();
    const row = within(notices).getByRole('group', { name: 'Annonce 1' });
    expect(await within(row).findByRole('option', { name: 'Concours Filles' })).toBeInTheDocument();
    expect(within(row).getByLabelText('Concours')).toHaveDisplayValue('Concours Mixte');
    expect(within(row).getByLabelText('Texte de l’annonce')).toHaveValue('Résultats le 12 octobre.');

    const gateways = await section('Moyens de paiement');
    const [first] = within(gateways).getAllByRole('listitem');
    expect(within(first).getByText('CinetPay')).toBeVisible();
    expect(within(first).getByText('Recommandé')).toBeVisible();
    expect(screen.getByText('Dernière modification : 24 septembre 2026 à 10:30')).toBeVisible();
  });

  it('saves the contacts alone, an empty field giving the configuration’s value back', async () => {
    const api = openSettings();
    const contacts = await section('Contacts du support');
    const user = userEvent.setup();
    await user.type(within(contacts).getByLabelText('Numéro WhatsApp'), '+221 78 555 44 33');
    await user.clear(within(contacts).getByLabelText('Adresse e-mail'));
    await user.click(within(contacts).getByRole('button', { name: 'Enregistrer' }));

    expect(await within(contacts).findByRole('status')).toHaveTextContent('Paramètres enregistrés.');
    expect(await api.bodies(SETTINGS)).toEqual([{ support_whatsapp: '+221 78 555 44 33', support_email: null }]);
  });

  it('shows the server’s French error next to its field', async () => {
    const message = 'Numéro WhatsApp invalide : indiquez-le au format international, par exemple +221 77 123 45 67.';
    openSettings(json({ support_whatsapp: [message] }, 400));
    const contacts = await section('Contacts du support');
    const user = userEvent.setup();
    await user.type(within(contacts).getByLabelText('Numéro WhatsApp'), '77 12');
    await user.click(within(contacts).getByRole('button', { name: 'Enregistrer' }));

    const whatsapp = within(contacts).getByLabelText('Numéro WhatsApp');
    expect(await within(contacts).findByText(message)).toBeVisible();
    expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
    expect(whatsapp).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(within(contacts).queryByRole('status')).toBeNull();
  });

  it('sends the whole list of contest notices, without the one removed and with the one added', async () => {
    const api = openSettings();
    const notices = await section('Annonces');
    const user = userEvent.setup();
    await user.click(within(notices).getByRole('button', { name: 'Ajouter une annonce' }));
    await user.click(within(notices).getByRole('button', { name: 'Enregistrer' }));
    const added = within(notices).getByRole('group', { name: 'Annonce 2' });
    expect(within(added).getByText('Choisissez un concours.')).toBeVisible();
    expect(await api.bodies(SETTINGS)).toEqual([]);

    await user.selectOptions(within(added).getByLabelText('Concours'), 'Concours Filles');
    await user.type(
      within(added).getByPlaceholderText('Le concours est prolongé jusqu’au 10 octobre.'),
      'Votes doublés ce week-end.',
    );
    await user.click(within(notices).getByRole('button', { name: 'Retirer l’annonce 1' }));
    await user.click(within(notices).getByRole('button', { name: 'Enregistrer' }));

    expect(await within(notices).findByText('Paramètres enregistrés.')).toBeVisible();
    expect(await api.bodies(SETTINGS)).toEqual([
      {
        site_notice: 'Les votes gratuits reprennent demain à 8 h.',
        contest_notices: [{ contest_id: 7, text: 'Votes doublés ce week-end.' }],
      },
    ]);
  });

  it('sends the providers offered in their new order', async () => {
    const api = openSettings();
    const gateways = await section('Moyens de paiement');
    const user = userEvent.setup();
    expect(within(gateways).getByRole('button', { name: 'Monter CinetPay' })).toBeDisabled();
    await user.click(within(gateways).getByRole('button', { name: 'Monter PayDunya' }));
    expect(within(within(gateways).getAllByRole('listitem')[0]).getByText('PayDunya')).toBeVisible();
    await user.click(within(gateways).getByRole('button', { name: 'Enregistrer' }));
    await user.click(within(gateways).getByRole('checkbox', { name: 'Proposé : CinetPay' }));
    await user.click(within(gateways).getByRole('button', { name: 'Enregistrer' }));

    await within(gateways).findByText('Paramètres enregistrés.');
    expect(await api.bodies(SETTINGS)).toEqual([{ gateways: ['paydunya', 'cinetpay'] }, { gateways: ['paydunya'] }]);
  });

  it('does not let a provider without its keys be offered, and shows the server’s refusal', async () => {
    openSettings(json({ gateways: ['Proposez au moins un moyen de paiement.'] }, 400));
    const gateways = await section('Moyens de paiement');
    const intouch = within(gateways).getByRole('checkbox', { name: 'Proposé : InTouch' });
    expect(intouch).toBeDisabled();
    expect(intouch).toHaveAccessibleDescription('Clés manquantes');
    const user = userEvent.setup();
    await user.click(intouch);
    expect(intouch).not.toBeChecked();

    await user.click(within(gateways).getByRole('checkbox', { name: 'Proposé : CinetPay' }));
    await user.click(within(gateways).getByRole('checkbox', { name: 'Proposé : PayDunya' }));
    await user.click(within(gateways).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(gateways).findByText('Proposez au moins un moyen de paiement.')).toBeVisible();
  });
});
