import { useSyncExternalStore } from 'react';
import { proofOfWorkStatus } from './proof-of-work';

/**
 * A discreet line while the browser solves the API's proof of work (a second or so): the person has
 * nothing to do, but should know why the sign-in takes a moment. The live region is always there, so
 * that screen readers announce `text` when it appears. Each app styles `.proof-of-work-status` and
 * `.visually-hidden`.
 */
export function ProofOfWorkStatus({ text }: { text: string }) {
  const solving = useSyncExternalStore(proofOfWorkStatus.subscribe, proofOfWorkStatus.solving, () => false);
  return (
    <p className={solving ? 'proof-of-work-status' : 'visually-hidden'} role="status" aria-live="polite">
      {solving ? text : ''}
    </p>
  );
}
