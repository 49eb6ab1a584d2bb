/**
 * What the API notes about a client address in Redis: sign-ups, sign-ins and devices first used there,
 * counted per 10-minute window. They decide when a request from a busy address must bring a proof of work,
 * and they are signals of the free-vote fraud score. Every key of one address shares the hash tag
 * `{ip:<hash>}` with the address's free-vote counters, so one script reads them all (Redis Cluster).
 */
export const ADDRESS_WINDOW_SECONDS = 600;

/** The 10-minute window holding `nowMs`, as a number (part of the keys). */
export function addressWindow(nowMs: number): number {
  return Math.floor(nowMs / 1000 / ADDRESS_WINDOW_SECONDS);
}

/** A window's counters are kept two windows long: the current and the previous one are read together. */
export const ADDRESS_COUNTER_TTL_SECONDS = 2 * ADDRESS_WINDOW_SECONDS;

export const addressKeys = {
  /** Accounts created from the address in a window. */
  signups: (ipHash: string, window: number) => `addr:{ip:${ipHash}}:signups:${window}`,
  /** Sign-in attempts from the address in a window (site and back office, right password or not). */
  signIns: (ipHash: string, window: number) => `addr:{ip:${ipHash}}:signins:${window}`,
  /** Devices used for the first time (sign-up, sign-in or vote) from the address in a window. */
  newDevices: (ipHash: string, window: number) => `addr:{ip:${ipHash}}:newdev:${window}`,
};

export const deviceKeys = {
  /**
   * Present once a device was first used to sign up, sign in or vote (kept as long as its cookie):
   * `1`, then {@link DEVICE_PROVEN} once it brought a solved proof of work to vote.
   */
  seen: (deviceHash: string) => `device:{d:${deviceHash}}:seen`,
};

/** The value of `deviceKeys.seen` for a device that paid its proof of work to vote: its later votes pay none. */
export const DEVICE_PROVEN = 'proven';
