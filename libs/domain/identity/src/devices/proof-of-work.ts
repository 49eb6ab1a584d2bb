import { createHmac } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES } from '@app/common';
import { REDIS } from '@app/redis';
import { createChallenge, extractParams, type Payload, verifySolution } from 'altcha-lib/v1';
import type { FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import { AddressActivity, type AddressCounts } from './address-activity';
import { DeviceIds } from './device-ids';
import type { ProofOfWorkChallengeResponse } from './proof-of-work.response';

/** The request header that carries a solved challenge: ALTCHA's payload, JSON in base64. */
export const PROOF_OF_WORK_HEADER = 'x-proof-of-work';
const ALGORITHM = 'SHA-256';
/** A payload is a few hundred characters; anything much longer is not one. */
const MAX_PROOF_LENGTH = 2048;

/** Who sends a sign-up or sign-in: the address, the device (its keyed hash; null: none) and any proof. */
export interface Caller {
  ip: string;
  deviceHash: string | null;
  proof: string | undefined;
}

export type GatedAction = 'signUp' | 'signIn';

/**
 * How much harder a challenge gets with its address's activity (the most of its sign-ups, sign-in
 * attempts and new devices in the window), as a multiple of `PROOF_OF_WORK_MAX_NUMBER`: the usual
 * level below the free count, then twice, four and eight times the work past 1, 4 and 16 times it. A
 * flood from one address pays more per request; a carrier's phones at an ordinary hour never leave the
 * usual level (measured in docs/architecture.md).
 */
export const DIFFICULTY_LEVELS: readonly { fromFreeTimes: number; work: number }[] = [
  { fromFreeTimes: 16, work: 8 },
  { fromFreeTimes: 4, work: 4 },
  { fromFreeTimes: 1, work: 2 },
];

/** The largest number of a challenge for an address with this activity (see {@link DIFFICULTY_LEVELS}). */
export function challengeMaxNumber(activity: number, freePerAddress: number, usualMaxNumber: number): number {
  const level = DIFFICULTY_LEVELS.find(({ fromFreeTimes }) => activity >= Math.max(1, freePerAddress) * fromFreeTimes);
  return usualMaxNumber * (level?.work ?? 1);
}

/**
 * Self-hosted proof of work (ALTCHA's open-source library, nothing leaves our servers) for busy
 * addresses: thousands of phones share a carrier's address, so the address never refuses anyone by
 * itself. Past `PROOF_OF_WORK_FREE_PER_ADDRESS` sign-ups, sign-ins or new devices from one address in
 * 10 minutes, each such request must bring a challenge solved by the browser (under a second of a
 * phone's work at the usual level, the same for a script on every request), and a device's first vote
 * always must. The busier the address, the harder its challenges. A challenge expires and serves once.
 */
@Injectable()
export class ProofOfWork {
  private readonly hmacKey: string;
  private readonly settings: AppConfig['proofOfWork'];

  constructor(
    config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly activity: AddressActivity,
    private readonly devices: DeviceIds,
  ) {
    this.hmacKey = createHmac('sha256', config.auth.jwtSecret).update('proof-of-work').digest('hex');
    this.settings = config.proofOfWork;
  }

  /** The caller of a sign-up or sign-in request, as the HTTP layer sees it. */
  callerOf(request: FastifyRequest): Caller {
    const deviceId = this.devices.deviceOf(request);
    const proof = request.headers[PROOF_OF_WORK_HEADER];
    return {
      ip: request.ip,
      deviceHash: deviceId ? this.devices.hash(deviceId) : null,
      proof: typeof proof === 'string' ? proof : undefined,
    };
  }

  /** A challenge for a caller at `ip`, as hard as the address's activity asks. */
  async challengeFor(ip: string): Promise<ProofOfWorkChallengeResponse> {
    return this.challenge(activityOf(await this.activity.current(ip, null)));
  }

  private async challenge(activity: number): Promise<ProofOfWorkChallengeResponse> {
    const maxnumber = challengeMaxNumber(activity, this.settings.freePerAddress, this.settings.maxNumber);
    const { challenge, salt, signature } = await createChallenge({
      algorithm: ALGORITHM,
      hmacKey: this.hmacKey,
      maxnumber,
      expires: new Date(Date.now() + this.settings.ttlSeconds * 1000),
    });
    return { algorithm: ALGORITHM, challenge, maxnumber, salt, signature };
  }

  /**
   * Lets the request through while its address is below the free counts (the device counts only when
   * it is new, or unknown: no cookie); past them, only with a fresh solution, spent here. Otherwise a
   * 429 carrying a challenge, or a 400 for a solution forged, expired or used before.
   */
  async guard(action: GatedAction, caller: Caller): Promise<void> {
    const counts = await this.activity.current(caller.ip, caller.deviceHash);
    const free = this.settings.freePerAddress;
    const busy =
      (action === 'signUp' ? counts.signups : counts.signIns) >= free ||
      (!counts.deviceKnown && counts.newDevices >= free);
    if (!busy) return;
    if (caller.proof === undefined) {
      throw await this.required(MESSAGES.auth.proofOfWorkRequired, activityOf(counts));
    }
    await this.spend(caller.proof);
  }

  /**
   * The 429 that asks the caller at `ip` for a proof of work (`detail` says why), with a challenge as
   * hard as the address's activity asks.
   */
  async requiredFrom(ip: string, detail: string): Promise<AppError> {
    return this.required(detail, activityOf(await this.activity.current(ip, null)));
  }

  /** Checks a solution and spends it; a 400 for one forged, expired or used before. */
  async spend(proof: string): Promise<void> {
    const verdict = await this.redeem(proof);
    if (verdict === 'invalid') throw refusal(MESSAGES.auth.proofOfWorkInvalid, 'proof_of_work_invalid');
    if (verdict === 'reused') throw refusal(MESSAGES.auth.proofOfWorkReused, 'proof_of_work_reused');
  }

  private async required(detail: string, activity: number): Promise<AppError> {
    return new AppError(HttpStatus.TOO_MANY_REQUESTS, {
      detail,
      code: 'proof_of_work_required',
      challenge: await this.challenge(activity),
    });
  }

  /** Checks a solution (signature, expiry) and spends it: its signature is kept until it expires. */
  private async redeem(proof: string): Promise<'valid' | 'invalid' | 'reused'> {
    const payload = proof.length <= MAX_PROOF_LENGTH ? parsePayload(proof) : null;
    if (!payload) return 'invalid';
    const expiresAt = Number(extractParams(payload).expires);
    const secondsLeft = expiresAt - Math.floor(Date.now() / 1000);
    // Every challenge of ours expires: one without an expiry was not made here.
    if (!Number.isInteger(expiresAt) || secondsLeft <= 0) return 'invalid';
    if (!(await verifySolution(payload, this.hmacKey))) return 'invalid';
    const first = await this.redis.set(`pow:used:${payload.signature}`, '1', 'EX', secondsLeft, 'NX');
    return first === 'OK' ? 'valid' : 'reused';
  }
}

/** An address's activity for the difficulty: the most of its sign-ups, sign-in attempts and new devices. */
function activityOf(counts: AddressCounts): number {
  return Math.max(counts.signups, counts.signIns, counts.newDevices);
}

function refusal(detail: string, code: string): AppError {
  return new AppError(HttpStatus.BAD_REQUEST, { detail, code });
}

function parsePayload(proof: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as Partial<Payload> | null;
    const valid =
      typeof value === 'object' &&
      value !== null &&
      value.algorithm === ALGORITHM &&
      typeof value.challenge === 'string' &&
      typeof value.salt === 'string' &&
      typeof value.signature === 'string' &&
      Number.isSafeInteger(value.number);
    return valid ? (value as Payload) : null;
  } catch {
    return null;
  }
}
