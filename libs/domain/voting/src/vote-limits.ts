import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import {
  ADDRESS_COUNTER_TTL_SECONDS,
  accessRevocationKey,
  addressKeys,
  addressWindow,
  DEVICE_PROVEN,
  deviceKeys,
} from '@app/identity';
import { REDIS } from '@app/redis';
import type Redis from 'ioredis';
import type { Result } from 'ioredis';
import {
  dailyCounterTtlMs,
  FREE_VOTE_COOLDOWN_SECONDS,
  FREE_VOTES_PER_DAY,
  voteDay,
  voteKeys,
} from './free-vote-rules';

/** Which daily limit refused a vote: the account's, the device's, the address's ceiling, or the address's share of votes without a device id. */
export type DailyLimit = 'account_cap' | 'device_cap' | 'address_cap' | 'no_device_cap';

/** What the reservation saw of the vote's device, address and participant: the fraud score's counts. */
export interface VoteCounts {
  /** Accounts that voted from the device today, this one included (0 without a device id). */
  deviceAccounts: number;
  /** Free votes from the device in the current minute, this one included. */
  deviceVotesThisMinute: number;
  /** Accounts created and devices first used from the address, the current and the previous 10 minutes. */
  addressSignups: number;
  addressNewDevices: number;
  /** Young accounts' votes for the participant, the current and the previous 10 minutes (0 unless young). */
  youngVotesForParticipant: number;
  /** Devices the account voted from for the first time today (each with a proof of work), this one included. */
  accountNewDevices: number;
}

export type Reservation =
  | { outcome: 'reserved'; counts: VoteCounts }
  | { outcome: 'cooldown' | DailyLimit; retryAfterSeconds: number }
  /** A device's first vote comes with a solved proof of work, or is not taken. */
  | { outcome: 'proof_required' }
  | { outcome: 'replay'; participantId: number; answer: string | null }
  | { outcome: 'revoked' };

/** What an idempotency key holds: the participant it was first used for, then the answer once given. */
interface Remembered {
  participantId: number;
  answer: string | null;
}

const rememberedAs = (participantId: number, answer = ''): string => `${participantId}|${answer}`;

function readRemembered(value: string): Remembered {
  const separator = value.indexOf('|');
  return { participantId: Number(value.slice(0, separator)), answer: value.slice(separator + 1) || null };
}

// Each script below reads the keys it checks in one MGET, and sets a daily counter's expiry only when it
// creates it (every vote of a day asks the same end of day): Redis runs each call of a script in turn on
// its one thread, for every client.

/**
 * The voter's part of a free vote, on the voter's hash slot: a signed-out access token is refused;
 * an idempotency key already seen replays the first answer; otherwise the cooldown and the voter's
 * daily cap are checked and, if both allow it, taken, and the account's new devices of the day
 * counted (when the vote brings a proof of work: a device's first vote) or read. KEYS: cooldown,
 * daily voter, idempotency, the voter's access-token revocation, new devices of the day. ARGV:
 * cooldown seconds, daily cap, seconds until the day's counters expire, "1" when the request carries
 * an idempotency key, the key's pending value, when the token was issued (ms), "1" with a proof of work.
 */
const RESERVE_VOTER = `
local state = redis.call('MGET', KEYS[4], KEYS[2], KEYS[5])
if state[1] and tonumber(ARGV[6]) < tonumber(state[1]) then return {'revoked', ''} end
if ARGV[4] == '1' then
  local seen = redis.call('GET', KEYS[3])
  if seen then return {'replay', seen} end
end
local cooldown = redis.call('PTTL', KEYS[1])
if cooldown > 0 then return {'cooldown', tostring(cooldown)} end
if tonumber(state[2] or '0') >= tonumber(ARGV[2]) then
  return {'account_cap', tostring(redis.call('PTTL', KEYS[2]))}
end
redis.call('SET', KEYS[1], '1', 'EX', ARGV[1])
if redis.call('INCR', KEYS[2]) == 1 then redis.call('EXPIRE', KEYS[2], ARGV[3]) end
if ARGV[4] == '1' then redis.call('SET', KEYS[3], ARGV[5], 'EX', 60) end
local newDevices = tonumber(state[3] or '0')
if ARGV[7] == '1' then
  newDevices = redis.call('INCR', KEYS[5])
  if newDevices == 1 then redis.call('EXPIRE', KEYS[5], ARGV[3]) end
end
return {'reserved', '', newDevices}`;

