// @ts-check
/* global __ENV, open */
/**
 * k6: live rankings. SOCKETS clients watch one contest over socket.io (namespace /contests) while
 * one "prober" per participant votes for its own participant and times, on its own socket, the
 * 201 → first `ranking_update` or `ranking_delta` showing the new count. A participant is voted for by its prober
 * only, so the prober knows the exact count its vote makes (snapshot count + its acknowledged
 * votes): a ranking entry showing at least that count includes the vote.
 *
 *   npm run bench -- --seed-only     # fresh bench database + var/bench/k6-fixture.json (tokens, secure ids)
 *   (start the API and the worker as that command prints)
 *   k6 run -e FIXTURE=$PWD/var/bench/k6-fixture.json load-tests/k6/live-ranking.js
 *
 * Without a fixture: -e BASE_URL=… -e CONTEST_ID=… -e JWT_SECRET=… -e FIRST_VOTER_ID=… -e VOTERS=…
 * (participants and their secure ids then come from GET /api/contests/contests/{id}/ranking/).
 *
 * Env: SOCKETS (default 2000), DURATION in seconds of the vote stream (default 60), VOTE_RATE
 * (votes/s over all probers, default 50), CONNECT_SECONDS (time given to the crowd to connect,
 * default 20). socket.io v4 is spoken by hand over k6/websockets: engine.io open "0{…}", ping
 * "2" → pong "3", connect "40/contests,", events "42/contests,[name, payload]".
 *
 * FLOOD=1 runs the flood instead (as `npm run bench -- --socket-flood`): one anonymous socket sends
 * FLOOD_MESSAGES (default 1000) `get_ranking {limit: 1000}` at once while `/api/health/` is asked
 * 250 times a second; the server must refuse the flood and disconnect the socket (4029), and keep
 * answering the health checks (p95 under 20 ms).
 *
 *   k6 run -e FLOOD=1 -e FIXTURE=$PWD/var/bench/k6-fixture.json load-tests/k6/live-ranking.js
 */
import { check } from 'k6';
import crypto from 'k6/crypto';
import encoding from 'k6/encoding';
import exec from 'k6/execution';
import http from 'k6/http';
import { SharedArray } from 'k6/data';
import { Counter, Rate, Trend } from 'k6/metrics';
import { setTimeout } from 'k6/timers';
import { WebSocket } from 'k6/websockets';

/** @typedef {{ token: string, ip: string }} Voter */
/** @typedef {{ secure_id: string, vote_count: number, participant_id?: number }} Entry */
/** @typedef {{ type: string, contest: number, version: number, ranking?: Entry[], changed: Entry[], total: number }} RankingUpdate */
/**
 * @typedef {{ base_url: string, contest_id: number, hot: number[], cold: number[], voters: Voter[],
 *   live_voters?: Voter[], secure_ids?: Record<string, string> }} Fixture
 */

const SOCKETS = Number(__ENV.SOCKETS || 2000);
const DURATION = Number(__ENV.DURATION || 60);
const VOTE_RATE = Number(__ENV.VOTE_RATE || 50);
const CONNECT_SECONDS = Number(__ENV.CONNECT_SECONDS || 20);
const NAMESPACE = '/contests';
const FLOOD = __ENV.FLOOD === '1';
const FLOOD_MESSAGES = Number(__ENV.FLOOD_MESSAGES || 1000);

