import { hash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { canonicalLeaf, type VoteLeaf } from '@app/contracts';
import type { LedgerLogRow } from '@app/ledger';

/** What a leaf is made of: a ledger row, whole or as the vote path knows it once appended. */
export type LeafSource = Omit<LedgerLogRow, 'tx'>;

const LEAF_PREFIX = Buffer.of(0);

/**
 * Ledger rows as public leaves (libs/platform/contracts `VoteLeaf`), in the version the row was written for
 * (`leaf_version`): the voter's phone number (v2 and v3; the account and the device in v1) and the
 * payment as keyed hashes (SHA-256 of `TRANSPARENCY_SALT` and the value, truncated to 128 bits:
 * pseudonyms, not signatures), the voter's scoped to the contest, so that a verifier can count one
 * voter's votes in a contest without learning who it is or following them elsewhere; v3 adds the
 * channel the vote came through (`web`, `ussd`, `sms`), in clear. Deterministic: the vote's answer,
 * the receipts read again later and the worker's log make the same leaf of the same row. One-shot
 * hashes: every free vote's answer makes one leaf.
 */
@Injectable()
export class VoteLeaves {
  private readonly salt: string;

  constructor(config: AppConfig) {
    this.salt = config.transparency.salt;
  }

  leafOf(row: LeafSource): VoteLeaf {
    const common = {
      id: row.id,
      kind: row.kind,
      weight: row.weight,
      contest: row.contestId,
      participant: row.participantId,
      at: row.createdAt.toISOString(),
      ref: row.refId,
      payment: row.paymentId === null ? null : this.keyed(`payment:${row.paymentId}`),
    };
    if (row.leafVersion === 1) {
      return {
        v: 1,
        ...common,
        voter: row.voterId === null ? null : this.keyed(`voter:${row.contestId}:${row.voterId}`),
        device: row.deviceHash === null ? null : this.keyed(`device:${row.contestId}:${row.deviceHash}`),
      };
    }
    const number = row.phoneNumberId === null ? null : this.keyed(`number:${row.contestId}:${row.phoneNumberId}`);
    if (row.leafVersion === 2) return { v: 2, ...common, number };
    return { v: 3, ...common, number, channel: row.channel };
  }

  /** RFC 9162's leaf hash of the leaf's canonical bytes, in hex: what a receipt carries. */
  static hashOf(leaf: VoteLeaf): Buffer {
    return VoteLeaves.hashOfCanonical(canonicalLeaf(leaf));
  }

  static hashOfCanonical(canonical: string): Buffer {
    return hash('sha256', Buffer.concat([LEAF_PREFIX, Buffer.from(canonical, 'utf8')]), 'buffer');
  }

  private keyed(value: string): string {
    return hash('sha256', `${this.salt}\u0000${value}`).slice(0, 32);
  }
}
