import type { ReactNode } from 'react';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';

const t = TRANSPARENCY_TEXT;

/**
 * The outcome of a check: "Vérifié" and what was checked, or "Invalide" and every problem found, in
 * the words of the verifier. Announced as it appears.
 */
export function Verdict({ problems, children }: { problems: string[]; children: ReactNode }) {
  const verified = problems.length === 0;
  return (
    <div className={`verdict verdict--${verified ? 'ok' : 'invalid'}`} role={verified ? 'status' : 'alert'}>
      <p className="verdict__title">
        <span className="verdict__mark" aria-hidden="true">
          {verified ? '✓' : '✗'}
        </span>
        {verified ? t.verified : t.invalid}
      </p>
      {!verified && (
        <ul className="verdict__problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

/** One line of what a check covered: a term and its value. */
export function Checked({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="verdict__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The signing key's fingerprint, and whether the site publishes that key. */
export function KeyFingerprint({ fingerprint, published }: { fingerprint: string | null; published: boolean | null }) {
  return (
    <>
      <code className="verdict__hash">{fingerprint ?? '—'}</code>
      {published === null && <span className="verdict__note">{t.keys.unavailable}</span>}
    </>
  );
}

/** « Non vérifié »: nothing could be checked, and why. */
export function Unverified({ reason }: { reason: string }) {
  return (
    <div className="verdict verdict--unknown" role="alert">
      <p className="verdict__title">
        <span className="verdict__mark" aria-hidden="true">
          ?
        </span>
        {t.proof.notVerified}
      </p>
      <p className="verdict__note">{reason}</p>
    </div>
  );
}
