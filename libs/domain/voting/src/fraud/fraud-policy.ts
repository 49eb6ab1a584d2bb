import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { MESSAGES } from '@app/common';
import type { VoteHold } from '@app/ledger';
import {
  DEFAULT_FRAUD_RULES,
  FRAUD_SIGNALS,
  isYoungAccount,
  type FraudRules,
  type FraudSignal,
  scoreVote,
  type VoteObservation,
} from './fraud-score';

/** The fraud score with this deployment's thresholds and weights (FRAUD_HOLD_SCORE, FRAUD_RULES). */
@Injectable()
export class FraudPolicy {
  readonly rules: FraudRules;
  readonly holdScore: number;

  constructor(config: AppConfig) {
    const overrides = config.voting.fraud.rules;
    const unknown = Object.keys(overrides).filter((name) => !(FRAUD_SIGNALS as readonly string[]).includes(name));
    if (unknown.length > 0) {
      throw new Error(`FRAUD_RULES names unknown signals: ${unknown.join(', ')} (known: ${FRAUD_SIGNALS.join(', ')})`);
    }
    this.rules = { ...DEFAULT_FRAUD_RULES, ...(overrides as Partial<FraudRules>) };
    this.holdScore = config.voting.fraud.holdScore;
  }

  /** Whether an account of this age (hours; null: unknown) and confirmation is young. */
  isYoung(accountAgeHours: number | null, vouched: boolean): boolean {
    return isYoungAccount(accountAgeHours, vouched, this.rules);
  }

  /** The hold of a vote that must wait for verification, or undefined for a vote counted at once. */
  judge(observation: VoteObservation): VoteHold | undefined {
    const verdict = scoreVote(observation, this.rules, this.holdScore);
    if (!verdict.hold) return undefined;
    return { signals: verdict.signals, reason: signalsSentence(verdict.signals) };
  }
}

/** The signals in French, as one sentence (the held row's reason). */
export function signalsSentence(signals: readonly string[]): string {
  return signals.map((signal) => signalLabel(signal)).join(' ; ');
}

export function signalLabel(signal: string): string {
  return MESSAGES.fraud.signals[signal as FraudSignal] ?? signal;
}
