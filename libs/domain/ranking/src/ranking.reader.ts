import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { ContestRosters, type ParticipantStanding, ParticipantStandings } from '@app/entries';
import { isAfter, type ParticipantTally, parseWatermark, type Watermark } from '@app/ledger';
import { MediaStorage } from '@app/media';
import { REDIS } from '@app/redis';
import DataLoader from 'dataloader';
import type Redis from 'ioredis';
import { multiReplies } from './multi-replies';
import { countOfScore, rankingKeys } from './ranking-keys';
import { rostersByContest } from './ranking-roster';
import { type ContestRoster, RankingScripts } from './ranking.scripts';
import { secureId, secureIdKey } from './secure-id';

/** One line of a ranking, in the spec's field names. */
export interface RankingEntry {
  /** 1 for the first; null for a participant without votes (listed after every ranked one). */
  rank: number | null;
  participant_id: number;
  secure_id: string;
  baby_name: string;
  /** URL of the card-size photo. */
  photo_url: string;
  vote_count: number;
  /** The participant's city and public vote code (null: none given), as its page shows them. */
  city: string;
  vote_code: string | null;
}

export interface RankingPage {
  /** Participants of the contest that are not deleted, with or without votes. */
  total: number;
  /** Projection version of the contest: it grows with every change a reader could see. */
  version: number;
  entries: RankingEntry[];
}

/** A participant's count asked for: its contest, itself. */
type CountKey = readonly [contestId: number, participantId: number];

interface Person {
  babyName: string;
  photoUrl: string;
  city: string;
  voteCode: string | null;
}

interface CachedRoster {
  loadedAt: number;
  isPublic: boolean;
  roster: ContestRoster;
  people: Map<number, Person>;
}

/** Names and photos change rarely; a new participant shows in the ranking within this delay. */
const ROSTER_TTL_MS = 2000;
/** An unknown member in the sorted set forces a roster reload, at most this often. */
const ROSTER_MIN_RELOAD_MS = 250;
const MAX_CACHED_ROSTERS = 500;

/**
 * Reads rankings from the Redis projection: a page costs O(log n + page) in Redis, never a ledger
 * scan. Names and photos come from PostgreSQL, cached briefly per contest in this process (one
 * query in flight per contest). The sorted set holds every participant that is not deleted, those
 * without votes included: when the roster read from PostgreSQL has a fingerprint other than the one
 * stored beside the set, the reader merges the roster in first (see SYNC_ROSTER).
 */