/**
 * The address's part, on its hash slot: its daily counters (the ceiling, and the share of votes without
 * a device id when the request has none) all checked, then all taken, or none; and its sign-ups and new
 * devices of the current and previous 10 minutes, read for the fraud score. KEYS: the n counters, then
 * sign-ups (current, previous), new devices (current, previous). ARGV: n, the counters' caps, their TTL
 * in seconds. Answers the 1-based index of the counter at its cap (0 when taken), its PTTL, sign-ups,
 * new devices.
 */
const RESERVE_ADDRESS = `
local n = tonumber(ARGV[1])
local values = redis.call('MGET', unpack(KEYS))
local signups = tonumber(values[n + 1] or '0') + tonumber(values[n + 2] or '0')
local devices = tonumber(values[n + 3] or '0') + tonumber(values[n + 4] or '0')
for i = 1, n do
  if tonumber(values[i] or '0') >= tonumber(ARGV[1 + i]) then
    return {tostring(i), tostring(redis.call('PTTL', KEYS[i])), signups, devices}
  end
end
for i = 1, n do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('EXPIRE', KEYS[i], ARGV[n + 2]) end
end
return {'0', '', signups, devices}`;

/**
 * The device's part, on its hash slot: a device that never paid its proof of work to vote is refused
 * ("proof", nothing counted) unless this vote brings one, and then marked as having paid it; then the
 * script notes the account among the device's voters of the day, counts the attempt in the device's
 * minute, and checks and takes its daily counter. A device without its proof costs the one MGET of its marker.
 * KEYS: daily counter, accounts of the day, minute counter, used marker. ARGV: cap, the day's TTL in
 * seconds, voter id, the marker's TTL in seconds, "1" with a proof of work, the marker's proven value.
 * Answers "1" at the cap (else "0", or "proof"), the counter's PTTL, accounts, votes this minute, "1"
 * when first used (to sign up, sign in or vote).
 */
const RESERVE_DEVICE = `
local state = redis.call('MGET', KEYS[4], KEYS[1])
local seen = state[1]
if seen ~= ARGV[6] then
  if ARGV[5] ~= '1' then return {'proof', '', 0, 0, '0'} end
  redis.call('SET', KEYS[4], ARGV[6], 'EX', ARGV[4])
end
local first = seen and '0' or '1'
redis.call('SADD', KEYS[2], ARGV[3])
local accounts = redis.call('SCARD', KEYS[2])
if accounts == 1 then redis.call('EXPIRE', KEYS[2], ARGV[2]) end
local minute = redis.call('INCR', KEYS[3])
if minute == 1 then redis.call('EXPIRE', KEYS[3], 120) end
if tonumber(state[2] or '0') >= tonumber(ARGV[1]) then
  return {'1', tostring(redis.call('PTTL', KEYS[1])), accounts, minute, first}
end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return {'0', '', accounts, minute, first}`;

/**
 * A young account's vote for a participant, on the participant's hash slot: counted in the current
 * 10-minute window; answers the current and previous windows' sum. KEYS: current, previous. ARGV: TTL.
 */
