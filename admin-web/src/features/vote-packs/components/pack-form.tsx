import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field, FormError, setServerFieldErrors } from '@bebe-star/web-common/form-field';
import { type VotePack, type VotePackBody, useVotePackWrites } from '@/lib/api/vote-packs/vote-packs';
import { toIsoInstant, toLocalInput } from '@/lib/local-date';
import { votePacks as PACKS_TEXT } from '@/messages/vote-packs';

const t = PACKS_TEXT.form;
const FIELDS = [
  'name',
  'description',
  'votes_count',
  'price',
  'promotion_price',
  'promotion_start_date',
  'promotion_end_date',
  'promotion_description',
] as const;

const whole = (message: string) => z.string().trim().regex(/^\d*$/, message);

/** Spec 002 §5: name required; votes and price above zero; a promotion price, when given, at least 1. */
const packSchema = z.object({
  name: z.string().trim().min(1, t.nameRequired).max(100),
  description: z.string().trim().max(2000),
  votes_count: whole(t.votesPositive).refine((value) => Number(value) >= 1, t.votesPositive),
  price: whole(t.pricePositive).refine((value) => Number(value) >= 1, t.pricePositive),
  promotion_price: whole(t.promotionPricePositive).refine(
    (value) => value === '' || Number(value) >= 1,
    t.promotionPricePositive,
  ),
  promotion_start_date: z.string(),
  promotion_end_date: z.string(),
  promotion_description: z.string().trim().max(2000),
});
type PackForm = z.infer<typeof packSchema>;

const defaultsOf = (pack: VotePack | null): PackForm => ({
  name: pack?.name ?? '',
  description: pack?.description ?? '',
  votes_count: pack ? String(pack.votes_count) : '',
  price: pack ? String(pack.price) : '',
  promotion_price: pack?.promotion_price ? String(pack.promotion_price) : '',
  promotion_start_date: toLocalInput(pack?.promotion_start_date),
  promotion_end_date: toLocalInput(pack?.promotion_end_date),
  promotion_description: pack?.promotion_description ?? '',
});

/**
 * The body of spec 002 §5: a new pack sends its promotion fields as entered; an update sends them only
 * when the promotion price is above 0 and both dates are filled.
 */
export function packBody(form: PackForm, creating: boolean): VotePackBody {
  const base = {
    name: form.name.trim(),
    description: form.description.trim(),
    votes_count: Number(form.votes_count),
    price: Number(form.price),
  };
  const promotion = {
    promotion_price: form.promotion_price === '' ? null : Number(form.promotion_price),
    promotion_start_date: toIsoInstant(form.promotion_start_date) || null,
    promotion_end_date: toIsoInstant(form.promotion_end_date) || null,
    promotion_description: form.promotion_description.trim(),
  };
  const complete =
    (promotion.promotion_price ?? 0) > 0 && promotion.promotion_start_date && promotion.promotion_end_date;
  return creating || complete ? { ...base, ...promotion } : base;
}

interface PackFormProps {
  /** null: a new pack. */
  pack: VotePack | null;
  onDone: (pack: VotePack, created: boolean) => void;
  onCancel: () => void;
}

/** The side form: a new pack, or the one being edited. */
export function PackForm({ pack, onDone, onCancel }: PackFormProps) {
  const { save } = useVotePackWrites();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PackForm>({ resolver: zodResolver(packSchema), defaultValues: defaultsOf(pack) });
  const submit = (form: PackForm) =>
    save.mutate(
      { id: pack?.id, body: packBody(form, pack === null) },
      {
        onSuccess: (saved) => {
          reset(defaultsOf(null));
          onDone(saved, pack === null);
        },
        onError: (error) => {
          setServerFieldErrors(fieldErrorsOf(error), FIELDS, setError);
        },
      },
    );
  const failure = formErrorOf(save.error, FIELDS, t.failed);
  return (
    <section className="panel pack-form" aria-labelledby="pack-form-title">
      <h2 id="pack-form-title">{pack ? t.editTitle(pack.name) : t.newTitle}</h2>
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <FormError message={failure} />
        <Field label={t.name} error={errors.name?.message}>
          {(control) => <input {...control} type="text" maxLength={100} {...register('name')} />}
        </Field>
        <Field label={t.description} error={errors.description?.message}>
          {(control) => <textarea {...control} rows={2} {...register('description')} />}
        </Field>
        <div className="pack-form__row">
          <Field label={t.votes} error={errors.votes_count?.message}>
            {(control) => (
              <input {...control} type="number" min={1} step={1} inputMode="numeric" {...register('votes_count')} />
            )}
          </Field>
          <Field label={t.price} error={errors.price?.message}>
            {(control) => (
              <input {...control} type="number" min={1} step={5} inputMode="numeric" {...register('price')} />
            )}
          </Field>
        </div>
        <fieldset className="pack-form__promotion">
          <legend>{t.promotion}</legend>
          <Field label={t.promotionPrice} error={errors.promotion_price?.message}>
            {(control) => (
              <input {...control} type="number" min={1} step={5} inputMode="numeric" {...register('promotion_price')} />
            )}
          </Field>
          <Field label={t.promotionStart} error={errors.promotion_start_date?.message}>
            {(control) => <input {...control} type="datetime-local" {...register('promotion_start_date')} />}
          </Field>
          <Field label={t.promotionEnd} error={errors.promotion_end_date?.message}>
            {(control) => <input {...control} type="datetime-local" {...register('promotion_end_date')} />}
          </Field>
          <Field label={t.promotionDescription} error={errors.promotion_description?.message}>
            {(control) => <input {...control} type="text" {...register('promotion_description')} />}
          </Field>
        </fieldset>
        <div className="modal__actions">
          {pack && (
            <button type="button" className="button" onClick={onCancel}>
              {t.cancel}
            </button>
          )}
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t.saving : pack ? t.save : t.create}
          </button>
        </div>
      </form>
    </section>
  );
}
