import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { WhenVisible } from '@/components/when-visible';
import { useInProgressContests } from '@/lib/api/contests/get-in-progress-contests';
import { formatFcfa } from '@bebe-star/web-common/format';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { InProgressStrip } from '../components/in-progress-strip';
import { MyChildrenWidget } from '../components/my-children-widget';
import { PromotionsBanner } from '../components/promotions-banner';
import '../contests.css';

const t = CONTESTS_TEXT.home;

/**
 * Testimonials and champions are below the fold: their code, requests and photos come when the visitor
 * scrolls towards them, once the contests above have taken their place.
 */
const TestimonialsSection = lazy(() =>
  import('@/components/awards/testimonials-section').then((m) => ({ default: m.TestimonialsSection })),
);
const ChampionsSection = lazy(() =>
  import('@/components/awards/champions-section').then((m) => ({ default: m.ChampionsSection })),
);

/** Home: the promise, the call to participate, promotions, the contests in progress, testimonials and champions. */
export function HomePage() {
  // The promise never exceeds the prizes shown below it (the strip's query: one request for both).
  const { data: contests, isFetched } = useInProgressContests();
  const topPrize = contests?.length ? Math.max(...contests.map((contest) => contest.prize)) : null;
  return (
    <div className="home">
      <section className="hero">
        <p className="hero__brand">{t.title}</p>
        <h1 className="hero__title">{t.promise}</h1>
        <p className="hero__pitch">{t.pitch(topPrize ? formatFcfa(topPrize) : null)}</p>
        <div className="hero__actions">
          <Link to="/participer" className="button button--primary hero__cta">
            {t.participate}
          </Link>
          <Link to="/concours" className="button hero__secondary">
            {t.seeContests}
          </Link>
        </div>
      </section>
      <InProgressStrip />
      {/* After the strip, whose placeholder holds its place: the banner only appears once the packs have loaded. */}
      <PromotionsBanner />
      <WhenVisible ready={isFetched} placeholderClass="home__deferred">
        <Suspense fallback={<p className="muted">{AWARDS_TEXT.testimonials.loading}</p>}>
          <TestimonialsSection />
        </Suspense>
      </WhenVisible>
      <WhenVisible ready={isFetched} placeholderClass="home__deferred">
        <Suspense fallback={<p className="muted">{AWARDS_TEXT.champions.loading}</p>}>
          <ChampionsSection />
        </Suspense>
      </WhenVisible>
      <MyChildrenWidget />
    </div>
  );
}
