import { ApiError } from '@bebe-star/web-common/api-errors';
import { PLAIN_PROVIDER_FIELD, plainPaths } from '@contracts/plain-pages';
import { useEffect, useRef, useState } from 'react';
import { useNow } from '@/components/countdown';
import type { VotePack } from '@/lib/api/payments/get-vote-packs';
import { formatFcfa } from '@bebe-star/web-common/format';
import { useSiteSettings } from '@/lib/api/settings/site-settings';
import { useDateFormats } from '@/lib/use-date-formats';
import { voting as VOTING_TEXT } from '@/messages/voting';
import { type PaymentGateway, useInitPayment } from '../api/init-payment';
import { usePackAgain } from '../hooks/pack-again';
import { rememberPurchase } from '../hooks/payment-context';
import { GatewaySelector } from './gateway-selector';

const t = VOTING_TEXT.packs;
const NEW_FOR_MS = 7 * 86_400_000;
/** How often the page checks whether purchases just closed. */
const CLOSE_CHECK_MS = 5_000;

/**
 * Whether packs can no longer be bought: `minutes` before the contest's end, and after it. A payment
 * confirmed after the end is never credited (it is refunded), so checkouts stop opening a little before.
 */
export function purchasesClosed(contestEnd: string, now: Date, minutes: number): boolean {
  return Date.parse(contestEnd) - now.getTime() < minutes * 60_000;
}

export interface DisplayedPack {
  pack: VotePack;
  popular: boolean;
  isNew: boolean;
  exclusive: boolean;
}

/**
 * Packs in display order (promotions first, then by current price) with their badges: the popular
 * one (a "boost" pack, else the middle one), new ones (under 7 days) and exclusive ones.
 */
export function arrangePacks(packs: readonly VotePack[], now: Date = new Date()): DisplayedPack[] {
  const sorted = [...packs].sort(
    (a, b) => Number(b.is_promotion_active) - Number(a.is_promotion_active) || a.current_price - b.current_price,
  );
  const boost = sorted.findIndex((pack) => pack.name.toLowerCase().includes('boost'));
  const popular = boost >= 0 ? boost : Math.floor(sorted.length / 2);
  return sorted.map((pack, index) => ({
    pack,
    popular: index === popular,
    isNew: now.getTime() - new Date(pack.created_at).getTime() < NEW_FOR_MS,
    exclusive: pack.description.toLowerCase().includes('exclusif'),
  }));
}

function PackCard({
  item,
  busy,
  disabled,
  participantId,
  participantName,
  gateway,
  again,
  onBuy,
}: {
  item: DisplayedPack;
  /** The pack a cancelled or failed payment was for, chosen again: shown and focused, one tap to buy. */
  again: boolean;
  busy: boolean;
  disabled: boolean;
  participantId: number;
  participantName: string;
  gateway: PaymentGateway | undefined;
  onBuy: () => void;
}) {
  const { pack, popular, isNew, exclusive } = item;
  const { formatDate } = useDateFormats();
  const promotion = pack.is_promotion_active && pack.current_price < pack.price;
  const buyButton = useRef<HTMLButtonElement>(null);
  // Once the button can be used (a disabled one takes no focus: the page's first moments, a purchase closing).
  useEffect(() => {
    if (!again || disabled) return;
    buyButton.current?.scrollIntoView({ block: 'center' });
    buyButton.current?.focus({ preventScroll: true });
  }, [again, disabled]);
  const primary = again || popular;
  return (
    <li className={`pack${popular ? ' pack--popular' : ''}${again ? ' pack--again' : ''}`}>
      <div className="pack__badges">
        {again && <span className="badge badge--again">{t.again}</span>}
        {popular && <span className="badge badge--popular">{t.popular}</span>}
        {isNew && <span className="badge badge--new">{t.new}</span>}
        {exclusive && <span className="badge badge--exclusive">{t.exclusive}</span>}
        {promotion && pack.discount_percentage > 0 && (
          <span className="badge badge--discount">{t.discount(pack.discount_percentage)}</span>
        )}
      </div>
      <h3 className="pack__name">{pack.name}</h3>
      <p className="pack__votes">{t.votes(pack.votes_count)}</p>
      {pack.description && <p className="pack__description">{pack.description}</p>}
      <p className="pack__price">
        {promotion && (
          <s className="pack__old-price">
            <span className="visually-hidden">{t.oldPrice} </span>
            {formatFcfa(pack.price)}
          </s>
        )}
        <strong>{formatFcfa(pack.current_price)}</strong>
      </p>
      {promotion && (pack.promotion_description || pack.promotion_end_date) && (
        <p className="pack__promotion">
          {pack.promotion_description}
          {pack.promotion_description && pack.promotion_end_date && ' · '}
          {pack.promotion_end_date && t.promotionUntil(formatDate(pack.promotion_end_date))}
        </p>
      )}
      {/* Without JavaScript the form posts to the page without script, which opens the provider's checkout. */}
      <form
        method="post"
        action={plainPaths.pack(participantId, pack.id)}
        onSubmit={(event) => {
          event.preventDefault();
          onBuy();
        }}
      >
        {gateway && <input type="hidden" name={PLAIN_PROVIDER_FIELD} value={gateway} />}
        <button
          ref={buyButton}
          type="submit"
          className={`button${primary ? ' button--primary' : ''} pack__buy`}
          disabled={disabled}
          aria-label={t.buyFor(pack.name, participantName)}
        >
          {busy ? t.redirecting : t.buy}
        </button>
      </form>
    </li>
  );
}

