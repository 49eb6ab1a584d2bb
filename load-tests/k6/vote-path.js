// @ts-check
/* global __ENV, open */
/**
 * k6: the free-vote path at a constant arrival rate.
 *
 *   npm run bench -- --seed-only            # fresh bench database + var/bench/k6-fixture.json
 *   (start the API and the worker as that command prints: same JWT_SECRET, TRUSTED_PROXIES=127.0.0.1)
 *   k6 run -e FIXTURE=$PWD/var/bench/k6-fixture.json load-tests/k6/vote-path.js
 * The carrier scenario: `npm run bench -- --seed-only --addresses 20` writes a fixture whose voters share
 * 20 addresses, each with its own phone's device cookie, which this script then sends.
 *
 * Without a fixture, tokens are minted here from the API's secret for a seeded range of users:
 *   k6 run -e BASE_URL=http://127.0.0.1:3000 -e JWT_SECRET=… -e FIRST_VOTER_ID=1 -e VOTERS=40000 \
 *          -e HOT=101,102,103,104,105 -e COLD=106,…,150 load-tests/k6/vote-path.js
 *
 * Env: RATE (votes/s, default 5000), DURATION (default 60s), PRE_ALLOCATED_VUS (default 300),
 * MAX_VUS (default 2000). Iteration i of the whole test (all VUs together) votes as the bench's
 * vote plan (load-tests/bench/vote-plan.ts) does: 4 in 5 on the hot participants, each voter once
 * per participant (600 s cooldown) and at most 50 times (daily caps), each with its own
 * X-Forwarded-For (the API reads it from trusted proxies only).
 */
import { check } from 'k6';
import crypto from 'k6/crypto';
import encoding from 'k6/encoding';
import exec from 'k6/execution';
import http from 'k6/http';
import { SharedArray } from 'k6/data';
import { Counter } from 'k6/metrics';

/** @typedef {{ token: string, ip: string, cookie?: string }} Voter - `cookie`: the phone's device id (carrier scenario) */
/** @typedef {{ base_url: string, contest_id: number, hot: number[], cold: number[], voters: Voter[] }} Fixture */

const RATE = Number(__ENV.RATE || 5000);
const DURATION = __ENV.DURATION || '60s';

/** @type {Fixture | null} */
const fixture = __ENV.FIXTURE ? JSON.parse(open(__ENV.FIXTURE)) : null;

/** @param {string | undefined} list */
function ids(list) {
  return (list || '')
    .split(',')
    .map((value) => Number(value.trim()))
    .filter((value) => Number.isInteger(value) && value > 0);
}

const BASE_URL = __ENV.BASE_URL || (fixture ? fixture.base_url : 'http://127.0.0.1:3000');
const HOT = fixture ? fixture.hot : ids(__ENV.HOT);
const COLD = fixture ? fixture.cold : ids(__ENV.COLD);

/** @param {number} index */
function voterIp(index) {
  const n = index + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * An access token as the API's TokenService signs it: HS256 over
 * {token_type: 'access', user_id, jti}, with the API's JWT_SECRET.
 * @param {string} secret
 * @param {number} userId
 * @param {number} index
 */
function accessToken(secret, userId, index) {
  const now = Math.floor(Date.now() / 1000);
  const header = encoding.b64encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }), 'rawurl');
  const payload = encoding.b64encode(
    JSON.stringify({ token_type: 'access', user_id: userId, jti: `k6-${now}-${index}`, iat: now, exp: now + 4 * 3600 }),
    'rawurl',
  );
  const signature = crypto.hmac('sha256', secret, `${header}.${payload}`, 'base64rawurl');
  return `${header}.${payload}.${signature}`;
}

/** Tokens are made once, in the init context, and shared by every VU (not copied per VU). */
const voters = new SharedArray('voters', () => {
  if (fixture) return fixture.voters;
  const secret = __ENV.JWT_SECRET;
  const first = Number(__ENV.FIRST_VOTER_ID || 0);
  const count = Number(__ENV.VOTERS || 0);
  if (!secret || !first || !count) {
    throw new Error('Give FIXTURE, or JWT_SECRET + FIRST_VOTER_ID + VOTERS (+ HOT and COLD participant ids)');
  }
  /** @type {Voter[]} */
  const list = [];
  for (let index = 0; index < count; index += 1) {
    list.push({ token: accessToken(secret, first + index, index), ip: voterIp(index) });
  }
  return list;
});

if (HOT.length === 0 || COLD.length === 0) throw new Error('HOT and COLD participant ids are required');

const accepted = new Counter('votes_accepted');
const refused = new Counter('votes_refused');

/** @type {import('k6/options').Options} */
export const options = {
  discardResponseBodies: false,
  scenarios: {
    votes: {
      executor: 'constant-arrival-rate',
      rate: RATE,
      timeUnit: '1s',
      duration: DURATION,
      preAllocatedVUs: Number(__ENV.PRE_ALLOCATED_VUS || 300),
      maxVUs: Number(__ENV.MAX_VUS || 2000),
    },
  },
  thresholds: {
    http_req_duration: ['p(95)<25', 'p(99)<50'],
    http_req_failed: ['rate<0.001'],
    checks: ['rate>0.999'],
    // Iterations k6 could not start in time (not enough VUs) mean the target rate was not offered.
    dropped_iterations: ['count<1'],
  },
  summaryTrendStats: ['avg', 'min', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
};

/**
 * The plan of load-tests/bench/vote-plan.ts: request k of the hot stream is voter ⌊k / H⌋ for hot
 * participant k mod H; request m of the cold stream is voter V-1-⌊m / C⌋ for cold participant m mod C.
 * @param {number} index
 */
function plannedVote(index) {
  const block = Math.floor(index / 5);
  const slot = index % 5;
  if (slot < 4) {
    const k = block * 4 + slot;
    return { voter: Math.floor(k / HOT.length) % voters.length, participant: HOT[k % HOT.length] };
  }
  const round = Math.floor(block / COLD.length) % voters.length;
  return { voter: voters.length - 1 - round, participant: COLD[block % COLD.length] };
}

/** A phone's browser, as the bench sends (load-tests/bench/browser-headers.ts): k6's own User-Agent would score as a program. */
const BROWSER_HEADERS = {
  'User-Agent':
    'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.6',
};

export default function () {
  const vote = plannedVote(exec.scenario.iterationInTest);
  const voter = voters[vote.voter];
  const response = http.post(`${BASE_URL}/api/contests/participants/${vote.participant}/vote/`, null, {
    headers: {
      ...BROWSER_HEADERS,
      Authorization: `Bearer ${voter.token}`,
      'X-Forwarded-For': voter.ip,
      ...(voter.cookie ? { Cookie: voter.cookie } : {}),
    },
    tags: { name: 'POST /api/contests/participants/{id}/vote/' },
  });
  const ok = check(response, {
    'vote accepted (201)': (r) => r.status === 201,
    'answer carries the vote id and count': (r) => {
      if (r.status !== 201) return false;
      const body = /** @type {{ id?: unknown, vote_count?: unknown }} */ (r.json());
      return typeof body.id === 'number' && typeof body.vote_count === 'number';
    },
  });
  if (ok) accepted.add(1);
  else refused.add(1, { status: String(response.status) });
}
