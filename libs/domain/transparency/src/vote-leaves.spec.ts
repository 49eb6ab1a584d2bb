import { hash } from 'node:crypto';
import type { AppConfig } from '@app/config';
import { leafProblem } from '@app/contracts';
import { type LeafSource, VoteLeaves } from './vote-leaves';

const SALT = 'sel-de-test-pour-le-registre-public';
const leaves = new VoteLeaves({ transparency: { salt: SALT } } as AppConfig);
const keyed = (value: string) => hash('sha256', `${SALT}\u0000${value}`).slice(0, 32);

const row = (overrides: Partial<LeafSource> = {}): LeafSource => ({
  id: 301,
  kind: 'free',
  weight: 1,
  contestId: 5,
  participantId: 12,
  voterId: 77,
  deviceHash: 'f'.repeat(32),
  phoneNumberId: 9,
  paymentId: null,
  refId: null,
  createdAt: new Date('2026-11-28T12:00:00.000Z'),
  channel: 'sms',
  leafVersion: 3,
  ...overrides,
});

describe('VoteLeaves', () => {
  it('makes a v3 leaf of a row written since every phone votes: the number hashed per contest and the channel, no account, no device', () => {
    const leaf = leaves.leafOf(row());
    expect(leaf).toEqual({
      v: 3,
      id: 301,
      kind: 'free',
      weight: 1,
      contest: 5,
      participant: 12,
      at: '2026-11-28T12:00:00.000Z',
      ref: null,
      payment: null,
      number: keyed('number:5:9'),
      channel: 'sms',
    });
    expect(leafProblem(leaf)).toBeNull();
  });

  it('gives one number the same hash within a contest, whatever the account or the channel, and another in another contest', () => {
    const number = (source: Partial<LeafSource>) => {
      const leaf = leaves.leafOf(row(source));
      return leaf.v === 1 ? undefined : leaf.number;
    };
    expect(number({ voterId: 78, deviceHash: null, channel: 'ussd' })).toBe(number({}));
    expect(number({ leafVersion: 2 })).toBe(number({}));
    expect(number({ contestId: 6 })).not.toBe(number({}));
    expect(number({ phoneNumberId: 10 })).not.toBe(number({}));
    expect(number({ phoneNumberId: null })).toBeNull();
  });

  it('keeps a paid row’s payment hash and channel, and the reversal of a vote its own number and channel', () => {
    const paid = leaves.leafOf(row({ kind: 'paid', weight: 10, phoneNumberId: null, paymentId: 4, channel: 'ussd' }));
    expect(paid).toMatchObject({ v: 3, number: null, payment: keyed('payment:4'), channel: 'ussd' });
    expect(leafProblem(paid)).toBeNull();
    expect(leaves.leafOf(row({ kind: 'reversal', weight: -1, refId: 300 }))).toMatchObject({
      v: 3,
      ref: 300,
      number: keyed('number:5:9'),
      channel: 'sms',
    });
  });

  it('makes the v2 leaf a row written before the channel was recorded had: the number, no channel', () => {
    const leaf = leaves.leafOf(row({ leafVersion: 2, channel: 'web' }));
    expect(leaf).toEqual({
      v: 2,
      id: 301,
      kind: 'free',
      weight: 1,
      contest: 5,
      participant: 12,
      at: '2026-11-28T12:00:00.000Z',
      ref: null,
      payment: null,
      number: keyed('number:5:9'),
    });
    expect(leafProblem(leaf)).toBeNull();
  });

  it('makes the v1 leaf a row written before the number was the voter had: account and device', () => {
    const leaf = leaves.leafOf(row({ leafVersion: 1, channel: 'web' }));
    expect(leaf).toEqual({
      v: 1,
      id: 301,
      kind: 'free',
      weight: 1,
      contest: 5,
      participant: 12,
      at: '2026-11-28T12:00:00.000Z',
      ref: null,
      payment: null,
      voter: keyed('voter:5:77'),
      device: keyed(`device:5:${'f'.repeat(32)}`),
    });
    expect(leafProblem(leaf)).toBeNull();
  });
});
