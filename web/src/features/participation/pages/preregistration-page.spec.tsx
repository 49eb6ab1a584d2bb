import { stubApi } from '@bebe-star/web-common/test/stub-api';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { fakeAccessToken } from '@/test/factories';
import { renderPage } from '../test/render';
import { PreregistrationPage } from './preregistration-page';

const CONTEST = { id: 3, title: 'Concours des filles', start_date: '2026-11-25T13:30:00Z', status: 'pre_registration' };
const baby = (id: number, name: string) => ({ id, name, age_months: 14, photo_urls: null });

function start(state: unknown = { contest: { id: 3 } }) {
  return renderPage(PreregistrationPage, {
    path: '/concours/preinscription',
    entry: '/concours/preinscription',
    state,
  });
}

describe('PreregistrationPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks to log in first', () => {
    stubApi({});
    start();
    expect(screen.getByRole('heading', { name: 'Connexion requise' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux concours' })).toHaveAttribute('href', '/concours');
  });

  it('offers to add a baby when the user has none', async () => {
    authStore.save(fakeAccessToken(7), 'refresh');
    stubApi({ 'GET /api/contests/contests/3': CONTEST, 'GET /api/contests/babies': { results: [] } });
    start();
    expect(await screen.findByRole('link', { name: 'Ajouter mon bébé' })).toHaveAttribute('href', '/account');
  });

  it('keeps the button disabled until a baby is chosen, then shows the success screen', async () => {
    authStore.save(fakeAccessToken(7), 'refresh');
    const fetch = stubApi({
      'GET /api/contests/contests/3': CONTEST,
      'GET /api/contests/babies': { results: [baby(1, 'Awa'), baby(2, 'Fatou')] },
      'POST /api/contests/preregistrations': { id: 9, contest: 3, baby: 2 },
    });
    start();
    const submit = await screen.findByRole('button', { name: 'Préinscrire mon bébé' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Fatou/ }));
    await userEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'Préinscription réussie !' })).toBeInTheDocument();
    const sent = fetch.mock.calls.map(([input]) => input as Request).find((r) => r.method === 'POST')!;
    expect(await sent.json()).toEqual({ contest: 3, baby: 2 });
  });

  it('preselects a single baby and shows the opening countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    authStore.save(fakeAccessToken(7), 'refresh');
    stubApi({
      'GET /api/contests/contests/3': { ...CONTEST, start_date: '2026-11-22T10:01:02Z' },
      'GET /api/contests/babies': { results: [baby(1, 'Awa')] },
    });
    start({ contestId: 3 });
    expect(await screen.findByRole('button', { name: 'Préinscrire mon bébé' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Awa/ })).toBeChecked();
    expect(screen.getByRole('timer')).toHaveTextContent('Début dans 0h 1min');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Ouverture imminente');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Le concours est ouvert');
  });

  it('warns and goes back to the contests without a contest', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({});
    const { router } = start(null);
    expect(screen.getByRole('alert')).toHaveTextContent('Aucun concours sélectionné');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(router.state.location.pathname).toBe('/concours');
  });
});