interface VotePacksProps {
  packs: readonly VotePack[];
  participant: { id: number; contestId: number; name: string };
  /** The contest's end date: purchases close some minutes before it (the site's settings say how many). */
  contestEnd: string;
  loggedIn: boolean;
  onAuthRequired: () => void;
}

/**
 * The packs on sale and the gateway choice; buying sends the browser to the provider's page. Near the
 * contest's end the packs stay listed but cannot be bought, and a notice says why.
 */
export function VotePacks({ packs, participant, contestEnd, loggedIn, onAuthRequired }: VotePacksProps) {
  const { gateways, purchases_close_minutes: closeMinutes } = useSiteSettings();
  const closed = purchasesClosed(contestEnd, useNow(CLOSE_CHECK_MS), closeMinutes);
  const [chosen, setChosen] = useState<PaymentGateway | null>(null);
  // The visitor's choice while it is offered, else the recommended provider.
  const gateway = (gateways.find((offered) => offered.id === chosen) ?? gateways[0])?.id as PaymentGateway | undefined;
  const [buying, setBuying] = useState<number | null>(null);
  const payment = useInitPayment();
  const again = usePackAgain();

  const buy = (pack: VotePack) => {
    if (!loggedIn) {
      onAuthRequired();
      return;
    }
    if (!gateway) return;
    setBuying(pack.id);
    payment.mutate(
      { gateway, participantId: participant.id, packId: pack.id },
      {
        onSuccess: (checkout) => {
          rememberPurchase(checkout, {
            gateway,
            participantId: participant.id,
            contestId: participant.contestId,
            participantName: participant.name,
            packId: pack.id,
            packName: pack.name,
          });
          window.location.assign(checkout.payment_url);
        },
        onError: () => setBuying(null),
      },
    );
  };

  const error = payment.isError ? (payment.error instanceof ApiError ? payment.error.message : t.initError) : null;
  return (
    <section className="vote-packs" aria-labelledby="vote-packs-title">
      <h2 id="vote-packs-title">{t.title}</h2>
      <p className="vote-packs__subtitle">{t.subtitle}</p>
      {closed ? (
        <p className="vote-packs__closed" role="status">
          {t.closed(closeMinutes)}
        </p>
      ) : (
        <GatewaySelector gateways={gateways} value={gateway ?? null} onChange={setChosen} />
      )}
      {error && (
        <p className="vote-packs__error" role="alert">
          {error}
        </p>
      )}
      {packs.length === 0 ? (
        <p className="vote-packs__empty">{t.empty}</p>
      ) : (
        <ul className="vote-packs__list">
          {arrangePacks(packs).map((item) => (
            <PackCard
              key={item.pack.id}
              item={item}
              busy={buying === item.pack.id}
              disabled={closed || buying !== null || !gateway}
              participantId={participant.id}
              participantName={participant.name}
              gateway={gateway}
              again={again === item.pack.id}
              onBuy={() => buy(item.pack)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
