import { fieldErrorsOf, messageOf } from '@bebe-star/web-common/api-errors';
import { setServerFieldErrors } from '@bebe-star/web-common/form-field';
import { operatorsOf, OPERATOR_MAX_LENGTH } from '@contracts/mobile-money';
import { DIAL_CODES } from '@contracts/phone-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { useClaimPrize } from '@/lib/api/prize-claims/claim-prize';
import { useContestWinners } from '@/lib/api/winners/get-winners';
import { checkPhone, DEFAULT_COUNTRY, dialCodeOf } from '@/lib/phone-rules';
import { awards as AWARDS_TEXT } from '@/messages/awards';

const t = AWARDS_TEXT.prizeClaim;

/** The countries the product serves, as the sign-up and the API know them. */
const COUNTRIES = Object.keys(DIAL_CODES).sort((a, b) => a.localeCompare(b, 'fr'));

/** What was typed, without its spaces; an international number (+…, 00…) is kept as typed. */
const compact = (value: string) => value.replace(/\s/g, '');
const isInternational = (value: string) => value.startsWith('+') || value.startsWith('00');

/** The phone number to send, or why not: the chosen country's rules apply to a national number. */
function claimPhoneOf(typed: string, country: string): { phone: string } | { error: string } {
  const value = compact(typed);
  if (!value) return { error: t.phoneRequired };
  if (isInternational(value)) return { phone: value };
  const check = checkPhone(country, value);
  return check.ok ? { phone: check.phone } : { error: check.message };
}

/** The number checked with the chosen country's rules, the operator required; the server checks them too. */
const claimSchema = z
  .object({ country: z.string(), phone_number: z.string(), operator: z.string().trim().min(1, t.operatorRequired) })
  .superRefine((form, context) => {
    const phone = claimPhoneOf(form.phone_number, form.country);
    if ('error' in phone)
      context.addIssue({ code: z.ZodIssueCode.custom, path: ['phone_number'], message: phone.error });
  });
type ClaimValues = z.infer<typeof claimSchema>;
type Field = keyof ClaimValues;
const FIELDS = ['country', 'phone_number', 'operator'] as const;

/**
 * "Où envoyer votre lot ?": the country of the mobile money account (the participation's at first,
 * any the product serves), its number checked with that country's rules and the operator that pays it
 * (from the country's list, typed where it has none), then sent with `claim`; the server checks them
 * too. A refused submit focuses the first field in error.
 */
export function ClaimPhoneForm({
  contestId,
  winnerId,
  claim,
}: {
  contestId: number;
  winnerId: number;
  claim: ReturnType<typeof useClaimPrize>;
}) {
  const id = useId();
  const podium = useContestWinners(contestId);
  const entered = podium.data?.find((winner) => winner.id === winnerId)?.country;
  const { register, handleSubmit, watch, getValues, setValue, getFieldState, clearErrors, setError, formState } =
    useForm<ClaimValues>({
      resolver: zodResolver(claimSchema),
      defaultValues: { country: DEFAULT_COUNTRY, phone_number: '', operator: '' },
      reValidateMode: 'onSubmit',
    });
  const [country, typed] = watch(['country', 'phone_number']);
  const operators = operatorsOf(country);
  const form = useRef<HTMLFormElement>(null);

  // The participation's country, once known, unless the parent chose one.
  useEffect(() => {
    if (entered && DIAL_CODES[entered] && !getFieldState('country').isDirty) setValue('country', entered);
  }, [entered, getFieldState, setValue]);

  // The server's refusal, once its field errors are drawn, focuses the first field in error, once (the
  // form's own refusals focus theirs through react-hook-form).
  const focusedFor = useRef<unknown>(null);
  useEffect(() => {
    if (!claim.error || focusedFor.current === claim.error) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    focusedFor.current = claim.error;
    invalid.focus();
  }, [claim.error, formState.errors]);

  const shown: Partial<Record<Field, string>> = {
    country: formState.errors.country?.message,
    phone_number: formState.errors.phone_number?.message,
    operator: formState.errors.operator?.message,
  };
  const server = fieldErrorsOf(claim.error);
  const placed = FIELDS.some((field) => server[field]);
  const formError = claim.isError && !placed ? messageOf(claim.error, t.claimFailed) : null;

  const submit = (values: ClaimValues) => {
    const phone = claimPhoneOf(values.phone_number, values.country);
    if ('error' in phone) return;
    claim.mutate(
      { winner: winnerId, phone_number: phone.phone, country: values.country, operator: values.operator },
      { onError: (error) => setServerFieldErrors(fieldErrorsOf(error), FIELDS, setError) },
    );
  };

  const described = (field: Field, hint?: string) =>
    [hint, shown[field] ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const error = (field: Field) =>
    shown[field] && (
      <span id={`${id}-${field}-error`} className="field__error" role="alert">
        {shown[field]}
      </span>
    );

  return (
    <form className="claim-form" onSubmit={(event) => void handleSubmit(submit)(event)} noValidate ref={form}>
      <h3 className="claim-form__title">{t.formTitle}</h3>
      <div className="field">
        <label htmlFor={`${id}-country`}>{t.country}</label>
        <select
          id={`${id}-country`}
          className="claim-form__select"
          aria-invalid={shown.country ? true : undefined}
          aria-describedby={described('country')}
          {...register('country', {
            onChange: (event: { target: { value: string } }) => {
              if (!operatorsOf(event.target.value)?.includes(getValues('operator'))) setValue('operator', '');
              clearErrors(['country', 'phone_number']);
            },
          })}
        >
          {COUNTRIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {error('country')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>{t.phone}</label>
        <div className="claim-form__phone">
          {!isInternational(compact(typed)) && (
            <span className="claim-form__dial" aria-hidden="true">
              {dialCodeOf(country)}
            </span>
          )}
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            aria-invalid={shown.phone_number ? true : undefined}
            aria-describedby={described('phone_number', `${id}-phone-hint`)}
            {...register('phone_number', { onChange: () => clearErrors('phone_number') })}
          />
        </div>
        <span id={`${id}-phone-hint`} className="claim-form__hint">
          {t.phoneHint(dialCodeOf(country))}
        </span>
        {error('phone_number')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-operator`}>{t.operator}</label>
        {operators ? (
          <select
            id={`${id}-operator`}
            className="claim-form__select"
            aria-invalid={shown.operator ? true : undefined}
            aria-describedby={described('operator')}
            {...register('operator', { onChange: () => clearErrors('operator') })}
          >
            <option value="">{t.operatorChoose}</option>
            {operators.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        ) : (
          <>
            <input
              id={`${id}-operator`}
              className="claim-form__text"
              maxLength={OPERATOR_MAX_LENGTH}
              aria-invalid={shown.operator ? true : undefined}
              aria-describedby={described('operator', `${id}-operator-hint`)}
              {...register('operator', { onChange: () => clearErrors('operator') })}
            />
            <span id={`${id}-operator-hint`} className="claim-form__hint">
              {t.operatorHint}
            </span>
          </>
        )}
        {error('operator')}
      </div>
      {formError && (
        <p className="awards-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary claim-form__submit" disabled={claim.isPending}>
        {claim.isPending ? t.submitting : t.submit}
      </button>
    </form>
  );
}
