import type { ReactNode } from 'react';
import { voting as VOTING_TEXT } from '@/messages/voting';

const t = VOTING_TEXT.result;

/**
 * The payment's result page before its status is known (the server sends it when the status is slow
 * to come): what is being done, the payment's reference, and what to do meanwhile.
 */
export function PaymentChecking({ reference, children }: { reference: string | null; children?: ReactNode }) {
  return (
    <section className="payment-result payment-result--checking" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <h1>{t.checkingTitle}</h1>
      <p role="status">{t.checkingText}</p>
      {reference && (
        <p className="payment-result__reference">
          {t.reference} <span className="payment-summary__reference">{reference}</span>
        </p>
      )}
      {children && <div className="state__actions">{children}</div>}
    </section>
  );
}
