import { Link } from 'react-router-dom';

export interface Stat {
  label: string;
  value: string;
  /** A line under the figure (its split, what it counts). */
  detail?: string;
  tone?: 'neutral' | 'warning' | 'success' | 'danger';
  /** Where the figure's details are handled (a tab of the back office). */
  link?: { to: string; label: string };
}

/** A row of figures (a card each), as a description list. */
export function StatCards({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <dl className="stat-cards" aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className={`stat-card stat-card--${stat.tone ?? 'neutral'}`}>
          <dt>{stat.label}</dt>
          <dd>
            {stat.value}
            {stat.detail && <small className="stat-card__detail">{stat.detail}</small>}
            {stat.link && (
              <Link className="stat-card__link" to={stat.link.to}>
                {stat.link.label}
              </Link>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
