import type { VoteLeafV3 } from './leaf';
import { emptyWatch, replayLeaf } from './monitor-rules';

const leaf = (id: number, at: string, overrides: Partial<VoteLeafV3> = {}): VoteLeafV3 => ({
  v: 3,
  id,
  kind: 'free',
  weight: 1,
  contest: 7,
  participant: 3,
  at,
  ref: null,
  payment: null,
  number: 'a'.repeat(32),
  channel: 'web',
  ...overrides,
});

describe('the rules a monitor replays', () => {
  it('flags two free votes of one voter for one child less than 10 minutes apart, not 10 minutes', () => {
    const watch = emptyWatch();
    expect(replayLeaf(watch, 0, leaf(1, '2026-11-29T10:00:00.000Z'), null)).toEqual([]);
    expect(replayLeaf(watch, 1, leaf(2, '2026-11-29T10:10:00.000Z'), null)).toEqual([]);
    expect(replayLeaf(watch, 2, leaf(3, '2026-11-29T10:10:00.000Z', { participant: 4 }), null)).toEqual([]);
    expect(replayLeaf(watch, 3, leaf(4, '2026-11-29T10:19:59.999Z'), null)[0]).toContain(
      "à moins de 10 minutes d'écart",
    );
  });

  it('flags the 51st free vote of a voter on a UTC day, once', () => {
    const watch = emptyWatch();
    const breaches = Array.from({ length: 52 }, (_, i) =>
      replayLeaf(
        watch,
        i,
        leaf(
          i,
          `2026-11-29T${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}:00.000Z`,
          { participant: i },
        ),
        null,
      ),
    ).flat();
    expect(breaches).toEqual([expect.stringContaining('plus de 50 votes gratuits le 2026-11-29 (vote n° 50)')]);
    expect(replayLeaf(watch, 52, leaf(52, '2026-11-30T00:00:00.000Z', { participant: 99 }), null)).toEqual([]);
  });

  it('flags a vote cast at or after the contest’s end, not a reversal', () => {
    const end = '2026-11-29T12:00:00.000Z';
    const watch = emptyWatch();
    expect(replayLeaf(watch, 0, leaf(1, '2026-11-29T11:59:59.999Z'), end)).toEqual([]);
    expect(replayLeaf(watch, 1, leaf(2, end, { kind: 'paid', number: null, weight: 10 }), end)[0]).toContain(
      'à la fin du concours',
    );
    expect(replayLeaf(watch, 2, leaf(3, end, { kind: 'reversal', weight: -1, ref: 1 }), end)).toEqual([]);
  });
});
