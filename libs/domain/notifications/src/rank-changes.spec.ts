import { rankChange, tierOf } from './rank-changes';

describe('the rank changes a parent is told of', () => {
  it('cuts the ranking at first place, the top 3 and the top 10', () => {
    expect([1, 2, 3, 4, 10, 11, null].map(tierOf)).toEqual([
      'first',
      'podium',
      'podium',
      'top10',
      'top10',
      'rest',
      'rest',
    ]);
  });

  it('says nothing of a move inside a tier', () => {
    expect(rankChange('Aïcha', 2, 3)).toBeNull();
    expect(rankChange('Aïcha', 5, 9)).toBeNull();
    expect(rankChange('Aïcha', 12, null)).toBeNull();
  });

  it('tells first place taken or lost, the top 3 and the top 10 entered or left', () => {
    expect(rankChange('Aïcha', 4, 1)).toBe('Aïcha est en tête du classement !');
    expect(rankChange('Aïcha', 1, 2)).toBe('Aïcha a été dépassé(e) : 2e place.');
    expect(rankChange('Aïcha', 1, 14)).toBe('Aïcha a été dépassé(e) : 14e place.');
    expect(rankChange('Aïcha', 5, 3)).toBe('Aïcha entre dans le top 3 (3e place).');
    expect(rankChange('Aïcha', 3, 4)).toBe('Aïcha sort du top 3 (4e place).');
    expect(rankChange('Aïcha', 2, 11)).toBe('Aïcha sort du top 3 et du top 10.');
    expect(rankChange('Aïcha', 11, 7)).toBe('Aïcha entre dans le top 10 (7e place).');
    expect(rankChange('Aïcha', 7, null)).toBe('Aïcha sort du top 10.');
  });
});
