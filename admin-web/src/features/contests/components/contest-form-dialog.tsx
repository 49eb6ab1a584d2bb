import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Modal, ModalActions } from '@bebe-star/web-common/modal';
import { Field, FormError, setServerFieldErrors } from '@bebe-star/web-common/form-field';
import { CONTEST_STATUSES } from '@/lib/api/contests/contest-page';
import type { Contest } from '@/lib/api/contests/contests';
import { useSaveContest } from '@/lib/api/contests/save-contest';
import { formatNumber } from '@bebe-star/web-common/format';
import { toIsoInstant, toLocalInput } from '@/lib/local-date';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { contestDateIssues } from '../contest-rules';

const t = CONTESTS_TEXT.form;
const GENDERS = ['female', 'male', 'mixed'] as const;
/** The form's fields the server may name in its errors; the picture's error has a place of its own. */
const FORM_FIELDS = [
  'title',
  'description',
  'status',
  'gender',
  'prize',
  'second_prize',
  'third_prize',
  'start_date',
  'end_date',
  'preregistration_start_date',
  'preregistration_end_date',
] as const;
const FIELDS = [...FORM_FIELDS, 'image'] as const;

/** An amount in F CFA as typed: digits only; empty is 0. */
const amount = z
  .string()
  .trim()
  .regex(/^\d{0,10}$/, t.prizeInvalid);
const toAmount = (value: string) => (value.trim() === '' ? 0 : Number(value));

/** The podium's order, as the server checks it: the 1st prize at least the 2nd, the 2nd at least the 3rd. */
function podiumIssues(values: { prize: string; second_prize: string; third_prize: string }) {
  const issues: Partial<Record<'second_prize' | 'third_prize', string>> = {};
  const [first, second, third] = [values.prize, values.second_prize, values.third_prize].map(toAmount);
  if (second > first) issues.second_prize = t.secondAboveFirst;
  if (third > second) issues.third_prize = t.thirdAboveSecond;
  return issues;
}

/** The form's own rules (spec 002 §5); the date rules come from contest-rules.ts, the server checks all again. */
const contestSchema = z
  .object({
    title: z.string().trim().min(1, t.required).max(200, t.titleTooLong),
    description: z.string().trim().min(1, t.required),
    status: z.enum(CONTEST_STATUSES),
    gender: z.string().refine((value) => (GENDERS as readonly string[]).includes(value), t.genderRequired),
    prize: amount,
    second_prize: amount,
    third_prize: amount,
    start_date: z.string().min(1, t.required),
    end_date: z.string().min(1, t.required),
    preregistration_start_date: z.string(),
    preregistration_end_date: z.string(),
  })
  .superRefine((values, context) => {
    for (const [path, message] of Object.entries(contestDateIssues(values, Date.now()).errors)) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    }
    for (const [path, message] of Object.entries(podiumIssues(values))) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    }
  });

type ContestForm = z.infer<typeof contestSchema>;

const PRIZE_FIELDS = [
  ['prize', t.prize],
  ['second_prize', t.secondPrize],
  ['third_prize', t.thirdPrize],
] as const;

