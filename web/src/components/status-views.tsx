import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { common as COMMON_TEXT } from '../messages/common';

export function LoadingState({ label = COMMON_TEXT.loading }: { label?: string }) {
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

/** An error with its French message, a retry button when the caller can retry, and a way home. */
export function ErrorState({ title, message, onRetry }: { title?: string; message: string; onRetry?: () => void }) {
  return (
    <div className="state state--error" role="alert">
      <h2>{title ?? COMMON_TEXT.errorTitle}</h2>
      <p>{message}</p>
      <div className="state__actions">
        {onRetry && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {COMMON_TEXT.retry}
          </button>
        )}
        <Link className="button" to="/">
          {COMMON_TEXT.backHome}
        </Link>
      </div>
    </div>
  );
}

/** An address that leads nowhere (no such page, contest or participant): the server answers it 404. */
export function NotFoundPage() {
  return (
    <section className="state">
      <h1>{COMMON_TEXT.notFoundTitle}</h1>
      <p>{COMMON_TEXT.notFoundText}</p>
      <Link className="button button--primary" to="/">
        {COMMON_TEXT.backHome}
      </Link>
    </section>
  );
}

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="page-title">{children}</h1>;
}
