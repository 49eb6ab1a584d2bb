import { Link } from 'react-router-dom';
import { useNow } from '@/components/countdown';
import { useVotePacks, type VotePack } from '@/lib/api/payments/get-vote-packs';
import { formatFcfa } from '@bebe-star/web-common/format';
import { useHydrated } from '@/lib/hydrated';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { promotedPacks, promotionCountdown } from './promotion-times';

const t = CONTESTS_TEXT.promotions;

function PromotionItem({ pack, now }: { pack: VotePack; now: Date }) {
  const countdown = promotionCountdown(pack, now);
  const active = pack.promotion_status === 'active';
  return (
    <li className={`promo-item${active ? ' promo-item--active' : ''}`}>
      <div className="promo-item__head">
        <span className="promo-item__name">{pack.name}</span>
        {active ? (
          <span className="promo-item__discount">{t.discount(pack.discount_percentage)}</span>
        ) : (
          <span className="promo-item__soon">{t.soon}</span>
        )}
      </div>
      <p className="promo-item__votes">{t.votes(pack.votes_count)}</p>
      {active ? (
        <p className="promo-item__prices">
          <s aria-label={`${t.regularPrice} ${formatFcfa(pack.price)}`}>{formatFcfa(pack.price)}</s>
          <strong>{formatFcfa(pack.current_price)}</strong>
          <span className="promo-item__saving">{t.saving(formatFcfa(pack.price - pack.current_price))}</span>
        </p>
      ) : (
        <p className="promo-item__prices">
          <span>{formatFcfa(pack.current_price)}</span>
          <span aria-hidden="true">→</span>
          <strong>
            {t.promotionPrice} : {pack.promotion_price ? formatFcfa(pack.promotion_price) : t.toBeDetermined}
          </strong>
        </p>
      )}
      {countdown && <p className="promo-item__countdown">{countdown}</p>}
    </li>
  );
}

/**
 * The vote packs in promotion (active or upcoming), or nothing when there are none. Their countdowns
 * are counted from the time the packs were read until the page is the browser's: the server's render
 * hands that time over with the packs, so the browser's first render shows the server's text whatever
 * its own clock says (a minute later, past midnight); then from the browser's clock, every minute.
 */
export function PromotionsBanner() {
  const { data, dataUpdatedAt } = useVotePacks();
  const clock = useNow(60_000);
  const now = useHydrated() ? clock : new Date(dataUpdatedAt);
  const packs = promotedPacks(data ?? []);
  if (packs.length === 0) return null;
  const active = packs.filter((pack) => pack.promotion_status === 'active');
  const scrolls = packs.length > 3;
  return (
    <section className="promos" aria-labelledby="promos-title">
      <div className="promos__header">
        <h2 id="promos-title" className="promos__title">
          {active.length > 0 ? t.activeTitle : t.upcomingTitle}
        </h2>
        <span className={`promos__badge${active.length > 0 ? ' promos__badge--active' : ''}`}>
          {active.length > 0 ? t.activeBadge : t.upcomingBadge}
        </span>
      </div>
      <p className="promos__subtitle">
        {active.length > 0
          ? t.activeSubtitle(Math.max(...active.map((pack) => pack.discount_percentage)))
          : t.upcomingSubtitle(packs.length)}
      </p>
      <ul className={`promos__items${scrolls ? ' promos__items--scroll' : ''}`}>
        {packs.map((pack) => (
          <PromotionItem key={pack.id} pack={pack} now={now} />
        ))}
      </ul>
      {scrolls && <p className="promos__hint">{t.swipeHint}</p>}
      <Link to="/concours" className="button button--primary promos__cta">
        {t.cta}
      </Link>
    </section>
  );
}
