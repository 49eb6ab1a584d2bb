import { Link } from 'react-router-dom';
import type { Testimonial } from '@/lib/api/testimonials/get-testimonials';
import { useDateFormats } from '@/lib/use-date-formats';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { RankBadge } from './rank-badge';
import { StarRating } from './star-rating';
import { WinnerAvatar } from './winner-avatar';
import './awards.css';

const t = AWARDS_TEXT;

/**
 * One winner's testimonial: rank badge, stars, avatar, names, prize, contest, text and date. Its
 * owner also gets Modifier (to /temoignages?edit=…) and Supprimer (`onDelete` opens the confirm dialog).
 */
export function TestimonialCard({ testimonial, onDelete }: { testimonial: Testimonial; onDelete?: () => void }) {
  const { formatDate } = useDateFormats();
  const winner = testimonial.winner_data;
  return (
    <article className={`testimonial-card testimonial-card--rank-${winner.rank <= 3 ? winner.rank : 'other'}`}>
      <header className="testimonial-card__head">
        <RankBadge rank={winner.rank} />
        <span className="testimonial-card__prize">{t.francs(winner.prize)}</span>
      </header>
      <StarRating value={testimonial.rating} />
      <blockquote className="testimonial-card__text">{testimonial.text}</blockquote>
      <div className="testimonial-card__author">
        <WinnerAvatar name={winner.participant_name} photos={[winner.user_profile_picture, winner.baby_photo]} />
        <div className="testimonial-card__who">
          <strong>{winner.participant_name}</strong>
          <span>{t.testimonials.parentOf(winner.participant_baby_name)}</span>
        </div>
      </div>
      <footer className="testimonial-card__foot">
        <span className="testimonial-card__contest">{winner.contest_title}</span>
        <time dateTime={testimonial.created_at}>{formatDate(testimonial.created_at)}</time>
      </footer>
      {testimonial.is_hidden && <p className="testimonial-card__hidden">{t.testimonials.hidden}</p>}
      {onDelete && (
        <div className="testimonial-card__actions" aria-label={t.testimonials.actionsOf(winner.participant_name)}>
          <Link className="button button--small" to={`/temoignages?edit=${testimonial.id}`}>
            {t.testimonials.edit}
          </Link>
          <button type="button" className="button button--small testimonial-card__delete" onClick={onDelete}>
            {t.testimonials.delete}
          </button>
        </div>
      )}
    </article>
  );
}
