import { maskPhone } from '@contracts/phone-rules';
import { useState } from 'react';
import { FormMessage } from '@bebe-star/web-common/form-field';
import { useSession } from '@/lib/auth-store';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { PhoneSignInFlow } from './phone-sign-in-flow';

const t = ACCOUNT_TEXT.phone.section;

/** Whether the access token says the account has a confirmed number (its `pn` claim, which the free vote reads). */
export function hasConfirmedPhone(accessToken: string): boolean {
  try {
    const payload = JSON.parse(atob(accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as {
      pn?: unknown;
    };
    return typeof payload.pn === 'number';
  } catch {
    return false;
  }
}

/**
 * "Mon numéro de téléphone": the confirmed number, masked, or an invitation to add one; adding or
 * changing it is the sign-in's two steps (a code by SMS), for this account.
 */
export function PhoneSection({ contactNumber, country }: { contactNumber: string; country: string }) {
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState(false);
  const confirmed = session ? hasConfirmedPhone(session.accessToken) : false;
  const masked = confirmed ? maskPhone(contactNumber) : null;

  return (
    <section className="card account-section phone-section" aria-labelledby="phone-section-title">
      <h2 id="phone-section-title">{t.title}</h2>
      {done && <FormMessage kind="success">{t.done}</FormMessage>}
      {masked ? (
        <>
          <p className="phone-section__number">{t.confirmed(masked)}</p>
          <p className="phone-section__why">{t.why}</p>
        </>
      ) : (
        !editing && <p>{t.none}</p>
      )}
      {editing ? (
        <>
          <PhoneSignInFlow
            flow="confirm"
            country={country || null}
            onDone={() => {
              setEditing(false);
              setDone(true);
            }}
          />
          <button type="button" className="button button--ghost" onClick={() => setEditing(false)}>
            {t.cancel}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            setDone(false);
            setEditing(true);
          }}
        >
          {masked ? t.change : t.add}
        </button>
      )}
    </section>
  );
}
