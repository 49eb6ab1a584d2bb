import { makeContest } from '@bebe-star/web-common/test/fixtures';
import { stubApi } from '@bebe-star/web-common/test/stub-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Contest } from '@/lib/api/contests/get-contest';
import { FooterPrizes } from './footer-prizes';

function renderPrizes(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <FooterPrizes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '));

/** Any space (the French texts use no-break ones) read as a plain space. */
const spaces = { normalizer: (text: string) => text.replace(/\s/g, ' ') };

const contest = (overrides: Partial<Contest>): Contest =>
  makeContest({ start_date: '2026-11-01T00:00:00.000Z', end_date: '2026-12-31T00:00:00.000Z', ...overrides });

describe('FooterPrizes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the standard prizes of the rules away from any contest', () => {
    stubApi({ 'GET /api/contests/contests/in-progress': [] });
    renderPrizes('/gagnants');
    expect(screen.getByText('Les lots habituels de nos concours :', spaces)).toBeInTheDocument();
    expect(items()).toEqual([
      '1er prix : le jackpot du concours.',
      '2e prix : 75 000 CFA.',
      '3e prix : 50 000 CFA.',
      'À réclamer dans les 30 jours suivant la notification.',
    ]);
  });

  it('shows the contest’s prizes on its page when they differ, and says whose they are', async () => {
    stubApi({
      'GET /api/contests/contests/4': contest({ second_prize: 100_000, third_prize: 60_000 }),
    });
    renderPrizes('/concours/4/participants');
    expect(
      await screen.findByText('Les lots du concours « Concours des Filles », différents des lots habituels :', spaces),
    ).toBeInTheDocument();
    expect(items()).toEqual([
      '1er prix : le jackpot du concours, 500 000 CFA.',
      '2e prix : 100 000 CFA.',
      '3e prix : 60 000 CFA.',
      'À réclamer dans les 30 jours suivant la notification.',
    ]);
  });

  it('shows the only open contest’s prizes on the other pages when they differ', async () => {
    stubApi({
      'GET /api/contests/contests/in-progress': [contest({ second_prize: 80_000, third_prize: 40_000 })],
    });
    renderPrizes('/');
    expect(await screen.findByText('2e prix : 80 000 CFA.', spaces)).toBeInTheDocument();
    expect(items()[2]).toBe('3e prix : 40 000 CFA.');
  });
});
