import { describe, expect, it } from 'vitest';
import { contestsOfTab, sortContests } from './contest-order';

describe('sortContests', () => {
  it('puts titles containing "filles" first (any case or accent), then sorts alphabetically', () => {
    const titles = [
      'Concours Mixte — Été',
      'Concours Bébés Garçons',
      'Les FILLES de décembre',
      'Àdorables petites Fîlles',
      'Bébés Filles — Printemps',
      'Anniversaire',
    ];
    expect(sortContests(titles.map((title) => ({ title }))).map((contest) => contest.title)).toEqual([
      'Àdorables petites Fîlles',
      'Bébés Filles — Printemps',
      'Les FILLES de décembre',
      'Anniversaire',
      'Concours Bébés Garçons',
      'Concours Mixte — Été',
    ]);
  });
});

describe('contestsOfTab', () => {
  const contests = (['open', 'pre_registration', 'closed', 'draft'] as const).map((status) => ({ status }));

  it('keeps open and pre-registration contests in progress, closed ones for the winners', () => {
    expect(contestsOfTab(contests, 'in-progress').map((contest) => contest.status)).toEqual([
      'open',
      'pre_registration',
    ]);
    expect(contestsOfTab(contests, 'winners').map((contest) => contest.status)).toEqual(['closed']);
  });
});