/** @type {Fixture | null} */
const fixture = __ENV.FIXTURE ? JSON.parse(open(__ENV.FIXTURE)) : null;
const BASE_URL = __ENV.BASE_URL || (fixture ? fixture.base_url : 'http://127.0.0.1:3000');
const CONTEST_ID = fixture ? fixture.contest_id : Number(__ENV.CONTEST_ID);
const WS_URL = `${BASE_URL.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;

/** @param {string} secret @param {number} userId @param {number} index */
function accessToken(secret, userId, index) {
  const now = Math.floor(Date.now() / 1000);
  const header = encoding.b64encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }), 'rawurl');
  const payload = encoding.b64encode(
    JSON.stringify({
      token_type: 'access',
      user_id: userId,
      jti: `k6-live-${now}-${index}`,
      iat: now,
      exp: now + 4 * 3600,
    }),
    'rawurl',
  );
  return `${header}.${payload}.${crypto.hmac('sha256', secret, `${header}.${payload}`, 'base64rawurl')}`;
}

/** @param {number} index */
function voterIp(index) {
  const n = index + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * The bench fixture's live voters (seeded apart from the vote path's, so both scripts can run on
 * one seed); otherwise the given range from its end.
 */
const voters = new SharedArray('live-voters', () => {
  if (fixture) return fixture.live_voters || fixture.voters.slice().reverse();
  const secret = __ENV.JWT_SECRET;
  const first = Number(__ENV.FIRST_VOTER_ID || 0);
  const count = Number(__ENV.VOTERS || 0);
  if (!secret || !first || !count) throw new Error('Give FIXTURE, or JWT_SECRET + FIRST_VOTER_ID + VOTERS');
  /** @type {Voter[]} */
  const list = [];
  for (let index = count - 1; index >= 0; index -= 1) {
    list.push({ token: accessToken(secret, first + index, index), ip: voterIp(index) });
  }
  return list;
});

const voteToUpdate = new Trend('vote_to_ranking_update', true);
const voteLatency = new Trend('live_vote_duration', true);
const updates = new Counter('ranking_updates');
const joined = new Rate('socket_joined');
const missed = new Counter('votes_not_shown');
const floodSnapshots = new Counter('flood_snapshots');
const floodRefusals = new Counter('flood_refusals');
const floodDisconnected = new Rate('flood_disconnected');

/** @type {NonNullable<import('k6/options').Options['scenarios']>} */
const liveScenarios = {
  watchers: {
    executor: 'per-vu-iterations',
    exec: 'watch',
    vus: SOCKETS,
    iterations: 1,
    maxDuration: `${CONNECT_SECONDS + DURATION + 60}s`,
  },
  probers: {
    executor: 'per-vu-iterations',
    exec: 'probe',
    // One per participant; setup() checks there are at least this many.
    vus: Number(__ENV.PROBERS || 50),
    iterations: 1,
    startTime: `${CONNECT_SECONDS}s`,
    maxDuration: `${DURATION + 60}s`,
  },
};

/** @type {NonNullable<import('k6/options').Options['scenarios']>} */
const floodScenarios = {
  flooder: { executor: 'per-vu-iterations', exec: 'flood', vus: 1, iterations: 1, startTime: '1s', maxDuration: '40s' },
  health: {
    executor: 'constant-arrival-rate',
    exec: 'health',
    rate: 250,
    timeUnit: '1s',
    duration: '5s',
    preAllocatedVUs: 20,
  },
};

/** @type {import('k6/options').Options} */
export const options = {
  scenarios: FLOOD ? floodScenarios : liveScenarios,
  thresholds: FLOOD
    ? {
        'http_req_duration{scenario:health}': ['p(95)<20'],
        flood_disconnected: ['rate==1'],
        checks: ['rate>0.999'],
      }
    : {
        vote_to_ranking_update: ['p(95)<250'],
        socket_joined: ['rate>0.999'],
        votes_not_shown: ['count<1'],
        checks: ['rate>0.999'],
      },
  summaryTrendStats: ['avg', 'min', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
};

/** Participant ids and their public secure ids. */
export function setup() {
  if (fixture && fixture.secure_ids) {
    return { participants: Object.entries(fixture.secure_ids).map(([id, secureId]) => ({ id: Number(id), secureId })) };
  }
  const response = http.get(`${BASE_URL}/api/contests/contests/${CONTEST_ID}/ranking/?page_size=200`);
  if (response.status !== 200) throw new Error(`ranking: HTTP ${response.status}`);
  const body = /** @type {{ results: Entry[] }} */ (response.json());
  return {
    participants: body.results.map((entry) => ({ id: Number(entry.participant_id), secureId: entry.secure_id })),
  };
}

/**
 * Opens a socket.io connection to /contests, joins the contest and hands every ranking_update and ranking_delta to
 * `onUpdate`; the first one (the snapshot) also goes to `onJoined`. Closes after `holdMs`.
 * @param {number} holdMs
 * @param {(message: RankingUpdate) => void} onUpdate
 * @param {(snapshot: RankingUpdate, socket: WebSocket) => void} [onJoined]
 */
function watchContest(holdMs, onUpdate, onJoined) {
  const socket = new WebSocket(WS_URL);
  let isJoined = false;
  const giveUp = setTimeout(() => {
    if (!isJoined) {
      joined.add(false);
      socket.close();
    }
  }, 30000);
  socket.onmessage = (event) => {
    const data = event ? String(event.data) : '';
    if (data === '2') return socket.send('3');
    if (data.startsWith('0')) return socket.send(`40${NAMESPACE},`);
    if (data.startsWith(`40${NAMESPACE},`)) {
      return socket.send(`42${NAMESPACE},${JSON.stringify(['get_ranking', { contest_id: CONTEST_ID, limit: 100 }])}`);
    }
    if (data.startsWith(`44${NAMESPACE},`)) {
      joined.add(false);
      return socket.close();
    }
    if (!data.startsWith(`42${NAMESPACE},`)) return;
    const [name, payload] = /** @type {[string, RankingUpdate]} */ (JSON.parse(data.slice(NAMESPACE.length + 3)));
    if (name !== 'ranking_update' && name !== 'ranking_delta') return;
    updates.add(1);
    if (!isJoined) {
      isJoined = true;
      joined.add(true);
      if (onJoined) onJoined(payload, socket);
    }
    onUpdate(payload);
  };
  socket.onerror = () => {
    if (!isJoined) joined.add(false);
  };
  setTimeout(() => {
    if (isJoined) socket.close();
  }, holdMs);
  return giveUp;
}

/** A watching visitor: connected for the whole test, like a parent with the ranking open. */
export function watch() {
  watchContest((CONNECT_SECONDS + DURATION + 10) * 1000, () => undefined);
}

/**
 * One participant's prober: votes for it every PROBERS / VOTE_RATE seconds (one vote in flight)
 * and times each 201 → first broadcast on its socket showing the count that vote made.
 * @param {{ participants: { id: number, secureId: string }[] }} data
 */
export function probe(data) {
  const slot = exec.scenario.iterationInTest;
  const probers = Number(__ENV.PROBERS || 50);
  const participant = data.participants[slot];
  if (!participant) return;
  const intervalMs = (probers / VOTE_RATE) * 1000;
  const deadline = Date.now() + DURATION * 1000;
  let seen = -1;
  let acked = 0;
  let base = 0;
  /** @type {{ expected: number, ackAt: number }[]} */
  let waiting = [];
  let sent = 0;

  /** @param {RankingUpdate} message */
  const onUpdate = (message) => {
    const now = Date.now();
    for (const entry of message.changed.concat(message.ranking || [])) {
      if (entry.secure_id !== participant.secureId || entry.vote_count <= seen) continue;
      seen = entry.vote_count;
      waiting = waiting.filter((vote) => {
        if (vote.expected > seen) return true;
        voteToUpdate.add(now - vote.ackAt);
        return false;
      });
    }
  };

  const voteOnce = () => {
    if (Date.now() >= deadline) return;
    // Voter slot * probers + n: each (voter, participant) pair once, at most 50 votes per voter.
    const voter = voters[(sent * probers + slot) % voters.length];
    sent += 1;
    const started = Date.now();
    http
      .asyncRequest('POST', `${BASE_URL}/api/contests/participants/${participant.id}/vote/`, null, {
        headers: { Authorization: `Bearer ${voter.token}`, 'X-Forwarded-For': voter.ip },
        tags: { name: 'POST /api/contests/participants/{id}/vote/ (live)' },
      })
      .then((response) => {
        const ackAt = Date.now();
        check(response, { 'live vote accepted (201)': (r) => r.status === 201 });
        voteLatency.add(ackAt - started);
        if (response.status === 201) {
          acked += 1;
          const expected = base + acked;
          if (seen >= expected) voteToUpdate.add(0);
          else waiting.push({ expected, ackAt });
        }
        setTimeout(voteOnce, Math.max(0, intervalMs - (ackAt - started)));
      });
  };

  watchContest((DURATION + 10) * 1000, onUpdate, (snapshot, socket) => {
    const entry = (snapshot.ranking || []).find((candidate) => candidate.secure_id === participant.secureId);
    base = entry ? entry.vote_count : 0;
    seen = base;
    // Spread the probers' first votes over one interval.
    setTimeout(voteOnce, (slot / probers) * intervalMs);
    setTimeout(
      () => {
        missed.add(waiting.length);
        waiting = [];
        socket.close();
      },
      (DURATION + 8) * 1000,
    );
  });
}

/** The flooding socket: connects, sends FLOOD_MESSAGES snapshot requests at once, counts the answers until it is closed. */
export function flood() {
  const socket = new WebSocket(WS_URL);
  let snapshots = 0;
  let refusals = 0;
  let closed = false;
  socket.onmessage = (event) => {
    const data = event ? String(event.data) : '';
    if (data === '2') return socket.send('3');
    if (data.startsWith('0')) return socket.send(`40${NAMESPACE},`);
    if (data.startsWith(`40${NAMESPACE},`)) {
      const request = `42${NAMESPACE},${JSON.stringify(['get_ranking', { contest_id: CONTEST_ID, limit: 1000 }])}`;
      for (let index = 0; index < FLOOD_MESSAGES; index += 1) socket.send(request);
      return;
    }
    if (!data.startsWith(`42${NAMESPACE},`)) return;
    const [name, payload] = /** @type {[string, { code?: number }]} */ (JSON.parse(data.slice(NAMESPACE.length + 3)));
    if (name === 'ranking_update') snapshots += 1;
    else if (name === 'error' && payload.code === 4029) refusals += 1;
  };
  socket.onclose = () => {
    closed = true;
    floodSnapshots.add(snapshots);
    floodRefusals.add(refusals);
    floodDisconnected.add(true);
  };
  setTimeout(() => {
    if (closed) return;
    floodDisconnected.add(false);
    socket.close();
  }, 30000);
}

/** One health check during the flood. */
export function health() {
  const response = http.get(`${BASE_URL}/api/health/`, { tags: { name: 'GET /api/health/ (flood)' } });
  check(response, { 'health answered (200)': (r) => r.status === 200 });
}
