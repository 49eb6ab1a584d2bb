import { json, stubApi } from '@bebe-star/web-common/test/stub-api';
import type { components } from '@contracts/api-schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderAdmin, signIn } from '@/test/render-admin';

type Contest = components['schemas']['ContestResponse'];
type Dossier = components['schemas']['ResultsDossierResponse'];
type Version = components['schemas']['ResultsDossierVersionResponse'];

const CONTEST = '/api/contests/contests/7';
const RESULTS = `${CONTEST}/results`;
const SHA = 'ab12'.repeat(16);
const KEY = 'c0ffee00'.repeat(8);

const closed = {
  id: 7,
  title: 'Concours Filles — Printemps',
  description: 'Les plus beaux sourires',
  image: null,
  image_urls: null,
  status: 'closed',
  start_date: '2026-10-01T10:00:00.000Z',
  end_date: '2026-11-01T18:00:00.000Z',
  gender: 'female',
  prize: 150_000,
  second_prize: 50_000,
  third_prize: 25_000,
  participants_count: 6,
  is_over: true,
} as unknown as Contest;

const version = (number: number, overrides: Partial<Version> = {}): Version => ({
  version: number,
  created_at: '2026-11-01T18:00:12.000Z',
  leaves: 1_250,
  tree_size: 40_312,
  file_sha256: SHA,
  file_url: `${RESULTS}/dossier.json?version=${number}`,
  pdf_url: `${RESULTS}/dossier.pdf?version=${number}`,
  ...overrides,
});

function openContest(results: Dossier | Response, contest: Contest = closed) {
  const admin = makeUser({ permissions: ['manage_contests'] });
  const api = stubApi({
    'GET /api/users/1': admin,
    [`GET ${CONTEST}`]: contest,
    'GET /api/contests/participants': { count: 0, next: null, previous: null, results: [] },
    'GET /api/contests/list-winners': { count: 0, next: null, previous: null, results: [] },
    [`GET ${RESULTS}`]: results,
  });
  signIn(admin);
  renderAdmin('/concours/7');
  return api;
}

const dossierPanel = () => screen.findByRole('region', { name: 'Dossier de résultats' });

describe('a closed contest’s results dossier in the back office', () => {
  it('shows the latest version, its date, its votes, the file’s SHA-256 and the public links', async () => {
    const latest = version(2, { created_at: '2026-11-03T09:15:00.000Z' });
    openContest({ contest_id: 7, key_fingerprint: KEY, latest, versions: [latest, version(1)] });
    const panel = await dossierPanel();
    await within(panel).findByText('Version');
    const value = (term: string) => within(panel).getByText(term).nextElementSibling?.textContent;
    expect(value('Version')).toBe('2');
    expect(value('Établi le')).toBe('3 novembre 2026 à 09:15');
    expect(value('Votes scellés')).toBe('1\u202f250 lignes du registre');
    expect(value('SHA-256 du fichier')).toBe('ab12 '.repeat(16).trim());
    expect(value('Clé de signature')).toBe('c0ff ee00 '.repeat(8).trim());
    expect(within(panel).getByRole('link', { name: 'Télécharger le PDF' })).toHaveAttribute(
      'href',
      `${RESULTS}/dossier.pdf?version=2`,
    );
    expect(within(panel).getByRole('link', { name: 'Télécharger le fichier JSON' })).toHaveAttribute(
      'href',
      `${RESULTS}/dossier.json?version=2`,
    );
    expect(within(panel).getByText('1 version précédente conservée')).toBeVisible();
  });

  it('says the dossier is being prepared while the API answers 404', async () => {
    openContest(json({ detail: 'Le dossier de résultats de ce concours n’est pas encore prêt.' }, 404));
    const panel = await dossierPanel();
    expect(await within(panel).findByText('Dossier en préparation')).toBeVisible();
    expect(within(panel).getByRole('status')).toHaveTextContent(/se met à jour seule/);
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('gives the API’s message and Réessayer when the dossier cannot be read', async () => {
    openContest(json({ detail: 'Le registre des votes est momentanément indisponible.' }, 500));
    const panel = await dossierPanel();
    expect(await within(panel).findByRole('button', { name: 'Réessayer' })).toBeVisible();
    expect(within(panel).getByRole('alert')).toHaveTextContent('Le registre des votes est momentanément indisponible.');
  });

  it('is not shown, nor asked for, while the contest is open', async () => {
    const api = openContest(json({}, 404), { ...closed, status: 'open', is_over: false });
    expect(await screen.findByRole('heading', { name: closed.title, level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Dossier de résultats' })).toBeNull();
    expect(api.calls('GET', RESULTS)).toEqual([]);
  });
});
