import type { VotePack } from '@/lib/api/vote-packs/vote-packs';
import { formatFcfa, formatShortDateTime } from '@bebe-star/web-common/format';
import { votePacks as PACKS_TEXT } from '@/messages/vote-packs';
import { economicValue, priceTier, promotionDays } from '../pack-rules';

const t = PACKS_TEXT.card;

interface PackCardProps {
  pack: VotePack;
  now: number;
  onEdit: (pack: VotePack) => void;
  onDelete: (pack: VotePack) => void;
}

/** A pack (spec 002 §2): icon by price tier, votes, price and promotion, its dates and days left, value label. */
export function PackCard({ pack, now, onEdit, onDelete }: PackCardProps) {
  const days = promotionDays(pack, now);
  const value = economicValue(pack.votes_count);
  return (
    <article className={`pack-card pack-card--tier-${priceTier(pack.price)}`} aria-label={pack.name}>
      <header className="pack-card__head">
        <span className="pack-card__icon" aria-hidden="true">
          {'★'.repeat(priceTier(pack.price))}
        </span>
        <div>
          <h3>{pack.name}</h3>
          <p className="pack-card__votes">{t.votes(pack.votes_count)}</p>
        </div>
      </header>
      <p className="pack-card__price">
        {pack.is_promotion_active ? (
          <>
            <s>
              <span className="visually-hidden">{t.oldPrice} : </span>
              {formatFcfa(pack.price)}
            </s>{' '}
            <strong>{formatFcfa(pack.current_price)}</strong>{' '}
            <span className="pack-card__discount">{t.discount(pack.discount_percentage)}</span>
          </>
        ) : (
          <strong>{formatFcfa(pack.price)}</strong>
        )}
      </p>
      <span className={`status-badge pack-promotion pack-promotion--${pack.promotion_status}`}>
        {t.promotion[pack.promotion_status]}
      </span>
      {pack.promotion_status !== 'no_promotion' && (
        <div className="pack-card__promotion">
          {pack.promotion_description && <p>{pack.promotion_description}</p>}
          {pack.promotion_start_date && pack.promotion_end_date && (
            <p>
              {t.period(formatShortDateTime(pack.promotion_start_date), formatShortDateTime(pack.promotion_end_date))}
            </p>
          )}
          {days && <p className="pack-card__days">{t[days.kind](days.days)}</p>}
        </div>
      )}
      {pack.description && <p className="pack-card__description">{pack.description}</p>}
      <p className="pack-card__value">
        {t.valueLabel} : <strong>{t.value[value]}</strong> — {t.valueHint[value]}
      </p>
      <div className="row-actions">
        <button
          type="button"
          className="button button--small"
          aria-label={`${t.edit} (${pack.name})`}
          onClick={() => onEdit(pack)}
        >
          {t.edit}
        </button>
        <button
          type="button"
          className="button button--small button--danger"
          aria-label={`${t.delete} (${pack.name})`}
          onClick={() => onDelete(pack)}
        >
          {t.delete}
        </button>
      </div>
    </article>
  );
}
