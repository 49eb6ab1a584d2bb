import { makeContest } from '@bebe-star/web-common/test/fixtures';
import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { fakeAccessToken } from '@/test/factories';
import type { UploadProgress } from '../api/send-with-progress';
import { CITIES, COUNTRIES, renderPage } from '../test/render';
import { ParticipationFlowPage } from './participation-flow-page';

/**
 * The upload's transport (XMLHttpRequest, its own spec) goes through the stubbed fetch, a request
 * without answer failing as it does with the NetworkError; a test may report progress meanwhile.
 */
const uploads = vi.hoisted(() => ({ progress: null as ((progress: UploadProgress) => void) | null }));
vi.mock('../api/send-with-progress', async () => {
  const { NetworkError } = await import('@bebe-star/web-common/api-errors');
  return {
    sendWithProgress: (request: Request, onProgress: (progress: UploadProgress) => void) => {
      uploads.progress = onProgress;
      return fetch(request).catch((cause: unknown) => {
        throw new NetworkError({ cause });
      });
    },
  };
});

const year = String(new Date().getFullYear() - 1);
/** One mixed contest open: the one every child is entered in. */
const OPEN = [makeContest({ id: 4, title: 'Concours Bébé Star', gender: 'mixed' })];
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
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    // The session store keeps the session it read until told otherwise: emptying the storage between
    // tests is not enough.
    authStore.clear();
    consoleError = vi.spyOn(console, 'error');
    // A test answering otherwise stubs the API again: the same spy on fetch, its new routes.
    stubApi({
      'GET /api/countries': COUNTRIES,
      'GET /api/cities': CITIES,
      'GET /api/contests/contests/in-progress': OPEN,
      'GET /api/users/7': { id: 7, email: 'awa@example.com', first_name: 'Fatou' },
    });
  });
  afterEach(() => {
    const errors = [...consoleError.mock.calls];
    vi.restoreAllMocks();
    // No warning from React (a component updated while another renders, an update outside act…).
    expect.soft(errors).toEqual([]);
  });

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
    const fetch = stubApi({
      'GET /api/countries': COUNTRIES,
      'GET /api/cities': CITIES,
      'GET /api/contests/contests/in-progress': OPEN,
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

  it('shows the only open contest for the child on step 1, and asks when several are open', async () => {
    stubApi({
      'GET /api/countries': COUNTRIES,
      'GET /api/cities': CITIES,
      'GET /api/contests/contests/in-progress': [
        makeContest({ id: 4, title: 'Concours des Filles', gender: 'female' }),
        makeContest({ id: 5, title: 'Grand concours mixte', gender: 'mixed', end_date: '2027-01-31T12:00:00Z' }),
        makeContest({ id: 6, title: 'Concours des Garçons', gender: 'male' }),
        makeContest({ id: 7, title: 'Bientôt', gender: 'mixed', status: 'pre_registration' }),
      ],
    });
    start();
    await userEvent.click(screen.getByRole('radio', { name: 'Garçon' }));
    expect(await screen.findByText('Concours des Garçons')).toBeInTheDocument();
    expect(screen.getByText('Grand concours mixte')).toBeInTheDocument();
    expect(screen.queryByText('Concours des Filles')).not.toBeInTheDocument();
    expect(screen.getByText('2 concours sont ouverts à votre enfant : choisissez le sien')).toBeInTheDocument();
    expect(screen.getByText('Du 1er novembre 2026 au 31 décembre 2026')).toBeInTheDocument();

    await next();
    expect(progress()).toBe('Étape 1 sur 6');
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez choisir un concours');
    expect(screen.getByRole('radio', { name: /Concours des Garçons/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: /Grand concours mixte/ }));
    await next();
    expect(progress()).toBe('Étape 2 sur 6');
    expect(screen.getByText('Concours : Grand concours mixte')).toBeInTheDocument();
  });

  it('shows a single open contest without asking, and refuses step 1 when none takes the child', async () => {
    stubApi({
      'GET /api/countries': COUNTRIES,
      'GET /api/cities': CITIES,
      'GET /api/contests/contests/in-progress': [makeContest({ id: 4, title: 'Concours des Filles' })],
    });
    start();
    expect(await screen.findByText('Concours des Filles')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Concours des Filles/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Garçon' }));
    expect(screen.queryByText('Concours des Filles')).not.toBeInTheDocument();
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent('Aucun concours ouvert correspondant au genre de ce bébé');
    expect(progress()).toBe('Étape 1 sur 6');
    await userEvent.click(screen.getByRole('radio', { name: 'Fille' }));
    expect(screen.getByText('Concours des Filles')).toBeInTheDocument();
    await next();
    expect(progress()).toBe('Étape 2 sur 6');
  });

  it('focuses the first field in error when a step is refused', async () => {
    start();
    await userEvent.click(screen.getByRole('radio', { name: 'Fille' }));
    await next();
    await next();
    expect(screen.getByLabelText('Prénom')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Prénom'), 'Awa');
    await next();
    await screen.findByRole('option', { name: 'Dakar' });
    await userEvent.selectOptions(screen.getByLabelText('Jour'), '5');
    await next();
    expect(screen.getByLabelText('Jour')).toHaveFocus();
  });

  it('shows the upload progress, keeps everything when the connection drops, and resends with the same key', async () => {
    authStore.save(fakeAccessToken(7), 'refresh');
    const sends: Request[] = [];
    let drop: () => void = () => undefined;
    const fetch = stubApi({
      'GET /api/countries': COUNTRIES,
      'GET /api/cities': CITIES,
      'GET /api/contests/contests/in-progress': OPEN,
      'GET /api/users/7': { id: 7, email: 'awa@example.com' },
      'POST /api/contests/register': (request) => {
        sends.push(request);
        if (sends.length === 1) {
          return new Promise<Response>((_, reject) => (drop = () => reject(new TypeError('Failed to fetch'))));
        }
        return json({ id: 31, contest: 4 }, 201);
      },
    });
    start();
    await fillStepsOneToThree();
    await userEvent.upload(screen.getByLabelText('Choisir une photo'), photo());
    await next();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: "Valider l'inscription" }));

    await waitFor(() => expect(sends).toHaveLength(1));
    act(() => uploads.progress!({ sent: 254_000, total: 409_600 }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Envoi de la photo… 62\s%248\sKo sur 400\sKo$/);
    act(() => uploads.progress!({ sent: 409_600, total: 409_600 }));
    expect(screen.getByRole('status')).toHaveTextContent("Photo envoyée, enregistrement de l'inscription…");

    act(() => drop());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La connexion a été interrompue');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: "Valider l'inscription" })).not.toBeInTheDocument();
    expect(progress()).toBe('Étape 6 sur 6');
    expect(screen.getByRole('checkbox')).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Inscription réussie !')).toBeInTheDocument();
    expect(sends).toHaveLength(2);
    const key = sends[0].headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(sends[1].headers.get('Idempotency-Key')).toBe(key);
    const [first, second] = await Promise.all(sends.map((sent) => sent.formData()));
    expect(second.get('baby_name')).toBe('Awa');
    expect(second.get('contest')).toBe('4');
    expect((second.get('photo') as File).name).toBe((first.get('photo') as File).name);
    expect(fetch).toHaveBeenCalled();
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
    // Sent as testing-library sends events: the restart focuses step 1's heading, within the same act.
    fireEvent(document, new Event('visibilitychange'));
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
