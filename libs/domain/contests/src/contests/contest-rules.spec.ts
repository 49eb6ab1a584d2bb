import type { ContestStatus } from './contest.entity';
import { isPublicContest, votingState } from './contest-rules';

const now = new Date('2026-11-24T12:00:00Z');
const later = new Date('2026-11-30T12:00:00Z');
const earlier = new Date('2026-11-20T12:00:00Z');

describe('isPublicContest', () => {
  it.each<[ContestStatus, Date | null, boolean]>([
    ['draft', null, false],
    ['pre_registration', null, true],
    ['open', null, true],
    ['closed', null, true],
    ['open', earlier, false],
  ])('%s, deleted at %s: %s', (status, deletedAt, expected) => {
    expect(isPublicContest({ status, deletedAt })).toBe(expected);
  });
});

describe('votingState', () => {
  it.each<[ContestStatus, Date, string]>([
    ['open', later, 'open'],
    ['open', now, 'over'],
    ['open', earlier, 'over'],
    ['closed', later, 'over'],
    ['pre_registration', later, 'not_open_yet'],
    // Never opened and its end date is behind it: over, not "not yet open".
    ['pre_registration', earlier, 'over'],
    ['draft', later, 'not_open_yet'],
  ])('%s ending %s: %s', (status, endDate, expected) => {
    expect(votingState({ status, endDate }, now)).toBe(expected);
  });
});
