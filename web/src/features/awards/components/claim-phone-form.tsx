import { fieldErrorsOf, messageOf } from '@bebe-star/web-common/api-errors';
import { type FormEvent, useId, useState } from 'react';
import type { useClaimPrize } from '@/lib/api/prize-claims/claim-prize';
import { useContestWinners } from '@/lib/api/winners/get-winners';
import { checkPhone, dialCodeOf } from '@/lib/phone-rules';
import { awards as AWARDS_TEXT } from '@/messages/awards';

const t = AWARDS_TEXT.prizeClaim;

/** What was typed, without its spaces; an international number (+…, 00…) is kept as typed. */
const compact = (value: string) => value.replace(/\s/g, '');
const isInternational = (value: string) => value.startsWith('+') || value.startsWith('00');

/** The phone number to send, or why not: the country's rules apply to a national number. */
function claimPhoneOf(typed: string, country: string | null): { phone: string } | { error: string } {
  const value = compact(typed);
  if (!value) return { error: t.phoneRequired };
  if (!country || isInternational(value)) return { phone: value };
  const check = checkPhone(country, value);
  return check.ok ? { phone: check.phone } : { error: check.message };
}

/**
 * "Où envoyer votre lot ?": the mobile-money number, checked with the rules of the winner's country
 * (the country of the participation, which the server checks too), then sent with `claim`.
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
  const inputId = useId();
  const podium = useContestWinners(contestId);
  const country = podium.data?.find((winner) => winner.id === winnerId)?.country || null;
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = claimPhoneOf(typed, country);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    claim.mutate({ winner: winnerId, phone_number: result.phone });
  };

  const serverPhoneError = fieldErrorsOf(claim.error).phone_number;
  const phoneError = error ?? serverPhoneError ?? null;
  const formError = claim.isError && !serverPhoneError ? messageOf(claim.error, t.claimFailed) : null;

  return (
    <form className="claim-form" onSubmit={submit} noValidate>
      <h3 className="claim-form__title">{t.formTitle}</h3>
      <div className="field">
        <label htmlFor={inputId}>{t.phone}</label>
        <div className="claim-form__phone">
          {country && !isInternational(compact(typed)) && (
            <span className="claim-form__dial" aria-hidden="true">
              {dialCodeOf(country)}
            </span>
          )}
          <input
            id={inputId}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={typed}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={`${inputId}-hint${phoneError ? ` ${inputId}-error` : ''}`}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
          />
        </div>
        <span id={`${inputId}-hint`} className="claim-form__hint">
          {country ? t.phoneHint(country) : t.phoneHintUnknown}
        </span>
        {phoneError && (
          <span id={`${inputId}-error`} className="field__error" role="alert">
            {phoneError}
          </span>
        )}
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
