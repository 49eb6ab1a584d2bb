import { useLocation, useNavigate } from 'react-router-dom';
import { useHydrated } from '../lib/hydrated';
import { common as COMMON_TEXT } from '../messages/common';
import './flash-notice.css';

/** The navigation state that hands a one-off message to the next page: `navigate(to, { state: withNotice(…) })`. */
export const withNotice = (notice: string) => ({ notice });

/**
 * The message handed over by the page that navigated here, until the visitor dismisses it. It lives in
 * the browser's history (a reload keeps it), which the server's render does not see: shown once the
 * page is the browser's.
 */
export function FlashNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const notice = hydrated ? (location.state as { notice?: unknown } | null)?.notice : undefined;
  if (typeof notice !== 'string') return null;
  return (
    <div className="flash-notice" role="status">
      <p>{notice}</p>
      <button
        type="button"
        className="flash-notice__close"
        aria-label={COMMON_TEXT.close}
        onClick={() => void navigate(location, { replace: true, state: null })}
      >
        ×
      </button>
    </div>
  );
}
