import { Link, useRouteError } from 'react-router-dom';
import { common as COMMON_TEXT } from '../messages/common';

/** Shown when a page fails to render: a French message and a way home (the details go to the console). */
export function RouteErrorPage() {
  console.error(useRouteError());
  return (
    <section className="state state--error" role="alert">
      <h1>{COMMON_TEXT.errorTitle}</h1>
      <p>{COMMON_TEXT.errorText}</p>
      <Link className="button button--primary" to="/">
        {COMMON_TEXT.backHome}
      </Link>
    </section>
  );
}
