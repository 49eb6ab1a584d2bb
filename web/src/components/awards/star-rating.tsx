import { useId } from 'react';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import './awards.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars, `value` of them lit (read only). */
export function StarRating({ value }: { value: number }) {
  return (
    <span className="stars" role="img" aria-label={AWARDS_TEXT.rating(value)}>
      {STARS.map((star) => (
        <span key={star} className={star <= value ? 'stars__star stars__star--on' : 'stars__star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

/** A 1-to-5 rating chosen with five star-shaped radio buttons. */
export function StarRatingInput({
  label,
  value,
  onChange,
  disabled = false,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="star-input" disabled={disabled}>
      <legend className="star-input__legend">{label}</legend>
      <div className="star-input__stars">
        {STARS.map((star) => (
          <label key={star} className={star <= value ? 'star-input__star star-input__star--on' : 'star-input__star'}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{AWARDS_TEXT.testimonialPage.ratingValue(star)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
