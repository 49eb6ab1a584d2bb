import { DEFAULT_FRAUD_RULES, DEFAULT_HOLD_SCORE, scoreVote, type VoteObservation } from './fraud-score';

/** An established account voting once from its own phone's browser. */
const quiet: VoteObservation = {
  accountAgeHours: 24 * 30,
  vouched: false,
  deviceAccounts: 1,
  addressSignups: 0,
  addressNewDevices: 0,
  youngVotesForParticipant: 0,
  deviceVotesThisMinute: 1,
  accountNewDevices: 0,
  automation: false,
};

const score = (changes: Partial<VoteObservation>) =>
  scoreVote({ ...quiet, ...changes }, DEFAULT_FRAUD_RULES, DEFAULT_HOLD_SCORE);

describe('the fraud score of a free vote', () => {
  it('finds nothing in an established account on its own phone', () => {
    expect(score({})).toEqual({ score: 0, signals: [], hold: false });
  });

  it('marks a young account until its e-mail is confirmed', () => {
    expect(score({ accountAgeHours: 2 })).toMatchObject({ score: 1, signals: ['young_account'] });
    expect(score({ accountAgeHours: 2, vouched: true })).toMatchObject({ score: 0, signals: [] });
    // An unknown age (the account could not be read) marks nothing.
    expect(score({ accountAgeHours: null })).toMatchObject({ score: 0, signals: [] });
  });

  it('lets an honest newcomer of a busy carrier address through, and holds the 30th young vote for one child', () => {
    const burst = { accountAgeHours: 1, addressSignups: 400, addressNewDevices: 400 };
    expect(score(burst)).toMatchObject({ score: 3, hold: false });
    expect(score({ ...burst, youngVotesForParticipant: 29 })).toMatchObject({ hold: false });
    expect(score({ ...burst, youngVotesForParticipant: 30 })).toEqual({
      score: 6,
      signals: ['young_account', 'address_signups', 'address_new_devices', 'young_concentration'],
      hold: true,
    });
    // A newcomer who confirmed the e-mail is no young account, whoever else pushes that child.
    expect(score({ ...burst, vouched: true, youngVotesForParticipant: 300 })).toMatchObject({
      score: 2,
      signals: ['address_signups', 'address_new_devices'],
      hold: false,
    });
  });

  it('holds a phone with many accounts, a phone voting too fast and a program', () => {
    expect(score({ deviceAccounts: 5 })).toMatchObject({ score: 4, hold: true });
    expect(score({ deviceVotesThisMinute: 15, automation: true })).toMatchObject({ score: 4, hold: true });
    expect(score({ deviceAccounts: 3 })).toMatchObject({ score: 2, hold: false });
  });

  it('holds the votes of an account that votes from a new device again and again, not a new phone or two', () => {
    expect(score({ accountNewDevices: 1 })).toMatchObject({ score: 0, hold: false });
    expect(score({ accountNewDevices: 2 })).toMatchObject({ score: 0, hold: false });
    expect(score({ accountNewDevices: 3 })).toEqual({ score: 4, signals: ['account_new_devices'], hold: true });
  });
});
