import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@app/redis';
import type Redis from 'ioredis';
import { ADDRESS_COUNTER_TTL_SECONDS, addressKeys, addressWindow, deviceKeys } from './address-signals';
import { DeviceIds } from './device-ids';

/** A device stays known as long as its cookie lives (400 days), so that it counts as new once. */
const DEVICE_SEEN_TTL_SECONDS = 400 * 24 * 3600;

/** What an address did in the current 10-minute window, and whether the request's device was used before. */
export interface AddressCounts {
  signups: number;
  signIns: number;
  newDevices: number;
  /** False for a device never used to sign up, sign in or vote, and for a request without a device id. */
  deviceKnown: boolean;
}

/**
 * The counters of an address's activity (see address-signals.ts). Each command touches the keys of
 * one hash slot: the address's counters (`{ip:<hash>}`) or the device's marker (`{d:<hash>}`), never
 * both, so they run unchanged on a Redis Cluster.
 */
@Injectable()
export class AddressActivity {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly devices: DeviceIds,
  ) {}

  /** Counts an account created from `ip`. */
  async recordSignup(ip: string, nowMs = Date.now()): Promise<void> {
    await this.count(addressKeys.signups(this.devices.addressHash(ip), addressWindow(nowMs)));
  }

  /** Counts a sign-in attempt from `ip`, whatever its outcome. */
  async recordSignIn(ip: string, nowMs = Date.now()): Promise<void> {
    await this.count(addressKeys.signIns(this.devices.addressHash(ip), addressWindow(nowMs)));
  }

  /**
   * Marks the device as used (to sign up, sign in or vote) and, the first time, counts it among the
   * address's new devices. Whether this was its first use.
   */
  async deviceFirstUse(ip: string, deviceHash: string, nowMs = Date.now()): Promise<boolean> {
    const marked = await this.redis.set(deviceKeys.seen(deviceHash), '1', 'EX', DEVICE_SEEN_TTL_SECONDS, 'NX');
    if (marked !== 'OK') return false;
    await this.count(addressKeys.newDevices(this.devices.addressHash(ip), addressWindow(nowMs)));
    return true;
  }

  /** The address's counters of the current window and whether the device is known: one read per hash slot. */
  async current(ip: string, deviceHash: string | null, nowMs = Date.now()): Promise<AddressCounts> {
    const ipHash = this.devices.addressHash(ip);
    const window = addressWindow(nowMs);
    const [counts, known] = await Promise.all([
      this.redis.mget(
        addressKeys.signups(ipHash, window),
        addressKeys.signIns(ipHash, window),
        addressKeys.newDevices(ipHash, window),
      ),
      deviceHash ? this.redis.exists(deviceKeys.seen(deviceHash)) : 0,
    ]);
    const [signups, signIns, newDevices] = counts.map((value) => Number(value ?? 0));
    return { signups, signIns, newDevices, deviceKnown: known === 1 };
  }

  private async count(key: string): Promise<void> {
    await this.redis.multi().incr(key).expire(key, ADDRESS_COUNTER_TTL_SECONDS).exec();
  }
}
