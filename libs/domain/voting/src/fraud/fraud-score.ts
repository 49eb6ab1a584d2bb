/**
 * The fraud score of a free vote: each signal that fires adds its weight; at `holdScore` or above the
 * vote is held for verification (appended, not counted until an administrator releases it), never
 * refused. Each signal is one a person can check and defend from the ledger and the counters:
 *
 * - `young_account`: the account is younger than `threshold` hours and its e-mail is not confirmed (a
 *   confirmed mailbox is a cost a farm of accounts does not pay).
 * - `device_accounts` / `device_many_accounts`: at least `threshold` accounts voted from this device
 *   today (a family phone has two or three; a vote farm dozens).
 * - `address_signups`, `address_new_devices`: at least `threshold` accounts created, or devices used
 *   for the first time, from this address in the last 10 to 20 minutes (a television launch brings
 *   them too: alone they hold nothing).
 * - `young_concentration`: a young account's vote (as `young_account` reads it) for a participant
 *   that got at least `threshold` votes from young accounts in the last 10 to 20 minutes (accounts
 *   made to push one child). A newcomer who confirms the e-mail is counted by neither.
 * - `device_rhythm`: at least `threshold` free votes from this device in the current minute.
 * - `account_new_devices`: the account voted today from at least `threshold` devices that never voted
 *   before (each paying its proof of work): a phone changes rarely; a script that makes up a device
 *   for each vote, to escape the device's cap and signals, does it every time.
 * - `automation`: the browser says it is driven by a program (headless, a script's HTTP library), or
 *   sends no User-Agent or Accept-Language.
 */
export const FRAUD_SIGNALS = [
  'young_account',
  'device_accounts',
  'device_many_accounts',
  'address_signups',
  'address_new_devices',
  'young_concentration',
  'device_rhythm',
  'account_new_devices',
  'automation',
] as const;
export type FraudSignal = (typeof FRAUD_SIGNALS)[number];

export interface FraudRule {
  threshold: number;
  weight: number;
}

export type FraudRules = Record<FraudSignal, FraudRule>;

/**
 * Defaults, tested on the fraud scenario (load-tests/RESULTS.md): an honest voter of a busy carrier
 * address scores at most 3 (a new account during a sign-up burst), a farm's vote 4 or more. A young
 * account's vote for a child that young accounts already pushed 30 times in the window is held on
 * that signal alone (with `young_account`: 4), so a farm gets at most its first 30 votes counted
 * before the address's own counters say anything. An account's third new device of the day holds its
 * votes on that signal alone: one new phone, or a first vote from the computer, stays counted.
 */
export const DEFAULT_FRAUD_RULES: FraudRules = {
  young_account: { threshold: 24, weight: 1 },
  device_accounts: { threshold: 3, weight: 2 },
  device_many_accounts: { threshold: 5, weight: 2 },
  address_signups: { threshold: 100, weight: 1 },
  address_new_devices: { threshold: 100, weight: 1 },
  young_concentration: { threshold: 30, weight: 3 },
  device_rhythm: { threshold: 15, weight: 2 },
  account_new_devices: { threshold: 3, weight: 4 },
  automation: { threshold: 1, weight: 2 },
};
export const DEFAULT_HOLD_SCORE = 4;

/** What the vote path observed of a vote, for the score. */
export interface VoteObservation {
  /**
   * Hours since the voter's phone number was first confirmed, or since the account was created for an
   * account without one; null when unknown (the signal is then left out).
   */
  accountAgeHours: number | null;
  /** An account without a number whose e-mail is confirmed: never young, whatever its age. */
  vouched: boolean;
  /** Accounts that voted from the device today, this one included; 0 without a device id. */
  deviceAccounts: number;
  addressSignups: number;
  addressNewDevices: number;
  /** Young accounts' votes for the participant in the window, this one included (0 for an older account). */
  youngVotesForParticipant: number;
  /** Free votes from the device in the current minute, this one included. */
  deviceVotesThisMinute: number;
  /** Devices the account voted from for the first time today, this one included. */
  accountNewDevices: number;
  automation: boolean;
}

export interface FraudVerdict {
  score: number;
  signals: FraudSignal[];
  hold: boolean;
}

/** Whether a voter is young for the score: its number (or account) less than the threshold's hours old, not vouched. */
export function isYoungAccount(accountAgeHours: number | null, vouched: boolean, rules: FraudRules): boolean {
  return accountAgeHours !== null && accountAgeHours < rules.young_account.threshold && !vouched;
}

export function scoreVote(observation: VoteObservation, rules: FraudRules, holdScore: number): FraudVerdict {
  const young = isYoungAccount(observation.accountAgeHours, observation.vouched, rules);
  const fired: Record<FraudSignal, boolean> = {
    young_account: young,
    device_accounts: observation.deviceAccounts >= rules.device_accounts.threshold,
    device_many_accounts: observation.deviceAccounts >= rules.device_many_accounts.threshold,
    address_signups: observation.addressSignups >= rules.address_signups.threshold,
    address_new_devices: observation.addressNewDevices >= rules.address_new_devices.threshold,
    young_concentration: young && observation.youngVotesForParticipant >= rules.young_concentration.threshold,
    device_rhythm: observation.deviceVotesThisMinute >= rules.device_rhythm.threshold,
    account_new_devices: observation.accountNewDevices >= rules.account_new_devices.threshold,
    automation: observation.automation,
  };
  const signals = FRAUD_SIGNALS.filter((signal) => fired[signal]);
  const score = signals.reduce((sum, signal) => sum + rules[signal].weight, 0);
  return { score, signals, hold: signals.length > 0 && score >= holdScore };
}

/** Programs that say so in their User-Agent: headless browsers, automation drivers, HTTP libraries. */
const AUTOMATED_AGENT =
  /HeadlessChrome|PhantomJS|Puppeteer|Playwright|Selenium|WebDriver|curl\/|Wget|python-requests|python-urllib|aiohttp|httpx|Go-http-client|node-fetch|undici|axios|okhttp|Java\/|libwww-perl|Scrapy/i;

/** Whether a request's headers say a program sent it. */
export function looksAutomated(userAgent: string | undefined, acceptLanguage: string | undefined): boolean {
  return !userAgent || !acceptLanguage || AUTOMATED_AGENT.test(userAgent);
}
