import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render-page';
import type { User } from '../api/update-profile';
import { ProfileForm } from './profile-form';

const user = {
  id: 7,
  email: 'aicha@example.com',
  first_name: 'Aïcha',
  last_name: 'Diallo',
  contact_number: '+221771234567',
  address: '',
  city: '',
  country: '',
} as User;

describe('ProfileForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks the names and the number before sending, then sends the changes trimmed', async () => {
    const api = stubApi({ 'PATCH /api/users/7': { ...user, last_name: 'Ba' } });
    const onSaved = vi.fn();
    renderPage(<ProfileForm user={user} failureMessage="Échec" onSaved={onSaved} />, { path: '/account' });
    const typing = userEvent.setup();
    await typing.clear(screen.getByLabelText('Nom'));
    await typing.type(screen.getByLabelText('Téléphone'), 'abc');
    await typing.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Ce champ est requis');
    expect(await screen.findByText('Saisissez un numéro valide (chiffres uniquement, sans indicatif).')).toBeVisible();
    expect(api.calls('PATCH', '/api/users/7')).toHaveLength(0);

    await typing.type(screen.getByLabelText('Nom'), ' Ba ');
    await typing.clear(screen.getByLabelText('Téléphone'));
    await typing.type(screen.getByLabelText('Téléphone'), '77 000 11 22');
    await typing.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await api.bodies('/api/users/7')).toEqual([
      {
        first_name: 'Aïcha',
        last_name: 'Ba',
        contact_number: '+221770001122',
        address: '',
        country: '',
        city: '',
      },
    ]);
  });

  it("shows the server's field error under its field", async () => {
    stubApi({ 'PATCH /api/users/7': json({ contact_number: ['Ce numéro est déjà utilisé.'] }, 400) });
    renderPage(<ProfileForm user={user} failureMessage="Échec" onSaved={vi.fn()} />, { path: '/account' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce numéro est déjà utilisé.')).toBeVisible();
  });
});
