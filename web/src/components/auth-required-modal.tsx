import { Link } from 'react-router-dom';
import { common as COMMON_TEXT } from '../messages/common';
import { Modal } from '@bebe-star/web-common/modal';

/** "Authentification requise", with login and sign-up links that bring the user back to `returnUrl`. */
export function AuthRequiredModal({ returnUrl, onClose }: { returnUrl: string; onClose: () => void }) {
  const query = `?returnUrl=${encodeURIComponent(returnUrl)}`;
  const t = COMMON_TEXT;
  return (
    <Modal labelledBy="auth-required-title" onClose={onClose}>
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
    </Modal>
  );
}
