import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { RankBadge } from '@/components/awards/rank-badge';
import { StarRatingInput } from '@/components/awards/star-rating';
import { useCreateTestimonial } from '@/lib/api/testimonials/create-testimonial';
import type { WonContest } from '@/lib/api/winners/get-my-wins';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { z } from 'zod';

const t = AWARDS_TEXT.testimonialPage;
/** The API's limit on a testimonial's length. */
export const TESTIMONIAL_MAX_LENGTH = 2000;
/** After the thank-you message, the parent goes home. */
const SUCCESS_REDIRECT_MS = 4_000;

/** A testimonial's stars and text, as written and as edited: the text trimmed and required. */
export const testimonialChangeSchema = z.object({
  rating: z.number(),
  text: z.string().trim().min(1, t.messageRequired),
});
export type TestimonialChange = z.infer<typeof testimonialChangeSchema>;

const testimonialSchema = testimonialChangeSchema.extend({ winner: z.number() });
type TestimonialValues = z.infer<typeof testimonialSchema>;

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
  const { register, control, handleSubmit, watch, clearErrors, formState } = useForm<TestimonialValues>({
    resolver: zodResolver(testimonialSchema),
    defaultValues: { winner: wins[0]?.winner_id ?? 0, rating: 1, text: '' },
  });
  const missingText = formState.errors.text?.message;
  const length = watch('text').length;

  const submit = (values: TestimonialValues) => create.mutate(values, { onSuccess: onSent });

  return (
    <form className="testimonial-form" onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      {wins.length === 1 && (
        <p className="testimonial-form__win">
          <RankBadge rank={wins[0].rank} />
          <span>{t.about(wins[0].baby_name, wins[0].title)}</span>
        </p>
      )}
      {wins.length > 1 && (
        <div className="field">
          <label htmlFor={winId}>{t.win}</label>
          <select id={winId} {...register('winner', { valueAsNumber: true })}>
            {wins.map((win) => (
              <option key={win.winner_id} value={win.winner_id}>
                {t.winOption(win.baby_name, win.rank, win.title)}
              </option>
            ))}
          </select>
        </div>
      )}
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput label={t.rating} value={field.value} onChange={field.onChange} disabled={create.isPending} />
        )}
      />
      <div className="field">
        <label htmlFor={messageId}>{t.message}</label>
        <textarea
          id={messageId}
          rows={5}
          required
          maxLength={TESTIMONIAL_MAX_LENGTH}
          placeholder={t.placeholder}
          aria-invalid={missingText ? true : undefined}
          aria-describedby={missingText ? `${messageId}-error` : undefined}
          {...register('text', { onChange: () => clearErrors('text') })}
        />
        <span className="testimonial-form__counter">{t.counter(length, TESTIMONIAL_MAX_LENGTH)}</span>
        {missingText && (
          <span id={`${messageId}-error`} className="field__error" role="alert">
            {missingText}
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
