import { Link } from 'react-router-dom';
import { common as COMMON_TEXT } from '../messages/common';

export function NotFoundPage() {
  return (
    <section className="status-view">
      <h1>{COMMON_TEXT.notFound.title}</h1>
      <p>{COMMON_TEXT.notFound.text}</p>
      <Link to="/">{COMMON_TEXT.notFound.back}</Link>
    </section>
  );
}

export function RouteErrorPage() {
  return (
    <main className="standalone">
      <section className="standalone__card" role="alert">
        <h1>{COMMON_TEXT.routeError.title}</h1>
        <p>{COMMON_TEXT.routeError.text}</p>
      </section>
    </main>
  );
}
