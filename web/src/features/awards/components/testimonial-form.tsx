import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RankBadge } from '@/components/awards/rank-badge';
import { StarRatingInput } from '@/components/awards/star-rating';
import { useCreateTestimonial } from '@/lib/api/testimonials/create-testimonial';
import type { WonContest } from '@/lib/api/winners/get-my-wins';
import { awards as AWARDS_TEXT } from '@/messages/awards';

const t = AWARDS_TEXT.testimonialPage;
/** The API's limit on a testimonial's length. */
export const TESTIMONIAL_MAX_LENGTH = 2000;
/** After the thank-you message, the parent goes home. */
const SUCCESS_REDIRECT_MS = 4_000;

/** The thank-you message, then home after 4 s. */
export function TestimonialSent() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/'), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <p className="awards-success awards-success--large" role="status">
      {t.success}
    </p>
  );
}

/**
 * "Votre Témoignage": which win it is about (when there are several), the stars (1 by default) and
 * the message; `onSent` once the server took it.
 */
export function TestimonialForm({ wins, onSent }: { wins: WonContest[]; onSent: () => void }) {
  const create = useCreateTestimonial();
  const winId = useId();
  const messageId = useId();
  const [winner, setWinner] = useState(wins[0]?.winner_id ?? 0);
  const [rating, setRating] = useState(1);
  const [text, setText] = useState('');
  const [missingText, setMissingText] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setMissingText(true);
      return;
    }
    create.mutate({ rating, text: text.trim(), winner }, { onSuccess: onSent });
  };

  return (
    <form className="testimonial-form" onSubmit={submit} noValidate>
      {wins.length === 1 && (
        <p className="testimonial-form__win">
          <RankBadge rank={wins[0].rank} />
          <span>{t.about(wins[0].baby_name, wins[0].title)}</span>
        </p>
      )}
      {wins.length > 1 && (
        <div className="field">
          <label htmlFor={winId}>{t.win}</label>
          <select id={winId} value={winner} onChange={(event) => setWinner(Number(event.target.value))}>
            {wins.map((win) => (
              <option key={win.winner_id} value={win.winner_id}>
                {t.winOption(win.baby_name, win.rank, win.title)}
              </option>
            ))}
          </select>
        </div>
      )}
      <StarRatingInput label={t.rating} value={rating} onChange={setRating} disabled={create.isPending} />
      <div className="field">
        <label htmlFor={messageId}>{t.message}</label>
        <textarea
          id={messageId}
          rows={5}
          required
          maxLength={TESTIMONIAL_MAX_LENGTH}
          placeholder={t.placeholder}
          value={text}
          aria-invalid={missingText || undefined}
          aria-describedby={missingText ? `${messageId}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setMissingText(false);
          }}
        />
        <span className="testimonial-form__counter">{t.counter(text.length, TESTIMONIAL_MAX_LENGTH)}</span>
        {missingText && (
          <span id={`${messageId}-error`} className="field__error" role="alert">
            {t.messageRequired}
          </span>
        )}
      </div>
      {create.isError && (
        <p className="awards-error" role="alert">
          {create.error.message}
        </p>
      )}
      <div className="testimonial-form__actions">
        <Link className="button" to="/account">
          {t.cancel}
        </Link>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {create.isPending ? t.submitting : t.submit}
        </button>
      </div>
    </form>
  );
}
