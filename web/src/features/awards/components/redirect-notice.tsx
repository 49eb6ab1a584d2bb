import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { awards as AWARDS_TEXT } from '@/messages/awards';

/** A message, then the visitor is taken to `to` after `delayMs` (the spec's eligibility redirects). */
export function RedirectNotice({ message, to, delayMs }: { message: string; to: string; delayMs: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [navigate, to, delayMs]);
  return (
    <div className="awards-panel awards-panel--notice" role="alert">
      <p className="awards-panel__title">{message}</p>
      <p className="awards-panel__hint">
        <span className="spinner spinner--small" aria-hidden="true" />
        {AWARDS_TEXT.testimonialPage.redirecting}
      </p>
    </div>
  );
}
