import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../messages';

/** "Authentification requise", with login and sign-up links that bring the user back to `returnUrl`. */
export function AuthRequiredModal({ returnUrl, onClose }: { returnUrl: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);
  const query = `?returnUrl=${encodeURIComponent(returnUrl)}`;
  const t = MESSAGES.common;
  return (
    <dialog ref={dialog} className="modal" aria-labelledby="auth-required-title" onClose={onClose} open>
      <h2 id="auth-required-title">{t.authRequiredTitle}</h2>
      <p>{t.authRequiredText}</p>
      <div className="modal__actions">
        <Link className="button button--primary" to={`/login${query}`}>
          {t.signIn}
        </Link>
        <Link className="button" to={`/register${query}`}>
          {t.createAccount}
        </Link>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </dialog>
  );
}
