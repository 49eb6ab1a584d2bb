import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_INTERVAL_MS,
  type AnnouncedLine,
  type AnnouncerState,
  FIRST_ANNOUNCER_STATE,
  nextAnnouncement,
} from './ranking-announcement';

/** Lines from names in ranking order: `ranking('Léa', 'Awa')` puts Léa first. */
const ranking = (...names: string[]): AnnouncedLine[] =>
  names.map((name, index) => ({ secure_id: name.toLowerCase(), baby_name: name, rank: index + 1 }));

/** Feeds the states in turn, each at its time, and gives what was said, with its time. */
function run(followed: string | null, ...states: [number, AnnouncedLine[]][]) {
  let state: AnnouncerState = FIRST_ANNOUNCER_STATE;
  const said: [number, string][] = [];
  const retries: (number | null)[] = [];
  for (const [at, lines] of states) {
    const step = nextAnnouncement(state, lines, followed, at);
    state = step.state;
    retries.push(step.retryAt);
    if (step.message) said.push([at, step.message]);
  }
  return { said, retries };
}

describe('announcing the live ranking to screen readers', () => {
  it('says nothing of the first ranking seen, nor of an empty one before it', () => {
    expect(run(null, [0, []], [1, ranking('Léa', 'Awa', 'Fatou')]).said).toEqual([]);
  });

  it('tells who reaches a new place on the podium, best place first', () => {
    const { said } = run(
      null,
      [0, ranking('Léa', 'Awa', 'Fatou', 'Binta')],
      [1, ranking('Awa', 'Léa', 'Fatou', 'Binta')],
    );
    expect(said).toEqual([[1, 'Awa passe à la première place. Léa passe à la 2e place.']]);
  });

  it('tells a newcomer to the podium, and nothing of moves below it', () => {
    expect(
      run(null, [0, ranking('Léa', 'Awa', 'Fatou', 'Binta', 'Mariam')], [1, ranking('Léa', 'Awa', 'Binta', 'Fatou')])
        .said,
    ).toEqual([[1, 'Binta passe à la 3e place.']]);
    expect(
      run(null, [0, ranking('Léa', 'Awa', 'Fatou', 'Binta', 'Mariam')], [1, ranking('Léa', 'Awa', 'Fatou', 'Mariam')])
        .said,
    ).toEqual([]);
  });

  it('says nothing when only vote counts change', () => {
    const before = ranking('Léa', 'Awa', 'Fatou');
    const after = before.map((line) => ({ ...line, vote_count: 99 }));
    expect(run(null, [0, before], [1, after]).said).toEqual([]);
  });

  it('waits out the interval after an announcement, then tells the ranking as it stands', () => {
    const { said, retries } = run(
      null,
      [0, ranking('Léa', 'Awa', 'Fatou')],
      [1_000, ranking('Awa', 'Léa', 'Fatou')],
      [2_000, ranking('Fatou', 'Léa', 'Awa')],
      [3_000, ranking('Léa', 'Fatou', 'Awa')],
      [1_000 + ANNOUNCEMENT_INTERVAL_MS, ranking('Léa', 'Fatou', 'Awa')],
    );
    expect(said).toEqual([
      [1_000, 'Awa passe à la première place. Léa passe à la 2e place.'],
      [
        1_000 + ANNOUNCEMENT_INTERVAL_MS,
        'Léa passe à la première place. Fatou passe à la 2e place. Awa passe à la 3e place.',
      ],
    ]);
    expect(retries).toEqual([null, null, 1_000 + ANNOUNCEMENT_INTERVAL_MS, 1_000 + ANNOUNCEMENT_INTERVAL_MS, null]);
  });

  it('tells nothing of a move undone before the interval is over', () => {
    const { said } = run(
      null,
      [0, ranking('Léa', 'Awa', 'Fatou')],
      [1_000, ranking('Awa', 'Léa', 'Fatou')],
      [2_000, ranking('Léa', 'Awa', 'Fatou')],
      [1_000 + ANNOUNCEMENT_INTERVAL_MS, ranking('Awa', 'Léa', 'Fatou')],
    );
    expect(said).toEqual([[1_000, 'Awa passe à la première place. Léa passe à la 2e place.']]);
  });

  it('tells a participant’s page only its own place, wherever it is', () => {
    const { said } = run(
      'binta',
      [0, ranking('Léa', 'Awa', 'Fatou', 'Mariam', 'Binta')],
      [1_000, ranking('Awa', 'Léa', 'Fatou', 'Mariam', 'Binta')],
      [2_000, ranking('Awa', 'Léa', 'Fatou', 'Binta', 'Mariam')],
      [20_000, ranking('Awa', 'Léa', 'Fatou', 'Mariam', 'Binta')],
    );
    expect(said).toEqual([
      [2_000, 'Binta passe à la 4e place.'],
      [20_000, 'Binta passe à la 5e place.'],
    ]);
  });

  it('says nothing of a followed participant the feed no longer carries', () => {
    expect(run('binta', [0, ranking('Léa', 'Binta')], [1, ranking('Léa')]).said).toEqual([]);
  });

  it('tells the first places of a contest that had no vote yet', () => {
    const unranked = ranking('Léa', 'Awa', 'Fatou').map((line) => ({ ...line, rank: null }));
    expect(run(null, [0, unranked], [1, ranking('Léa', 'Awa', 'Fatou')]).said).toEqual([
      [1, 'Léa passe à la première place. Awa passe à la 2e place. Fatou passe à la 3e place.'],
    ]);
  });
});
