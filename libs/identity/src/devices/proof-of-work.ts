import { createHmac } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES } from '@app/common';
import { REDIS } from '@app/redis';
import { createChallenge, extractParams, type Payload, verifySolution } from 'altcha-lib/v1';
import type { FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import { AddressActivity } from './address-activity';
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
 * Self-hosted proof of work (ALTCHA's open-source library, nothing leaves our servers) for busy
 * addresses: thousands of phones share a carrier's address, so the address never refuses anyone by
 * itself. Past `PROOF_OF_WORK_FREE_PER_ADDRESS` sign-ups, sign-ins or new devices from one address in
 * 10 minutes, each such request must bring a challenge solved by the browser (about a second of a
 * phone's work, the same for a script on every request). A challenge expires and serves once.
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

  async challenge(): Promise<ProofOfWorkChallengeResponse> {
    const { challenge, salt, signature } = await createChallenge({
      algorithm: ALGORITHM,
      hmacKey: this.hmacKey,
      maxnumber: this.settings.maxNumber,
      expires: new Date(Date.now() + this.settings.ttlSeconds * 1000),
    });
    return { algorithm: ALGORITHM, challenge, maxnumber: this.settings.maxNumber, salt, signature };
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
    if (caller.proof === undefined) throw await this.required();
    const verdict = await this.redeem(caller.proof);
    if (verdict === 'invalid') throw refusal(MESSAGES.auth.proofOfWorkInvalid, 'proof_of_work_invalid');
    if (verdict === 'reused') throw refusal(MESSAGES.auth.proofOfWorkReused, 'proof_of_work_reused');
  }

  private async required(): Promise<AppError> {
    return new AppError(HttpStatus.TOO_MANY_REQUESTS, {
      detail: MESSAGES.auth.proofOfWorkRequired,
      code: 'proof_of_work_required',
      challenge: await this.challenge(),
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