const COUNT_YOUNG_VOTE = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return current + tonumber(redis.call('GET', KEYS[2]) or '0')`;

/** Gives the voter's part back. KEYS: cooldown, daily voter, idempotency. ARGV: "1" with an idempotency key. */
const RELEASE_VOTER = `
redis.call('DEL', KEYS[1])
if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
if ARGV[1] == '1' then redis.call('DEL', KEYS[3]) end
return 1`;

/** Gives daily counters back (the address's, or the device's). KEYS: the counters. */
const RELEASE_COUNTERS = `
for i = 1, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
return 1`;

/**
 * Raises a counter to at least a value (never lowers one the vote path already counted past) and sets
 * its expiry. KEYS: the counter; ARGV: value, TTL in ms.
 */
const RAISE = `
if tonumber(redis.call('GET', KEYS[1]) or '0') < tonumber(ARGV[1]) then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
end
return 1`;

/** Restored counters in flight at once (each on its own key's slot; auto-pipelined). */
const RAISE_CONCURRENCY = 500;

/** A device stays known as long as its cookie lives (400 days): it counts as new once. */
const DEVICE_SEEN_TTL_SECONDS = 400 * 24 * 3600;

/** The address script's answer: refused counter index, its PTTL, sign-ups, new devices. */
type AddressReply = [string, string, number, number];
/** The device script's answer: "1" at the cap ("proof": a proof of work needed), PTTL, accounts, votes this minute, "1" when first used. */
type DeviceReply = [string, string, number, number, string];
const PROOF_NEEDED = 'proof';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    reserveVoterVote(
      cooldown: string,
      dailyVoter: string,
      idempotency: string,
      revokedBefore: string,
      newDevices: string,
      cooldownSeconds: number,
      cap: number,
      dayTtl: number,
      hasIdempotencyKey: string,
      pending: string,
      tokenIssuedMs: number,
      proven: string,
    ): Result<[outcome: string, value: string, newDevices?: number], Context>;
    reserveAddressVote(
      ceiling: string,
      signups: string,
      previousSignups: string,
      newDevices: string,
      previousNewDevices: string,
      counters: 1,
      ceilingCap: number,
      dayTtl: number,
    ): Result<AddressReply, Context>;
    reserveAddressVoteWithoutDevice(
      ceiling: string,
      withoutDevice: string,
      signups: string,
      previousSignups: string,
      newDevices: string,
      previousNewDevices: string,
      counters: 2,
      ceilingCap: number,
      withoutDeviceCap: number,
      dayTtl: number,
    ): Result<AddressReply, Context>;
    reserveDeviceVote(
      daily: string,
      accounts: string,
      minute: string,
      seen: string,
      cap: number,
      dayTtl: number,
      voterId: number,
      seenTtl: number,
      proven: string,
      provenValue: string,
    ): Result<DeviceReply, Context>;
    countYoungVote(current: string, previous: string, ttl: number): Result<number, Context>;
    releaseVoterVote(
      cooldown: string,
      dailyVoter: string,
      idempotency: string,
      hasIdempotencyKey: string,
    ): Result<number, Context>;
    releaseOneVoteCounter(key: string): Result<number, Context>;
    releaseTwoVoteCounters(first: string, second: string): Result<number, Context>;
    raiseVoteCounter(key: string, value: number, ttlMs: number): Result<number, Context>;
  }
}

/** A daily counter a vote takes, its cap, and the limit it stands for. */
interface DailyCounter {
  key: string;
  cap: number;
  limit: DailyLimit;
}

export interface VoteSubject {
  voterId: number;
  participantId: number;
  /** Keyed hash of the client's address; null on the phone channels, which take no address counter. */
  ipHash: string | null;
  /** Keyed hash of the browser's signed device id; null when the request carried none. */
  deviceHash: string | null;
  idempotencyKey?: string;
  /** When the voter's access token was issued (ms): refused if the voter signed out since. */
  tokenIssuedMs: number;
  /** The voter's free votes a day: the number's, or fewer for an account without one (when allowed at all). */
  dailyCap: number;
  /** Whether the account is young for the fraud score: its votes are counted per participant. */
  youngAccount: boolean;
  /** Whether the request brought a solved proof of work (already spent): a device's first vote must. */
  proven: boolean;
  now: Date;
}

/**
 * The free-vote rules of free-vote-rules.ts, kept in Redis: per vote, one script per hash slot, sent
 * together (the voter's; the address's; the device's when the request has one), so that Redis Cluster
 * can hold them on different nodes; parts taken while another refused are given back at once.
 */
@Injectable()
export class VoteLimits {
  private readonly addressCeiling: number;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.addressCeiling = config.voting.addressDailyCeiling;
    redis.defineCommand('reserveVoterVote', { numberOfKeys: 5, lua: RESERVE_VOTER });
    // Fixed numbers of keys: Redis Cluster clients route a command by the keys it declares.
    redis.defineCommand('reserveAddressVote', { numberOfKeys: 5, lua: RESERVE_ADDRESS });
    redis.defineCommand('reserveAddressVoteWithoutDevice', { numberOfKeys: 6, lua: RESERVE_ADDRESS });
    redis.defineCommand('reserveDeviceVote', { numberOfKeys: 4, lua: RESERVE_DEVICE });
    redis.defineCommand('countYoungVote', { numberOfKeys: 2, lua: COUNT_YOUNG_VOTE });
    redis.defineCommand('releaseVoterVote', { numberOfKeys: 3, lua: RELEASE_VOTER });
    redis.defineCommand('releaseOneVoteCounter', { numberOfKeys: 1, lua: RELEASE_COUNTERS });
    redis.defineCommand('releaseTwoVoteCounters', { numberOfKeys: 2, lua: RELEASE_COUNTERS });
    redis.defineCommand('raiseVoteCounter', { numberOfKeys: 1, lua: RAISE });
  }

  async reserve(subject: VoteSubject): Promise<Reservation> {
    const keys = this.keys(subject);
    const dayTtl = Math.ceil(dailyCounterTtlMs(subject.now) / 1000);
    const counters = this.counters(subject);
    const [[voterOutcome, voterValue, accountNewDevices], address, device, youngVotes] = await Promise.all([
      this.redis.reserveVoterVote(
        keys.cooldown,
        keys.dailyVoter,
        keys.idempotency,
        accessRevocationKey(subject.voterId),
        voteKeys.accountNewDevices(subject.voterId, voteDay(subject.now)),
        FREE_VOTE_COOLDOWN_SECONDS,
        subject.dailyCap,
        dayTtl,
        subject.idempotencyKey ? '1' : '0',
        rememberedAs(subject.participantId),
        subject.tokenIssuedMs,
        subject.proven ? '1' : '0',
      ),
      this.reserveAddress(subject, dayTtl),
      subject.deviceHash === null ? null : this.reserveDevice(subject, subject.deviceHash, dayTtl),
      subject.youngAccount ? this.countYoungVote(subject) : 0,
    ]);
    if (device?.[4] === '1') void this.countNewDevice(subject).catch(() => undefined);
    // The device's script took nothing when it asks for a proof of work.
    const proofNeeded = device?.[0] === PROOF_NEEDED;
    // Each slot's answer: 0 when its counters were taken, else the 1-based index of the one at its cap.
    const refusals = [Number(address[0]), device === null || proofNeeded ? 0 : Number(device[0])];
    const pttls = [address[1], device?.[1] ?? ''];
    const refusedAt = refusals.findIndex((index) => index !== 0);
    if (voterOutcome === 'reserved' && refusedAt === -1 && !proofNeeded) {
      return {
        outcome: 'reserved',
        counts: {
          deviceAccounts: device === null ? 0 : Number(device[2]),
          deviceVotesThisMinute: device === null ? 0 : Number(device[3]),
          addressSignups: Number(address[2]),
          addressNewDevices: Number(address[3]),
          youngVotesForParticipant: youngVotes,
          accountNewDevices: accountNewDevices ?? 0,
        },
      };
    }
    if (voterOutcome === 'reserved') await this.releaseVoter(subject);
    const taken = counters.filter((_, slot) => refusals[slot] === 0 && !(proofNeeded && slot === 1));
    await Promise.all([
      ...taken.map((slot) => this.releaseCounters(slot)),
      // The same vote comes again with its proof: its young account must not count twice for the child.
      proofNeeded && subject.youngAccount ? this.uncountYoungVote(subject) : null,
    ]);
    const retryAfter = (pttl: string) => Math.max(1, Math.ceil(Number(pttl) / 1000));
    if (voterOutcome === 'reserved') {
      // A limit reached answers first: no proof of work is asked for a vote refused anyway.
      if (refusedAt === -1) return { outcome: 'proof_required' };
      return {
        outcome: counters[refusedAt][refusals[refusedAt] - 1].limit,
        retryAfterSeconds: retryAfter(pttls[refusedAt]),
      };
    }
    switch (voterOutcome) {
      case 'replay':
        return { outcome: voterOutcome, ...readRemembered(voterValue) };
      case 'revoked':
        return { outcome: voterOutcome };
      case 'cooldown':
      case 'account_cap':
        return { outcome: voterOutcome, retryAfterSeconds: retryAfter(voterValue) };
      default:
        throw new Error(`Unknown vote reservation outcome: ${voterOutcome}`);
    }
  }

  async release(subject: VoteSubject): Promise<void> {
    await Promise.all([
      this.releaseVoter(subject),
      ...this.counters(subject).map((slot) => this.releaseCounters(slot)),
    ]);
  }

  /** The voter's free votes of the day so far (what the daily cap counts). */
  async usedToday(voterId: number, now: Date): Promise<number> {
    return Number((await this.redis.get(voteKeys.dailyVoter(voterId, voteDay(now)))) ?? 0);
  }

  /** Keeps the first answer for a retried request with the same key (24 h). */
  async remember(subject: VoteSubject, answer: string): Promise<void> {
    if (!subject.idempotencyKey) return;
    await this.redis.set(
      voteKeys.idempotency(subject.voterId, subject.idempotencyKey),
      rememberedAs(subject.participantId, answer),
      'EX',
      24 * 3600,
    );
  }

  /** The first answer for the subject's key, once given (null while the first request is in flight). */
  async replay(subject: VoteSubject): Promise<string | null> {
    if (!subject.idempotencyKey) return null;
    const value = await this.redis.get(voteKeys.idempotency(subject.voterId, subject.idempotencyKey));
    return value ? readRemembered(value).answer : null;
  }

  /** Counters restored from the ledger: `counters` is key → [value, TTL in ms]; a higher value in Redis is kept. */
  async raise(counters: [key: string, value: number, ttlMs: number][]): Promise<void> {
    for (let start = 0; start < counters.length; start += RAISE_CONCURRENCY) {
      await Promise.all(
        counters
          .slice(start, start + RAISE_CONCURRENCY)
          .map(([key, value, ttlMs]) => this.redis.raiseVoteCounter(key, value, Math.max(1, Math.round(ttlMs)))),
      );
    }
  }

  /**
   * What a phone number moved from one account to another carries: the day's free votes of the account
   * it leaves are added to the day's count of the account it joins, and the cooldowns of its recent
   * votes (`recent`, with when each was cast) apply there too.
   */
  async carry(fromVoterId: number, toVoterId: number, recent: { participantId: number; castAt: Date }[], now: Date) {
    const day = voteDay(now);
    const votes = Number((await this.redis.get(voteKeys.dailyVoter(fromVoterId, day))) ?? 0);
    const dailyKey = voteKeys.dailyVoter(toVoterId, day);
    if (votes > 0) {
      await this.redis.multi().incrby(dailyKey, votes).pexpire(dailyKey, dailyCounterTtlMs(now)).exec();
    }
    await this.raise(
      recent
        .map(({ participantId, castAt }): [string, number, number] => [
          voteKeys.cooldown(toVoterId, participantId),
          1,
          castAt.getTime() + FREE_VOTE_COOLDOWN_SECONDS * 1000 - now.getTime(),
        ])
        .filter(([, , ttlMs]) => ttlMs > 0),
    );
  }

  /**
   * The daily counters a vote takes besides the voter's, grouped by hash slot: the address's ceiling
   * (with its share of votes without a device id when the request has none), and the device's.
   */
  private counters(subject: VoteSubject): DailyCounter[][] {
    const day = voteDay(subject.now);
    const device: DailyCounter[] =
      subject.deviceHash === null
        ? []
        : [{ key: voteKeys.dailyDevice(subject.deviceHash, day), cap: FREE_VOTES_PER_DAY, limit: 'device_cap' }];
    if (subject.ipHash === null) return [[], device];
    const address: DailyCounter[] = [
      { key: voteKeys.dailyIp(subject.ipHash, day), cap: this.addressCeiling, limit: 'address_cap' },
    ];
    if (subject.deviceHash === null) {
      address.push({
        key: voteKeys.dailyIpWithoutDevice(subject.ipHash, day),
        cap: FREE_VOTES_PER_DAY,
        limit: 'no_device_cap',
      });
    }
    return [address, device];
  }

  /** The address's part; nothing to take on a phone channel (no address): taken, no signals. */
  private async reserveAddress(subject: VoteSubject, dayTtl: number): Promise<AddressReply> {
    const [address] = this.counters(subject);
    if (subject.ipHash === null) return ['0', '', 0, 0];
    const window = addressWindow(subject.now.getTime());
    const signals = [
      addressKeys.signups(subject.ipHash, window),
      addressKeys.signups(subject.ipHash, window - 1),
      addressKeys.newDevices(subject.ipHash, window),
      addressKeys.newDevices(subject.ipHash, window - 1),
    ] as const;
    return address.length === 1
      ? this.redis.reserveAddressVote(address[0].key, ...signals, 1, address[0].cap, dayTtl)
      : this.redis.reserveAddressVoteWithoutDevice(
          address[0].key,
          address[1].key,
          ...signals,
          2,
          address[0].cap,
          address[1].cap,
          dayTtl,
        );
  }

  private reserveDevice(subject: VoteSubject, deviceHash: string, dayTtl: number): Promise<DeviceReply> {
    const { now } = subject;
    const day = voteDay(now);
    return this.redis.reserveDeviceVote(
      voteKeys.dailyDevice(deviceHash, day),
      voteKeys.deviceAccounts(deviceHash, day),
      voteKeys.deviceMinute(deviceHash, Math.floor(now.getTime() / 60_000)),
      deviceKeys.seen(deviceHash),
      FREE_VOTES_PER_DAY,
      dayTtl,
      subject.voterId,
      DEVICE_SEEN_TTL_SECONDS,
      subject.proven ? '1' : '0',
      DEVICE_PROVEN,
    );
  }

  private countYoungVote(subject: VoteSubject): Promise<number> {
    const window = addressWindow(subject.now.getTime());
    return this.redis.countYoungVote(
      voteKeys.youngVotes(subject.participantId, window),
      voteKeys.youngVotes(subject.participantId, window - 1),
      ADDRESS_COUNTER_TTL_SECONDS,
    );
  }

  private async uncountYoungVote(subject: VoteSubject): Promise<void> {
    await this.redis.decr(voteKeys.youngVotes(subject.participantId, addressWindow(subject.now.getTime())));
  }

  /** A device first used to vote counts among its address's new devices, like one first used to sign in. */
  private async countNewDevice(subject: VoteSubject): Promise<void> {
    if (subject.ipHash === null) return;
    const key = addressKeys.newDevices(subject.ipHash, addressWindow(subject.now.getTime()));
    await this.redis.multi().incr(key).expire(key, ADDRESS_COUNTER_TTL_SECONDS).exec();
  }

  private async releaseCounters(slot: DailyCounter[]): Promise<number> {
    if (slot.length === 0) return 0;
    return slot.length === 1
      ? this.redis.releaseOneVoteCounter(slot[0].key)
      : this.redis.releaseTwoVoteCounters(slot[0].key, slot[1].key);
  }

  private releaseVoter(subject: VoteSubject): Promise<number> {
    const keys = this.keys(subject);
    return this.redis.releaseVoterVote(
      keys.cooldown,
      keys.dailyVoter,
      keys.idempotency,
      subject.idempotencyKey ? '1' : '0',
    );
  }

  private keys(subject: VoteSubject) {
    const day = voteDay(subject.now);
    return {
      cooldown: voteKeys.cooldown(subject.voterId, subject.participantId),
      dailyVoter: voteKeys.dailyVoter(subject.voterId, day),
      idempotency: voteKeys.idempotency(subject.voterId, subject.idempotencyKey ?? '-'),
    };
  }
}
