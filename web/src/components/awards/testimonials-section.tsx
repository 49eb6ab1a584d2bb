import { Link } from 'react-router-dom';
import { HOME_TESTIMONIALS, useTestimonials } from '@/lib/api/testimonials/get-testimonials';
import { useSession } from '@/lib/auth-store';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { common as COMMON_TEXT } from '@/messages/common';
import { TestimonialGrid } from './testimonial-grid';
import { TrophyIcon } from './trophy-icon';
import './awards.css';

const t = AWARDS_TEXT.testimonials;

/** Placeholders shaped like the cards, while the testimonials load. */
export function TestimonialSkeletons({ count }: { count: number }) {
  return (
    <ul className="testimonial-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="testimonial-card testimonial-card--skeleton">
            <span className="skeleton skeleton--badge" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--short" />
            <span className="skeleton skeleton--author" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** "Vous aussi, participez et gagnez !" with the three prizes and the way to the contests. */
function TestimonialsCta() {
  return (
    <div className="awards-cta">
      <p className="awards-cta__title">{t.ctaTitle}</p>
      <ul className="awards-cta__prizes">
        {t.ctaPrizes.map((prize, index) => (
          <li key={prize} className={`awards-cta__prize awards-cta__prize--${index + 1}`}>
            <TrophyIcon size={26} />
            {prize}
          </li>
        ))}
      </ul>
      <Link className="button button--primary" to="/concours">
        {t.ctaLink}
      </Link>
    </div>
  );
}

/** The home's "Témoignages de nos Gagnants": six cards at most, skeletons, error, empty state and a link to all. */
export function TestimonialsSection() {
  const session = useSession();
  const query = useTestimonials(HOME_TESTIMONIALS);
  const first = query.data?.pages[0];
  const count = first?.count ?? 0;
  const shown = first?.results.slice(0, HOME_TESTIMONIALS) ?? [];

  let body;
  if (query.isPending) {
    body = (
      <>
        <p className="visually-hidden" role="status">
          {t.loading}
        </p>
        <TestimonialSkeletons count={HOME_TESTIMONIALS} />
      </>
    );
  } else if (query.isError) {
    body = (
      <div className="awards-panel awards-panel--error" role="alert">
        <p className="awards-panel__title">{t.loadFailedTitle}</p>
        <p>{t.loadFailed}</p>
        <button type="button" className="button button--primary button--small" onClick={() => void query.refetch()}>
          {COMMON_TEXT.retry}
        </button>
      </div>
    );
  } else if (shown.length === 0) {
    body = (
      <div className="awards-panel">
        <p className="awards-panel__title">{t.empty}</p>
        {session && (
          <Link className="button button--small" to="/temoignages">
            {t.leaveOne}
          </Link>
        )}
      </div>
    );
  } else {
    body = <TestimonialGrid testimonials={shown} carousel />;
  }

  return (
    <section className="home-testimonials" aria-labelledby="home-testimonials-title">
      <div className="awards-section-head">
        <h2 id="home-testimonials-title">{t.homeTitle}</h2>
        {count > 0 && <span className="awards-count">{t.count(count)}</span>}
      </div>
      {body}
      {count > HOME_TESTIMONIALS && (
        <Link className="awards-see-all" to="/temoignages-publics">
          {t.seeAll(count)}
        </Link>
      )}
      <TestimonialsCta />
    </section>
  );
}
