import type { ReactNode } from 'react';

/** The frame of the sign-in pages: a centred card with its title, a short text and the form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section className="auth-page">
      <div className="card auth-card">
        <h1 className="auth-card__title">{title}</h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
