import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { RankBadge } from '@/components/awards/rank-badge';
import { StarRating, StarRatingInput } from '@/components/awards/star-rating';
import type { Testimonial } from '@/lib/api/testimonials/get-testimonials';
import { useUpdateTestimonial } from '@/lib/api/testimonials/update-testimonial';
import { useDateFormats } from '@/lib/use-date-formats';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { type TestimonialChange, testimonialChangeSchema, TESTIMONIAL_MAX_LENGTH } from './testimonial-form';

const t = AWARDS_TEXT.testimonialPage;

function EditForm({
  testimonial,
  onCancel,
  onSaved,
}: {
  testimonial: Testimonial;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const messageId = useId();
  const update = useUpdateTestimonial();
  const { register, control, handleSubmit, clearErrors, formState } = useForm<TestimonialChange>({
    resolver: zodResolver(testimonialChangeSchema),
    defaultValues: { rating: testimonial.rating, text: testimonial.text },
  });
  const missingText = formState.errors.text?.message;
  const submit = (change: TestimonialChange) => update.mutate({ id: testimonial.id, change }, { onSuccess: onSaved });
  return (
    <form className="my-testimonial__edit" onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput label={t.rating} value={field.value} onChange={field.onChange} disabled={update.isPending} />
        )}
      />
      <div className="field">
        <label htmlFor={messageId}>{t.message}</label>
        <textarea
          id={messageId}
          rows={4}
          maxLength={TESTIMONIAL_MAX_LENGTH}
          aria-invalid={missingText ? true : undefined}
          {...register('text', { onChange: () => clearErrors('text') })}
        />
        {missingText && (
          <span className="field__error" role="alert">
            {missingText}
          </span>
        )}
      </div>
      {update.isError && (
        <p className="awards-error" role="alert">
          {update.error.message}
        </p>
      )}
      <div className="my-testimonial__actions">
        <button type="button" className="button button--small" disabled={update.isPending} onClick={onCancel}>
          {t.cancel}
        </button>
        <button type="submit" className="button button--primary button--small" disabled={update.isPending}>
          {update.isPending ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}

/** One of the parent's testimonials: contest and place, then either its text or the inline edit form. */
export function MyTestimonialItem({
  testimonial,
  editing,
  onEdit,
  onStopEditing,
  onSaved,
  onDelete,
}: {
  testimonial: Testimonial;
  editing: boolean;
  onEdit: () => void;
  onStopEditing: () => void;
  onSaved: () => void;
  onDelete: () => void;
}) {
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (editing) item.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [editing]);
  const { formatDate } = useDateFormats();
  const winner = testimonial.winner_data;
  return (
    <li ref={item} className={`my-testimonial${editing ? ' my-testimonial--editing' : ''}`}>
      <div className="my-testimonial__head">
        <span className="my-testimonial__place">
          <RankBadge rank={winner.rank} />
          <strong>{winner.contest_title}</strong>
        </span>
        <time dateTime={testimonial.created_at}>{formatDate(testimonial.created_at)}</time>
      </div>
      {testimonial.is_hidden && <p className="testimonial-card__hidden">{AWARDS_TEXT.testimonials.hidden}</p>}
      {editing ? (
        <EditForm testimonial={testimonial} onCancel={onStopEditing} onSaved={onSaved} />
      ) : (
        <>
          <StarRating value={testimonial.rating} />
          <p className="my-testimonial__text">{testimonial.text}</p>
          <div className="my-testimonial__actions">
            <button type="button" className="button button--small" onClick={onEdit}>
              {AWARDS_TEXT.testimonials.edit}
            </button>
            <button type="button" className="button button--small testimonial-card__delete" onClick={onDelete}>
              {AWARDS_TEXT.testimonials.delete}
            </button>
          </div>
        </>
      )}
    </li>
  );
}