@Injectable()
export class RankingReader implements ParticipantStandings {
  private readonly scripts: RankingScripts;
  private readonly secureKey: Buffer;
  private readonly rosters = new Map<number, Promise<CachedRoster>>();
  /**
   * The counts asked for in one turn of the event loop (each vote's answer asks one), read in one HMGET
   * per contest: a peak's votes of a turn cost one command instead of one each. The batch goes out with
   * setImmediate, as the client's auto-pipelining does: asked before the turn's other commands, it joins
   * their write.
   */
  private readonly counts = new DataLoader<CountKey, number>((asked) => this.readCounts(asked), {
    cache: false,
    batchScheduleFn: (send) => setImmediate(send),
  });

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly contests: ContestRosters,
    private readonly media: MediaStorage,
    config: AppConfig,
  ) {
    this.scripts = new RankingScripts(redis);
    this.secureKey = secureIdKey(config.auth.jwtSecret);
  }

  secureId(contestId: number, participantId: number): string {
    return secureId(this.secureKey, contestId, participantId);
  }

  /** Whether the public may see the contest's ranking (it exists, not deleted, not a draft); cached briefly. */
  async isPublicContest(contestId: number): Promise<boolean> {
    return (await this.roster(contestId)).isPublic;
  }

  /**
   * A page of another ranking of the contest from the ledger's `tallies` (the free votes' ranking):
   * the participants with a positive count first, most votes first and ties to whoever got there
   * first (as the main ranking), then every other participant not deleted, unranked.
   */
  async pageOf(contestId: number, tallies: ParticipantTally[], offset: number, limit: number): Promise<RankingPage> {
    const roster = await this.roster(contestId);
    const ranked = tallies
      .filter((tally) => tally.count > 0 && roster.people.has(tally.participantId))
      .sort((a, b) => b.count - a.count || a.lastEntryId - b.lastEntryId);
    const rankedIds = new Set(ranked.map((tally) => tally.participantId));
    const unranked = [...roster.people.keys()].filter((id) => !rankedIds.has(id)).sort((a, b) => a - b);
    const lines: [number, number][] = [
      ...ranked.map((tally): [number, number] => [tally.participantId, tally.count]),
      ...unranked.map((id): [number, number] => [id, 0]),
    ];
    const entries = lines
      .slice(offset, offset + limit)
      .map(([id, count], index) => this.entry(contestId, roster, id, count, count > 0 ? offset + index + 1 : null));
    const version = Number((await this.redis.get(rankingKeys.version(contestId))) ?? 0);
    return { total: lines.length, version, entries };
  }

  /** Entries `offset` to `offset + limit - 1` of the ranking: ranked participants first, then those without votes. */
  async page(contestId: number, offset: number, limit: number): Promise<RankingPage> {
    let roster = await this.roster(contestId);
    let snapshot = await this.readRange(contestId, offset, limit);
    if (snapshot.fingerprint !== roster.roster.fingerprint) {
      await this.scripts.syncRoster(contestId, roster.roster);
      snapshot = await this.readRange(contestId, offset, limit);
    }
    if (snapshot.members.some(([member]) => !roster.people.has(Number(member)))) {
      roster = await this.roster(contestId, ROSTER_MIN_RELOAD_MS);
    }
    const entries = snapshot.members.map(([member, score], index) => {
      const count = countOfScore(Number(score));
      return this.entry(contestId, roster, Number(member), count, count > 0 ? offset + index + 1 : null);
    });
    return { total: snapshot.total, version: snapshot.version, entries };
  }

  /** The current entries of some participants (those in the ranking; deleted ones are left out), in the order asked. */
  async entries(contestId: number, participantIds: number[]): Promise<RankingEntry[]> {
    if (participantIds.length === 0) return [];
    const key = rankingKeys.scores(contestId);
    const transaction = this.redis.multi();
    for (const id of participantIds) transaction.zscore(key, String(id)).zrevrank(key, String(id));
    const replies = multiReplies(await transaction.exec());
    let roster = await this.roster(contestId);
    if (participantIds.some((id) => !roster.people.has(id))) {
      roster = await this.roster(contestId, ROSTER_MIN_RELOAD_MS);
    }
    const entries: RankingEntry[] = [];
    participantIds.forEach((id, index) => {
      const score = replies[index * 2] as string | null;
      const position = replies[index * 2 + 1] as number | null;
      if (score === null || position === null) return;
      const count = countOfScore(Number(score));
      entries.push(this.entry(contestId, roster, id, count, count > 0 ? position + 1 : null));
    });
    return entries;
  }

  /** One participant's projected vote count. */
  count(contestId: number, participantId: number): Promise<number> {
    return this.counts.load([contestId, participantId]);
  }

  private async readCounts(asked: readonly CountKey[]): Promise<number[]> {
    const byContest = new Map<number, Set<number>>();
    for (const [contestId, participantId] of asked) {
      const participantIds = byContest.get(contestId) ?? new Set<number>();
      byContest.set(contestId, participantIds.add(participantId));
    }
    const counts = new Map<number, Map<number, number>>();
    await Promise.all(
      [...byContest].map(async ([contestId, participantIds]) => {
        const distinct = [...participantIds];
        const values = await this.redis.hmget(rankingKeys.counts(contestId), ...distinct.map(String));
        counts.set(contestId, new Map(distinct.map((id, index) => [id, Number(values[index] ?? 0)])));
      }),
    );
    return asked.map(([contestId, participantId]) => counts.get(contestId)?.get(participantId) ?? 0);
  }

  /**
   * One participant's vote count with a row of the ledger in it, whether or not the projector has applied
   * it yet: the projected count, plus the row's weight when the row comes after the contest's watermark.
   * One round trip (both reads are pipelined); with no watermark for the contest yet (just rebuilt from
   * scratch), the projected count.
   */
  async countWith(contestId: number, participantId: number, row: Watermark & { weight: number }): Promise<number> {
    const [count, projected] = await Promise.all([
      this.redis.hget(rankingKeys.counts(contestId), String(participantId)),
      this.redis.get(rankingKeys.projected(contestId)),
    ]);
    const pending = projected !== null && isAfter(row, parseWatermark(projected)) ? row.weight : 0;
    return Number(count ?? 0) + pending;
  }

  /** Vote count (sum of ledger weights), rank and public id of some participants of one contest. */
  async standings(contestId: number, participantIds: number[]): Promise<Map<number, ParticipantStanding>> {
    const standings = new Map<number, ParticipantStanding>();
    if (participantIds.length === 0) return standings;
    const key = rankingKeys.scores(contestId);
    const transaction = this.redis.multi().hmget(rankingKeys.counts(contestId), ...participantIds.map(String));
    for (const id of participantIds) transaction.zrevrank(key, String(id));
    const [counts, ...positions] = multiReplies(await transaction.exec()) as [(string | null)[], ...(number | null)[]];
    participantIds.forEach((id, index) => {
      const count = Number(counts[index] ?? 0);
      const position = positions[index];
      standings.set(id, {
        voteCount: count,
        rank: count > 0 && position !== null ? position + 1 : null,
        secureId: this.secureId(contestId, id),
      });
    });
    return standings;
  }

  /**
   * The ranking scores (count and tiebreak in one number, see rankingScore) of some participants, in
   * one ZMSCORE; 0 for a participant without votes (they are not ranked among themselves).
   */
  async orderKeys(contestId: number, participantIds: number[]): Promise<Map<number, number>> {
    const keys = new Map<number, number>();
    if (participantIds.length === 0) return keys;
    const scores = await this.redis.zmscore(rankingKeys.scores(contestId), ...participantIds.map(String));
    participantIds.forEach((id, index) => {
      const score = Number(scores[index] ?? 0);
      keys.set(id, countOfScore(score) > 0 ? score : 0);
    });
    return keys;
  }

  private entry(
    contestId: number,
    roster: CachedRoster,
    participantId: number,
    count: number,
    rank: number | null,
  ): RankingEntry {
    const person = roster.people.get(participantId);
    return {
      rank,
      participant_id: participantId,
      secure_id: this.secureId(contestId, participantId),
      baby_name: person?.babyName ?? '',
      photo_url: person?.photoUrl ?? '',
      vote_count: count,
      city: person?.city ?? '',
      vote_code: person?.voteCode ?? null,
    };
  }

  private async readRange(
    contestId: number,
    offset: number,
    limit: number,
  ): Promise<{ total: number; version: number; fingerprint: string | null; members: [string, string][] }> {
    const [total, version, fingerprint, range] = multiReplies(
      await this.redis
        .multi()
        .zcard(rankingKeys.scores(contestId))
        .get(rankingKeys.version(contestId))
        .get(rankingKeys.roster(contestId))
        .zrevrange(rankingKeys.scores(contestId), offset, offset + limit - 1, 'WITHSCORES')
        .exec(),
    ) as [number, string | null, string | null, string[]];
    const members: [string, string][] = [];
    for (let index = 0; index < range.length; index += 2) members.push([range[index], range[index + 1]]);
    return { total, version: Number(version ?? 0), fingerprint, members };
  }

  /** The contest's roster, loaded at most `maxAgeMs` ago; one load in flight per contest. */
  private async roster(contestId: number, maxAgeMs = ROSTER_TTL_MS): Promise<CachedRoster> {
    const cached = this.rosters.get(contestId);
    if (cached) {
      const roster = await cached.catch(() => null);
      if (roster && Date.now() - roster.loadedAt < maxAgeMs) return roster;
      if (this.rosters.get(contestId) !== cached) return this.roster(contestId, maxAgeMs);
    }
    const loading = this.loadRoster(contestId);
    this.rosters.delete(contestId);
    // Bounded: ids of contests nobody reads any more (or that do not exist) leave first.
    if (this.rosters.size >= MAX_CACHED_ROSTERS) this.rosters.delete(this.rosters.keys().next().value!);
    this.rosters.set(contestId, loading);
    loading.catch(() => this.rosters.delete(contestId));
    return loading;
  }

  private async loadRoster(contestId: number): Promise<CachedRoster> {
    const loadedAt = Date.now();
    const [isPublic, rows] = await Promise.all([
      this.contests.isPublicContest(contestId),
      this.contests.rosters([contestId]),
    ]);
    const people = new Map<number, Person>();
    for (const row of rows) {
      if (!row.deleted)
        people.set(row.id, {
          babyName: row.babyName,
          photoUrl: this.media.urls(row.photo)?.card ?? '',
          city: row.city,
          voteCode: row.voteCode,
        });
    }
    return { loadedAt, isPublic, roster: rostersByContest([contestId], rows).get(contestId)!, people };
  }
}
