import { stubApi } from '@bebe-star/web-common/test/stub-api';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { fakeAccessToken } from '@/test/factories';
import { CITIES, COUNTRIES, renderPage } from '../test/render';
import { ParticipationFlowPage } from './participation-flow-page';

const year = String(new Date().getFullYear() - 1);
const next = () => userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
const progress = () => screen.getByText(/^Étape \d sur 6$/).textContent;

function start(entry = '/participer/flow', state?: unknown) {
  return renderPage(ParticipationFlowPage, { path: '/participer/flow', entry, state });
}

async function fillStepsOneToThree() {
  await userEvent.click(screen.getByRole('radio', { name: 'Fille' }));
  await next();
  await userEvent.type(screen.getByLabelText('Prénom'), 'Awa');
  await next();
  await userEvent.selectOptions(screen.getByLabelText('Jour'), '5');
  await userEvent.selectOptions(screen.getByLabelText('Mois'), '3');
  await userEvent.selectOptions(screen.getByLabelText('Année'), year);
  await screen.findByRole('option', { name: 'Dakar' });
  await userEvent.selectOptions(screen.getByLabelText('Ville'), 'Dakar');
  await userEvent.type(screen.getByLabelText('Téléphone'), '771234567');
  await next();
}

const photo = (type = 'image/jpeg', size = 1000) => {
  const file = new File(['x'], 'awa.jpg', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('ParticipationFlowPage', () => {
  beforeEach(() => {
    stubApi({
      'GET /api/countries': COUNTRIES,
      'GET /api/cities': CITIES,
      'GET /api/contests/contests/in-progress': [],
      'GET /api/users/7': { id: 7, email: 'awa@example.com', first_name: 'Fatou' },
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('refuses to leave step 1 without a gender, and Back never goes below step 1', async () => {
    start();
    expect(progress()).toBe('Étape 1 sur 6');
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez choisir le genre de votre enfant');
    expect(progress()).toBe('Étape 1 sur 6');
    await userEvent.click(screen.getByRole('radio', { name: 'Garçon' }));
    await next();
    expect(progress()).toBe('Étape 2 sur 6');
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(progress()).toBe('Étape 1 sur 6');
    expect(screen.getByRole('radio', { name: 'Garçon' })).toBeChecked();
  });

  it('requires the first name on step 2 and counts the bio out of 500', async () => {
    start();
    await userEvent.click(screen.getByRole('radio', { name: 'Fille' }));
    await next();
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent('Ce champ est requis');
    expect(progress()).toBe('Étape 2 sur 6');
    await userEvent.type(screen.getByLabelText('Description (facultatif)'), 'Souriante');
    expect(screen.getByText('9/500')).toBeInTheDocument();
  });

  it('checks the birth date, the city and the phone by the country rules on step 3', async () => {
    start();
    await userEvent.click(screen.getByRole('radio', { name: 'Fille' }));
    await next();
    await userEvent.type(screen.getByLabelText('Prénom'), 'Awa');
    await next();
    await screen.findByRole('option', { name: 'Dakar' });
    await next();
    expect(screen.getByText('Veuillez indiquer le jour, le mois et l’année de naissance')).toBeInTheDocument();
    expect(screen.getByText('Ce champ est requis')).toBeInTheDocument();
    expect(screen.getByText('Le numéro de téléphone est requis')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Téléphone'), '66-12a3');
    expect(screen.getByLabelText('Téléphone')).toHaveValue('66123');
    await next();
    expect(screen.getByText('Format invalide pour Sénégal. Exemple: 771234567')).toBeInTheDocument();
    expect(screen.getByText('+221')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Ville'), 'Dakar');
    await userEvent.selectOptions(screen.getByLabelText('Pays'), 'Mali');
    expect(screen.getByLabelText('Ville')).toHaveValue('');
    expect(screen.getByText('+223')).toBeInTheDocument();
    expect(progress()).toBe('Étape 3 sur 6');
  });

  it('keeps Next disabled on step 4 until a valid image is chosen', async () => {
    start();
    await fillStepsOneToThree();
    expect(progress()).toBe('Étape 4 sur 6');
    const next = screen.getByRole('button', { name: 'Suivant' });
    expect(next).toBeDisabled();
    const input = screen.getByLabelText('Choisir une photo');
    await userEvent.setup({ applyAccept: false }).upload(input, photo('application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez sélectionner une image');
    await userEvent.upload(input, photo('image/jpeg', 11 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('La taille du fichier ne doit pas dépasser 10Mo');
    expect(next).toBeDisabled();
    await userEvent.upload(input, photo());
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(progress()).toBe('Étape 5 sur 6');
    expect(screen.getByRole('button', { name: 'Connexion', pressed: true })).toBeInTheDocument();
  });

  it('skips the authentication step when signed in and requires the terms before sending', async () => {
    authStore.save(fakeAccessToken(7), 'refresh');
    start();
    await fillStepsOneToThree();
    await userEvent.upload(screen.getByLabelText('Choisir une photo'), photo());
    await next();
    expect(progress()).toBe('Étape 6 sur 6');
    await userEvent.click(screen.getByRole('button', { name: "Valider l'inscription" }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Vous devez accepter les conditions générales de participation',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(progress()).toBe('Étape 4 sur 6');
  });

  it('sends the user back to the photo step when the photo is refused as inappropriate', async () => {
    authStore.save(fakeAccessToken(7), 'refresh');
    vi.restoreAllMocks();
    const fetch = stubApi({
      'GET /api/countries': COUNTRIES,
      'GET /api/cities': CITIES,
      'GET /api/contests/contests/in-progress': [],
      'GET /api/users/7': { id: 7, email: 'awa@example.com' },
      'POST /api/contests/register': new Response(
        JSON.stringify({ photo: ['Cette image a été jugée inappropriée.'] }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      ),
    });
    start();
    await fillStepsOneToThree();
    await userEvent.upload(screen.getByLabelText('Choisir une photo'), photo());
    await next();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: "Valider l'inscription" }));
    expect(await screen.findByText(/détectée comme inappropriée/)).toBeInTheDocument();
    const sent = fetch.mock.calls.map(([input]) => input as Request).find((r) => r.method === 'POST')!;
    const form = await sent.formData();
    expect(form.get('baby_name')).toBe('Awa');
    expect(form.get('phone_number')).toBe('+221771234567');
    expect(form.get('date_of_birth')).toBe(`${year}-03-05`);
    await userEvent.click(screen.getByRole('button', { name: 'Revenir à la sélection de photo' }));
    expect(progress()).toBe('Étape 4 sur 6');
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });

  it('shows "Étape invalide" for a step that does not exist, and "Recommencer" starts over', async () => {
    start('/participer/flow?etape=9');
    expect(screen.getByRole('heading', { name: 'Étape invalide' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(progress()).toBe('Étape 1 sur 6');
  });

  it('clears what was entered when the page is hidden', async () => {
    start();
    await userEvent.click(screen.getByRole('radio', { name: 'Fille' }));
    await next();
    await userEvent.type(screen.getByLabelText('Prénom'), 'Awa');
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    hidden.mockReturnValue('visible');
    await waitFor(() => expect(progress()).toBe('Étape 1 sur 6'));
    expect(screen.getByRole('radio', { name: 'Fille' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('le formulaire a été réinitialisé');
    await userEvent.click(screen.getByRole('radio', { name: 'Fille' }));
    await next();
    expect(screen.getByLabelText('Prénom')).toHaveValue('');
  });

  it('links the terms to /conditions, and keeps what was entered while they are read in another tab', async () => {
    authStore.save(fakeAccessToken(7), 'refresh');
    start();
    await fillStepsOneToThree();
    await userEvent.upload(screen.getByLabelText('Choisir une photo'), photo());
    // Back from the photo picker: the page is visible again.
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await next();
    const terms = screen.getByRole('link', { name: /conditions/i });
    expect(terms).toHaveAttribute('href', '/conditions');
    terms.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(terms);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    hidden.mockReturnValue('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await new Promise((settled) => setTimeout(settled, 50));
    });
    expect(progress()).toBe('Étape 6 sur 6');
    expect(screen.queryByText(/le formulaire a été réinitialisé/)).not.toBeInTheDocument();
  });
});
