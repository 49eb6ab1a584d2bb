import { describe, expect, it } from 'vitest';
import { matchesRankingSearch } from './ranking-search';

const awaDakar = { baby_name: 'Awa', city: 'Dakar', vote_code: '4821' };
const awaThies = { baby_name: 'Awa', city: 'Thiès', vote_code: '51930' };
const moussa = { baby_name: 'Moussa', city: 'Saint-Louis', vote_code: null };

const found = (search: string) =>
  [awaDakar, awaThies, moussa].filter((line) => matchesRankingSearch(line, search)).map((line) => line.vote_code);

describe('matchesRankingSearch', () => {
  it('keeps every line for a blank search', () => {
    expect(found('  ')).toEqual(['4821', '51930', null]);
  });

  it('finds a first name whatever its case and accents, and tells the same names apart by city', () => {
    expect(found('awa')).toEqual(['4821', '51930']);
    expect(found('AWA thies')).toEqual(['51930']);
    expect(found('mous')).toEqual([null]);
    expect(found('saint-louis')).toEqual([null]);
  });

  it('finds a vote code by its first digits, spaces aside, never a line without a code', () => {
    expect(found('48 21')).toEqual(['4821']);
    expect(found('5')).toEqual(['51930']);
    expect(found('9')).toEqual([]);
  });
});
