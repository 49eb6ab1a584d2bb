import { dailyCounterTtlMs, nextFreeVoteAt, voteDay, voteKeys } from './free-vote-rules';

describe('voteDay', () => {
  it('is the UTC day, whatever the local time zone of the moment', () => {
    const day = voteDay(new Date('2026-11-24T23:59:59.999Z'));
    expect(day.key).toBe('20261124');
    expect(day.start.toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(voteDay(new Date('2026-11-25T00:00:00.000Z')).key).toBe('20261125');
  });

  it('answers any moment, in any order (the last day is kept only as a shortcut)', () => {
    expect(voteDay(new Date('2026-11-25T08:00:00Z')).key).toBe('20261125');
    expect(voteDay(new Date('2026-11-24T08:00:00Z')).key).toBe('20261124');
    expect(voteDay(new Date('2026-11-24T23:59:59.999Z')).key).toBe('20261124');
    expect(voteDay(new Date('2026-11-26T00:00:00Z')).key).toBe('20261126');
  });

  it('keys the daily counters by that day', () => {
    const day = voteDay(new Date('2026-01-02T10:00:00Z'));
    expect(voteKeys.dailyVoter(7, day)).toBe('vote:{u:7}:daily:20260102');
    expect(voteKeys.dailyIp('ab', day)).toBe('vote:{ip:ab}:daily:20260102');
  });
});

describe('dailyCounterTtlMs', () => {
  it('lasts to the end of the UTC day and one hour more', () => {
    expect(dailyCounterTtlMs(new Date('2026-11-24T23:00:00Z'))).toBe(2 * 3600_000);
    expect(dailyCounterTtlMs(new Date('2026-11-24T00:00:00Z'))).toBe(25 * 3600_000);
  });
});

describe('nextFreeVoteAt', () => {
  it('is ten minutes after the vote', () => {
    expect(nextFreeVoteAt(new Date('2026-11-24T12:00:00Z')).toISOString()).toBe('2026-11-24T12:10:00.000Z');
  });
});
