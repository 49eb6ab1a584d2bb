import { Link } from 'react-router-dom';
import { contests as CONTESTS_TEXT } from '../../../messages/contests';
import { InProgressStrip } from '../components/in-progress-strip';
import { MyChildrenWidget } from '../components/my-children-widget';
import { PromotionsBanner } from '../components/promotions-banner';
import '../contests.css';

const t = CONTESTS_TEXT.home;

/** Home: the promise, the call to participate, promotions and the contests in progress. */
export function HomePage() {
  return (
    <div className="home">
      <section className="hero">
        <p className="hero__brand">{t.title}</p>
        <h1 className="hero__title">{t.promise}</h1>
        <p className="hero__pitch">{t.pitch}</p>
        <div className="hero__actions">
          <Link to="/participer" className="button button--primary hero__cta">
            {t.participate}
          </Link>
          <Link to="/concours" className="button hero__secondary">
            {t.seeContests}
          </Link>
        </div>
      </section>
      <PromotionsBanner />
      <InProgressStrip />
      <MyChildrenWidget />
    </div>
  );
}
