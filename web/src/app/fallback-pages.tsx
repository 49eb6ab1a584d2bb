import { Link, useRouteError } from 'react-router-dom';
import { MESSAGES } from '../messages';

export function NotFoundPage() {
  return (
    <section className="state">
      <h1>{MESSAGES.common.notFoundTitle}</h1>
      <p>{MESSAGES.common.notFoundText}</p>
      <Link className="button button--primary" to="/">
        {MESSAGES.common.backHome}
      </Link>
    </section>
  );
}

/** Shown when a page fails to render: a French message and a way home (the details go to the console). */
export function RouteErrorPage() {
  console.error(useRouteError());
  return (
    <section className="state state--error" role="alert">
      <h1>{MESSAGES.common.errorTitle}</h1>
      <p>{MESSAGES.common.errorText}</p>
      <Link className="button button--primary" to="/">
        {MESSAGES.common.backHome}
      </Link>
    </section>
  );
}