/** The podium as the site will show it: the 2nd, the 1st (highest), the 3rd, each step with its amount. */
function PodiumPreview({ amounts }: { amounts: number[] }) {
  const captionId = useId();
  return (
    <figure className="podium-preview" aria-labelledby={captionId}>
      <figcaption id={captionId}>{t.podiumPreview}</figcaption>
      <ol className="podium-preview__steps">
        {[1, 0, 2].map((index) => (
          <li key={index} className={`podium-preview__step podium-preview__step--${index + 1}`} value={index + 1}>
            {/* The figure never broken, its unit under it when the step is narrow (a phone). */}
            <span className="podium-preview__amount">
              <span className="podium-preview__figure">{formatNumber(amounts[index])}</span> F{'\u00a0'}CFA
            </span>
            <span className="podium-preview__place">{t.place(index + 1)}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

const defaultsOf = (contest: Contest | null): ContestForm => ({
  title: contest?.title ?? '',
  description: contest?.description ?? '',
  status: contest?.status ?? 'draft',
  gender: contest?.gender ?? '',
  prize: contest ? String(contest.prize) : '',
  second_prize: contest ? String(contest.second_prize) : '',
  third_prize: contest ? String(contest.third_prize) : '',
  start_date: toLocalInput(contest?.start_date),
  end_date: toLocalInput(contest?.end_date),
  preregistration_start_date: toLocalInput(contest?.preregistration_start_date),
  preregistration_end_date: toLocalInput(contest?.preregistration_end_date),
});

/** A chosen image and its preview address, released when it changes. */
function useImagePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

interface ContestFormDialogProps {
  /** null: a new contest. */
  contest: Contest | null;
  onClose: () => void;
  onSaved: (contest: Contest, created: boolean) => void;
}

/** 'Créer un nouveau concours' / 'Modifier le concours': spec 002 §5's blocking errors, warnings and image. */
export function ContestFormDialog({ contest, onClose, onSaved }: ContestFormDialogProps) {
  const save = useSaveContest();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const preview = useImagePreview(image);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<ContestForm>({ resolver: zodResolver(contestSchema), defaultValues: defaultsOf(contest) });

  const values = watch();
  const issues = contestDateIssues(values, Date.now());
  const incomplete = [values.title, values.description, values.start_date, values.end_date].some(
    (value) => value.trim() === '',
  );
  const podium = podiumIssues(values);
  const blocked = Object.keys(issues.errors).length > 0 || Object.keys(podium).length > 0 || Boolean(imageError);
  const errorOf = (field: keyof ContestForm) =>
    errors[field]?.message ??
    (field in issues.errors ? issues.errors[field as keyof typeof issues.errors] : undefined) ??
    (field in podium ? podium[field as keyof typeof podium] : undefined);

  const submit = (form: ContestForm) =>
    save.mutate(
      {
        id: contest?.id,
        image,
        fields: {
          title: form.title.trim(),
          description: form.description.trim(),
          status: form.status,
          gender: form.gender as (typeof GENDERS)[number],
          prize: toAmount(form.prize),
          second_prize: toAmount(form.second_prize),
          third_prize: toAmount(form.third_prize),
          start_date: toIsoInstant(form.start_date),
          end_date: toIsoInstant(form.end_date),
          preregistration_start_date: toIsoInstant(form.preregistration_start_date),
          preregistration_end_date: toIsoInstant(form.preregistration_end_date),
        },
      },
      {
        onSuccess: (saved) => onSaved(saved, contest === null),
        onError: (error) => {
          const errors = fieldErrorsOf(error);
          setServerFieldErrors(errors, FORM_FIELDS, setError);
          if (errors.image) setImageError(errors.image);
        },
      },
    );

  const failure = formErrorOf(save.error, FIELDS, contest ? t.updateFailed : t.createFailed);
  return (
    <Modal onClose={onClose} title={contest ? t.editTitle : t.createTitle} closeOnBackdropClick closeButton>
      <form className="form contest-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <FormError message={failure} />
        <Field label={t.title} error={errors.title?.message}>
          {(control) => <input {...control} type="text" maxLength={200} {...register('title')} />}
        </Field>
        <Field label={t.description} error={errors.description?.message}>
          {(control) => <textarea {...control} rows={3} {...register('description')} />}
        </Field>
        <div className="contest-form__row">
          <Field label={t.status} error={errors.status?.message}>
            {(control) => (
              <select {...control} {...register('status')}>
                {CONTEST_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {CONTESTS_TEXT.statuses[status]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t.gender} error={errors.gender?.message}>
            {(control) => (
              <select {...control} {...register('gender')}>
                <option value="">—</option>
                {GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {CONTESTS_TEXT.genders[gender]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <fieldset className="contest-form__prizes">
          <legend>{t.prizes}</legend>
          <p className="contest-form__hint">{t.prizesHint}</p>
          <div className="contest-form__prize-row">
            {PRIZE_FIELDS.map(([field, label]) => (
              <Field key={field} label={label} error={errorOf(field)}>
                {(control) => (
                  <input {...control} type="number" min={0} step={1} inputMode="numeric" {...register(field)} />
                )}
              </Field>
            ))}
          </div>
          <PodiumPreview amounts={[values.prize, values.second_prize, values.third_prize].map(toAmount)} />
        </fieldset>
        <div className="contest-form__row">
          <Field label={t.start} error={errorOf('start_date')}>
            {(control) => <input {...control} type="datetime-local" {...register('start_date')} />}
          </Field>
          <Field label={t.end} error={errorOf('end_date')}>
            {(control) => <input {...control} type="datetime-local" {...register('end_date')} />}
          </Field>
        </div>
        <div className="contest-form__row">
          <Field label={t.preStart} error={errorOf('preregistration_start_date')}>
            {(control) => <input {...control} type="datetime-local" {...register('preregistration_start_date')} />}
          </Field>
          <Field label={t.preEnd} error={errorOf('preregistration_end_date')}>
            {(control) => <input {...control} type="datetime-local" {...register('preregistration_end_date')} />}
          </Field>
        </div>
        {issues.warnings.length > 0 && (
          <div className="contest-form__warnings" role="status">
            <strong>{t.warnings}</strong>
            <ul>
              {issues.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </div>
        )}
        <Field label={t.image} hint={t.imageHint} error={imageError ?? undefined}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept="image/*"
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                const isImage = !file || file.type.startsWith('image/');
                setImageError(isImage ? null : t.imageOnly);
                setImage(isImage ? file : null);
              }}
            />
          )}
        </Field>
        {(preview ?? contest?.image) && (
          <img
            className="contest-form__preview"
            src={preview ?? contest?.image ?? undefined}
            alt={preview ? t.preview : t.currentImage}
          />
        )}
        <ModalActions onCancel={onClose}>
          <button type="submit" className="button button--primary" disabled={incomplete || blocked || save.isPending}>
            {save.isPending ? t.saving : contest ? t.save : t.create}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
