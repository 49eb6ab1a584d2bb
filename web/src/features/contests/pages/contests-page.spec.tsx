import { stubApi } from '@bebe-star/web-common/test/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Contest } from '@/lib/api/contests/get-contest';
import { renderPage } from '@/test/render-page';
import { ContestsPage } from './contests-page';

function contest(id: number, title: string, gender: Contest['gender'], status: Contest['status'] = 'open'): Contest {
  return {
    id,
    title,
    gender,
    status,
    description: '',
    image: null,
    start_date: '2026-11-01T00:00:00Z',
    end_date: '2099-01-01T00:00:00Z',
    prize: 100_000,
    second_prize: 50_000,
    third_prize: 25_000,
    participants_count: 3,
    preregistrations_count: 0,
    time_until_start: { total_seconds: 0, days: 0, hours: 0, minutes: 0 },
  } as unknown as Contest;
}

/** Eight girls' contests (one in pre-registration), two boys' and a mixed one. */
const CONTESTS = [
  contest(1, 'Bébés Filles — Préinscriptions', 'female', 'pre_registration'),
  ...Array.from({ length: 7 }, (_, index) => contest(index + 2, `Bébés Filles ${index + 1}`, 'female')),
  contest(20, 'Bébés Garçons — Saison sèche', 'male'),
  contest(21, 'Bébés Garçons — Hivernage', 'male'),
  contest(30, 'Concours Mixte', 'mixed'),
];

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the contest list on a phone', () => {
  it('shows six contests at a time, open ones first, and six more on "Voir plus"', async () => {
    stubApi({ 'GET /api/contests/contests': CONTESTS });
    renderPage(<ContestsPage />, { path: '/concours' });
    await screen.findByText('Bébés Filles 1');
    expect(titles()).toHaveLength(6);
    expect(titles()).not.toContain('Bébés Filles — Préinscriptions');
    expect(screen.getByText('6 sur 11')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(titles()).toHaveLength(11);
    expect(titles().at(-1)).toBe('Bébés Filles — Préinscriptions');
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it("filters by the child's gender: the contests of that gender and the mixed ones", async () => {
    stubApi({ 'GET /api/contests/contests': CONTESTS });
    renderPage(<ContestsPage />, { path: '/concours' });
    await screen.findByText('Bébés Filles 1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Garçons' }));
    expect(screen.getByRole('button', { name: 'Garçons' })).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['Bébés Garçons — Hivernage', 'Bébés Garçons — Saison sèche', 'Concours Mixte']);
  });

  it('sends "Participer" to the wizard with the contest\'s id', async () => {
    stubApi({ 'GET /api/contests/contests': CONTESTS });
    const { router } = renderPage(<ContestsPage />, { path: '/concours' });
    const card = (await screen.findByRole('heading', { name: 'Bébés Filles 2' })).closest('article') as HTMLElement;
    await userEvent.setup().click(within(card).getByRole('link', { name: 'Participer' }));
    expect(router.state.location).toMatchObject({ pathname: '/participer/flow', state: { contestId: 3 } });
  });
});
