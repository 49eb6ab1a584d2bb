import { useSyncExternalStore } from 'react';
import { proofOfWorkStatus } from '../lib/proof-of-work';
import { common as COMMON_TEXT } from '../messages/common';

/**
 * A discreet line while the browser solves the API's proof of work (a second or so): the person has
 * nothing to do, but should know why the sign-in takes a moment. The live region is always there, so
 * that screen readers announce the text when it appears.
 */
export function ProofOfWorkStatus() {
  const solving = useSyncExternalStore(proofOfWorkStatus.subscribe, proofOfWorkStatus.solving, () => false);
  return (
    <p className={solving ? 'proof-of-work-status' : 'visually-hidden'} role="status" aria-live="polite">
      {solving ? COMMON_TEXT.checkingBrowser : ''}
    </p>
  );
}
