import { parseNoteVerifierKey } from '@contracts/transparency/signed-note';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { transparencyKeys } from '@/lib/api/transparency/transparency-keys';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';
import { useTransparencyKeys } from './get-transparency-keys';
import { logUrl, readJson, readText } from './log-resources';

/**
 * The keys an offline proof is checked with: the log's (C2SP signed-note verifier key), its witnesses'
 * and how many of them must cosign, with when this browser read them from the site; and the court
 * officer's witness, whose cosignature a results dossier's close carries.
 */
export interface LogKeys {
  log: string;
  witnesses: { name: string; verifier_key: string }[];
  quorum: number;
  /** The name of the court officer's witness among `witnesses`; null when the site names none (or kept none). */
  court_witness: string | null;
  /** When they were read (ISO 8601). */
  readAt: string;
}

const STORAGE = 'transparency_log_keys';

type LogWitness = LogKeys['witnesses'][number];

function isWitness(value: unknown): value is LogWitness {
  const witness = value as Partial<LogWitness> | null;
  return (
    typeof witness?.name === 'string' &&
    typeof witness.verifier_key === 'string' &&
    parseNoteVerifierKey(witness.verifier_key) !== null
  );
}

function isLogKeys(value: unknown): value is Omit<LogKeys, 'readAt' | 'court_witness'> & Partial<LogKeys> {
  const keys = value as Partial<LogKeys> | null;
  return (
    typeof keys?.log === 'string' &&
    parseNoteVerifierKey(keys.log) !== null &&
    Array.isArray(keys.witnesses) &&
    keys.witnesses.every(isWitness) &&
    Number.isInteger(keys.quorum) &&
    (keys.quorum ?? -1) >= 0 &&
    (keys.court_witness === undefined || keys.court_witness === null || typeof keys.court_witness === 'string')
  );
}

/** The keys this browser last read, kept so that a proof checks with the network cut; null if never. */
export function storedLogKeys(): LogKeys | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE) ?? 'null');
    if (!isLogKeys(value) || typeof value.readAt !== 'string') return null;
    // Keys kept by an earlier version of this page name no court officer's witness.
    const { log, witnesses, quorum, readAt } = value;
    return { log, witnesses, quorum, court_witness: value.court_witness ?? null, readAt };
  } catch {
    return null;
  }
}

/** GET /api/transparency/log/verifier-key and /witnesses, checked for their form, then kept in this browser. */
export async function getLogKeys(now = new Date()): Promise<LogKeys> {
  const failed = TRANSPARENCY_TEXT.keys.unavailable;
  const [log, published] = await Promise.all([
    readText(logUrl('verifier-key'), failed),
    readJson(logUrl('witnesses'), failed),
  ]);
  const keys = { ...(published as object), log: log.trim() };
  if (!isLogKeys(keys)) throw new Error(TRANSPARENCY_TEXT.proof.badKeys);
  const read: LogKeys = {
    log: keys.log,
    witnesses: keys.witnesses.map(({ name, verifier_key }) => ({ name, verifier_key })),
    quorum: keys.quorum,
    court_witness: keys.court_witness ?? null,
    readAt: now.toISOString(),
  };
  try {
    localStorage.setItem(STORAGE, JSON.stringify(read));
  } catch {
    // Storage full or refused: the keys still serve this visit.
  }
  return read;
}

/**
 * The log's and witnesses' keys: read from the site when it answers (and kept), else the ones this
 * browser kept from an earlier visit. `keys` is null while they are read for the first time, or when
 * none could ever be read (`missing`).
 */
export function useLogKeys(): { keys: LogKeys | null; missing: boolean } {
  // The browser's storage, read once the page is the browser's (these hooks render after a check or an effect).
  const [stored] = useState(() => (typeof window === 'undefined' ? null : storedLogKeys()));
  // A log that never signed anything (no key published: the worker never ran) has no keys to read.
  const published = useTransparencyKeys();
  const signing = published.errorUpdateCount > 0 || (published.data?.length ?? 0) > 0;
  const query = useQuery({
    queryKey: transparencyKeys.logKeys(),
    queryFn: () => getLogKeys(),
    enabled: signing,
    // Offline the read fails at once and the kept keys are used, instead of waiting for the network.
    networkMode: 'always',
    retry: false,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
  const keys = query.data ?? stored;
  // A failed read stays failed while it is tried again (a query with no data is pending while it fetches).
  return { keys, missing: keys === null && (query.errorUpdateCount > 0 || published.data?.length === 0) };
}
