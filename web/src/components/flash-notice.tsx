import { useLocation, useNavigate } from 'react-router-dom';
import { common as COMMON_TEXT } from '../messages/common';
import './flash-notice.css';

/** The navigation state that hands a one-off message to the next page: `navigate(to, { state: withNotice(…) })`. */
export const withNotice = (notice: string) => ({ notice });

/** The message handed over by the page that navigated here, until the visitor dismisses it. */
export function FlashNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
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
